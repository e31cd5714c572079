import type { RouteMatch, RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import { viewerWeek } from '../schedule/scheduleWeek.ts';
import type { upcomingRoutesQuery } from './__generated__/upcomingRoutesQuery.graphql.ts';
import query from './__generated__/upcomingRoutesQuery$parameters.ts';

/**
 * UPCOMING, the guest schedule (spec §2, §6: all four roles, where the realm
 * allows guests and the guest schedule): what is on this week, for anyone,
 * even a visitor who has not checked in, so it needs no session.
 */
export const upcomingRoutes: RouteObject[] = [
  {
    name: 'UPCOMING',
    path: routePaths.UPCOMING,
    getData: (match: RouteMatch) => {
      const { from, to } = viewerWeek();
      return loadRouteQuery<upcomingRoutesQuery>(match, query, { from, to }, { requiresSession: false });
    },
    getComponent: () => import('./UpcomingRoute.tsx').then((screen) => screen.UpcomingRoute),
  },
];
