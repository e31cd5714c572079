import type { RouteMatch, RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { sectionRoutesQuery } from './__generated__/sectionRoutesQuery.graphql.ts';
import query from './__generated__/sectionRoutesQuery$parameters.ts';

export function loadSection(name: string) {
  return (match: RouteMatch) => loadRouteQuery<sectionRoutesQuery>(match, query, { name, isHome: name === 'home' });
}

export const sectionRoutes: RouteObject[] = [
  {
    name: 'SECTION',
    path: routePaths.SECTION,
    getData: (match: RouteMatch) => loadSection(match.params.name ?? '')(match),
    getComponent: () => import('./SectionRoute.tsx').then((screen) => screen.SectionRoute),
  },
];
