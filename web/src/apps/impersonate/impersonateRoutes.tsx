import type { RouteMatch, RouteObject } from 'found';
import { graphql } from 'react-relay';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { impersonateRoutesQuery } from './__generated__/impersonateRoutesQuery.graphql.ts';

const query = graphql`
  query impersonateRoutesQuery($withFrame: Boolean = false) {
    # The frame (realm, viewer) too, on an app's first page: one round trip (system/firstPage.ts).
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    realm {
      ...ImpersonateApp_realm
    }
    viewer {
      ...ImpersonateApp_viewer
    }
  }
`;

/**
 * IMPERSONATE (`/impersonate?token=…`): an admin's impersonation link. Signs
 * this browser in as the customer, then shows the home page with the overlay.
 * Opened without a token by an admin: find a customer and start from here.
 */
export const impersonateRoutes: RouteObject[] = [
  {
    name: 'IMPERSONATE',
    path: routePaths.IMPERSONATE,
    getData: (match: RouteMatch) => loadRouteQuery<impersonateRoutesQuery>(match, query, {}, { requiresSession: false }),
    getComponent: () => import('./ImpersonateRoute.tsx').then((screen) => screen.ImpersonateRoute),
  },
];
