import type { RouteObject } from 'found';
import { routePaths } from '../../system/routePaths.ts';
import { loadSection } from '../section/sectionRoutes.tsx';

/**
 * HOME and BROWSE are the realm's `home` and `browse` sections, each on its own
 * route (spec §2: "Home, browse and schedule sections map to their own routes").
 * Their screens load lazily, in parallel with the section's query.
 */
export const homeRoutes: RouteObject[] = [
  {
    name: 'HOME',
    path: routePaths.HOME,
    getData: loadSection('home'),
    getComponent: () => import('../section/SectionRoute.tsx').then((screen) => screen.HomeRoute),
  },
  {
    name: 'BROWSE',
    path: routePaths.BROWSE,
    getData: loadSection('browse'),
    getComponent: () => import('../section/SectionRoute.tsx').then((screen) => screen.SectionRoute),
  },
];
