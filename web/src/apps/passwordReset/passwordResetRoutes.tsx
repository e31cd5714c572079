import { RedirectException, type RouteMatch, type RouteObject } from 'found';
import { graphql } from 'react-relay';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { pathTo, type RouteName, routePaths } from '../../system/routePaths.ts';
import type { passwordResetRoutesRequestQuery } from './__generated__/passwordResetRoutesRequestQuery.graphql.ts';
import type { passwordResetRoutesResetQuery } from './__generated__/passwordResetRoutesResetQuery.graphql.ts';

const requestQuery = graphql`
  query passwordResetRoutesRequestQuery($withFrame: Boolean = false) {
    # The frame (realm, viewer) too, on an app's first page: one round trip (system/firstPage.ts).
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    realm {
      ...RequestPasswordApp_realm
    }
  }
`;

const resetQuery = graphql`
  query passwordResetRoutesResetQuery($withFrame: Boolean = false) {
    # The frame (realm, viewer) too, on an app's first page: one round trip (system/firstPage.ts).
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    realm {
      ...ResetPasswordApp_realm
    }
  }
`;

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
