import type { RouteMatch, RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { epgRoutesQuery } from './__generated__/epgRoutesQuery.graphql.ts';
import query from './__generated__/epgRoutesQuery$parameters.ts';
import { epgDay } from './epgDay.ts';

/**
 * EPG (where the realm's epgMatrix is ENABLED; the guard says not found
 * elsewhere): one day of every channel, the viewer's day, `?day=YYYY-MM-DD`
 * or today. Another day is another address, so its grid loads at navigation.
 */
export const epgRoutes: RouteObject[] = [
  {
    name: 'EPG',
    path: routePaths.EPG,
    getData: (match: RouteMatch) => {
      const { from, to } = epgDay(match.location.query['day']);
      return loadRouteQuery<epgRoutesQuery>(match, query, { from: from.toISOString(), to: to.toISOString() });
    },
    getComponent: () => import('./EpgRoute.tsx').then((screen) => screen.EpgRoute),
  },
];
