import type { RouteMatch, RouteObject } from 'found';
import { graphql } from 'react-relay';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { signupRoutesQuery } from './__generated__/signupRoutesQuery.graphql.ts';

const query = graphql`
  query signupRoutesQuery($withFrame: Boolean = false) {
    # The frame (realm, viewer) too, on an app's first page: one round trip (system/firstPage.ts).
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    realm {
      ...SignUpApp_realm
    }
  }
`;

/**
 * SIGNUP: only where the realm allows self-registration (the route guard
 * answers not-found elsewhere, spec §2); open to visitors, guests and
 * signed-in viewers alike (spec §6), so it does not need a session to load.
 */
export const signupRoutes: RouteObject[] = [
  {
    name: 'SIGNUP',
    path: routePaths.SIGNUP,
    getData: (match: RouteMatch) => loadRouteQuery<signupRoutesQuery>(match, query, {}, { requiresSession: false }),
    getComponent: () => import('./SignUpRoute.tsx').then((screen) => screen.SignUpRoute),
  },
];
