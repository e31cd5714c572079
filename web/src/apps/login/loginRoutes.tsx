import type { RouteMatch, RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { loginRoutesQuery } from './__generated__/loginRoutesQuery.graphql.ts';
import query from './__generated__/loginRoutesQuery$parameters.ts';

/**
 * LOGIN: email and password sign-in; needs no session. `?from=` (set by the
 * route guard) is where the viewer goes afterwards, when it is a path of this
 * realm; `?message=sessionExpired|signedOut` shows why they are here.
 */
export const loginRoutes: RouteObject[] = [
  {
    name: 'LOGIN',
    path: routePaths.LOGIN,
    getData: (match: RouteMatch) => loadRouteQuery<loginRoutesQuery>(match, query, {}, { requiresSession: false }),
    getComponent: () => import('./LoginRoute.tsx').then((screen) => screen.LoginRoute),
  },
];
