import type { RouteMatch, RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { fighterRoutesQuery } from './__generated__/fighterRoutesQuery.graphql.ts';
import fighterQuery from './__generated__/fighterRoutesQuery$parameters.ts';
import type { fightersRoutesQuery } from './__generated__/fightersRoutesQuery.graphql.ts';
import fightersQuery from './__generated__/fightersRoutesQuery$parameters.ts';
import { DEFAULT_LETTER, DEFAULT_RANKING, fightersLocationOf, ROSTER_PAGE_SIZE, VIDEOS_PAGE_SIZE } from './fightersLocation.ts';

/**
 * The fighter section (spec §2 "Fighter section"). FIGHTERS exists only where
 * the realm's menu has a 'Fighters' view (the guard answers not found
 * elsewhere, session/routeAccess.ts), and so does FIGHTER, one fighter's
 * profile. Both are content pages: guests where the realm lets them watch.
 */
export const fightersRoutes: RouteObject[] = [
  {
    name: 'FIGHTERS',
    path: routePaths.FIGHTERS,
    getData: (match: RouteMatch) => {
      const location = fightersLocationOf(match.location.query);
      // Every variable said explicitly: the variables sent are the ones Relay files the operation under.
      return loadRouteQuery<fightersRoutesQuery>(match, fightersQuery, {
        showRankings: location.view === 'rankings',
        weightClass: location.view === 'rankings' ? location.weightClass : DEFAULT_RANKING,
        showRoster: location.view === 'az',
        letter: location.view === 'az' ? location.letter : DEFAULT_LETTER,
        rosterClass: location.view === 'az' ? location.weightClass : null,
        count: ROSTER_PAGE_SIZE,
      });
    },
    getComponent: () => import('./FightersRoute.tsx').then((screen) => screen.FightersRoute),
  },
  {
    name: 'FIGHTER',
    path: routePaths.FIGHTER,
    getData: (match: RouteMatch) =>
      loadRouteQuery<fighterRoutesQuery>(match, fighterQuery, { id: match.params.id ?? '', videoCount: VIDEOS_PAGE_SIZE }),
    getComponent: () => import('./FighterRoute.tsx').then((screen) => screen.FighterRoute),
  },
];
