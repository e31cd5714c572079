import type { RouteMatch, RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { scheduleRoutesQuery } from './__generated__/scheduleRoutesQuery.graphql.ts';
import query from './__generated__/scheduleRoutesQuery$parameters.ts';
import { viewerWeek } from './scheduleWeek.ts';

/**
 * SCHEDULE: the week's live events from today, in the viewer's time zone (the
 * query asks for the week from the viewer's midnight). The schedule
 * section's paths in each language lead here (a row of system/routeTable.ts's redirects).
 */
export const scheduleRoutes: RouteObject[] = [
  {
    name: 'SCHEDULE',
    path: routePaths.SCHEDULE,
    getData: (match: RouteMatch) => {
      const { from, to } = viewerWeek();
      return loadRouteQuery<scheduleRoutesQuery>(match, query, { from, to });
    },
    getComponent: () => import('./ScheduleRoute.tsx').then((screen) => screen.ScheduleRoute),
  },
];
