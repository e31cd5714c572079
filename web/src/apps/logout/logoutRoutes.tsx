import type { RouteMatch, RouteObject } from 'found';
import { graphql } from 'react-relay';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { logoutRoutesQuery } from './__generated__/logoutRoutesQuery.graphql.ts';

const query = graphql`
  query logoutRoutesQuery($withFrame: Boolean = false) {
    # The frame (realm, viewer) too, on an app's first page: one round trip (system/firstPage.ts).
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    realm {
      ...LogoutApp_realm
    }
  }
`;

/** LOGOUT: ends the session (any role; needs none) and starts afresh. */
export const logoutRoutes: RouteObject[] = [
  {
    name: 'LOGOUT',
    path: routePaths.LOGOUT,
    getData: (match: RouteMatch) => loadRouteQuery<logoutRoutesQuery>(match, query, {}, { requiresSession: false }),
    getComponent: () => import('./LogoutRoute.tsx').then((screen) => screen.LogoutRoute),
  },
];
