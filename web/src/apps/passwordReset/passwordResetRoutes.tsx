import { RedirectException, type RouteMatch, type RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { pathTo, type RouteName, routePaths } from '../../system/routePaths.ts';
import type { passwordResetRoutesRequestQuery } from './__generated__/passwordResetRoutesRequestQuery.graphql.ts';
import type { passwordResetRoutesResetQuery } from './__generated__/passwordResetRoutesResetQuery.graphql.ts';
import requestQuery from './__generated__/passwordResetRoutesRequestQuery$parameters.ts';
import resetQuery from './__generated__/passwordResetRoutesResetQuery$parameters.ts';

/** A legacy entry point: on to `to`, keeping the query (spec §2), under the same base path. */
function redirectKeepingQuery(name: RouteName, to: RouteName): RouteObject {
  return {
    name,
    path: routePaths[name],
    getData: (match: RouteMatch) => {
      throw new RedirectException({ pathname: pathTo(to), query: match.location.query });
    },
  };
}

/**
 * LOGIN_REQUEST_PASSWORD (`?email=` prefills) and LOGIN_RESET_PASSWORD (`?pwrt=`,
 * the emailed link), and the legacy REQUEST_PASSWORD and RESET_PASSWORD paths
 * that redirect to them keeping the query. None needs a session.
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
  redirectKeepingQuery('REQUEST_PASSWORD', 'LOGIN_REQUEST_PASSWORD'),
  redirectKeepingQuery('RESET_PASSWORD', 'LOGIN_RESET_PASSWORD'),
];
