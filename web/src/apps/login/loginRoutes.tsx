import type { RouteMatch, RouteObject } from 'found';
import { graphql } from 'react-relay';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { loginRoutesQuery } from './__generated__/loginRoutesQuery.graphql.ts';

const query = graphql`
  query loginRoutesQuery($withFrame: Boolean = false) {
    # The frame (realm, viewer) too, on an app's first page: one round trip (system/firstPage.ts).
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    realm {
      ...LoginApp_realm
    }
  }
`;

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
