import type { RouteMatch, RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { historyRoutesQuery } from './__generated__/historyRoutesQuery.graphql.ts';
import query from './__generated__/historyRoutesQuery$parameters.ts';

export const historyRoutes: RouteObject[] = [
  {
    name: 'HISTORY',
    path: routePaths.HISTORY,
    getData: (match: RouteMatch) => loadRouteQuery<historyRoutesQuery>(match, query, {}),
    getComponent: () => import('./HistoryRoute.tsx').then((screen) => screen.HistoryRoute),
  },
];
