import type { RouteMatch, RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { multiViewRoutesQuery } from './__generated__/multiViewRoutesQuery.graphql.ts';
import query from './__generated__/multiViewRoutesQuery$parameters.ts';

export const multiViewRoutes: RouteObject[] = [
  {
    name: 'MULTI_VIEW',
    path: routePaths.MULTI_VIEW,
    getData: (match: RouteMatch) => loadRouteQuery<multiViewRoutesQuery>(match, query, {}),
    getComponent: () => import('./MultiViewRoute.tsx').then((screen) => screen.MultiViewRoute),
  },
];
