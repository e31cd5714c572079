import type { RouteMatch, RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { logoutRoutesQuery } from './__generated__/logoutRoutesQuery.graphql.ts';
import query from './__generated__/logoutRoutesQuery$parameters.ts';

/** LOGOUT: ends the session (any role; needs none) and starts afresh. */
export const logoutRoutes: RouteObject[] = [
  {
    name: 'LOGOUT',
    path: routePaths.LOGOUT,
    getData: (match: RouteMatch) => loadRouteQuery<logoutRoutesQuery>(match, query, {}, { requiresSession: false }),
    getComponent: () => import('./LogoutRoute.tsx').then((screen) => screen.LogoutRoute),
  },
];
