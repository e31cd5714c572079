import type { RouteMatch, RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { passwordResetRoutesRequestQuery } from './__generated__/passwordResetRoutesRequestQuery.graphql.ts';
import type { passwordResetRoutesResetQuery } from './__generated__/passwordResetRoutesResetQuery.graphql.ts';
import requestQuery from './__generated__/passwordResetRoutesRequestQuery$parameters.ts';
import resetQuery from './__generated__/passwordResetRoutesResetQuery$parameters.ts';

/**
 * LOGIN_REQUEST_PASSWORD (`?email=` prefills) and LOGIN_RESET_PASSWORD (`?pwrt=`,
 * the emailed link). The legacy REQUEST_PASSWORD and RESET_PASSWORD paths lead
 * to them keeping the query (rows of system/routeTable.ts). None needs a session.
 */
export const passwordResetRoutes: RouteObject[] = [
  {
    name: 'LOGIN_REQUEST_PASSWORD',
    path: routePaths.LOGIN_REQUEST_PASSWORD,
    getData: (match: RouteMatch) => loadRouteQuery<passwordResetRoutesRequestQuery>(match, requestQuery, {}, { requiresSession: false }),
    getComponent: () => import('./PasswordResetRoute.tsx').then((screen) => screen.RequestPasswordRoute),
  },
  {
    name: 'LOGIN_RESET_PASSWORD',
    path: routePaths.LOGIN_RESET_PASSWORD,
    getData: (match: RouteMatch) => loadRouteQuery<passwordResetRoutesResetQuery>(match, resetQuery, {}, { requiresSession: false }),
    getComponent: () => import('./PasswordResetRoute.tsx').then((screen) => screen.ResetPasswordRoute),
  },
];
