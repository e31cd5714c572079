import { Redirect, type RouteMatch, type RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { pathTo, routePaths } from '../../system/routePaths.ts';
import type { scheduleRoutesQuery } from './__generated__/scheduleRoutesQuery.graphql.ts';
import query from './__generated__/scheduleRoutesQuery$parameters.ts';
import { viewerWeek } from './scheduleWeek.ts';

/**
 * SCHEDULE: the week's live events from today, in the viewer's time zone (the
 * query asks for the week from the viewer's midnight). Spec §2: the schedule
 * section's paths in each language lead here.
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
  ...['/section/schedule', '/secao/schedule', '/seccion/schedule'].map(
    (from) => new Redirect({ from, to: pathTo('SCHEDULE') }) as unknown as RouteObject,
  ),
];
