import type { RouteMatch, RouteObject } from 'found';
import { graphql } from 'react-relay';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { emailConfirmationRoutesQuery } from './__generated__/emailConfirmationRoutesQuery.graphql.ts';

const query = graphql`
  query emailConfirmationRoutesQuery($withFrame: Boolean = false) {
    # The frame (realm, viewer) too, on an app's first page: one round trip (system/firstPage.ts).
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    realm {
      ...EmailConfirmationApp_realm
    }
  }
`;

/** EMAIL_CONFIRMATION: the page the confirmation email links to (`?token=`); it needs no session. */
export const emailConfirmationRoutes: RouteObject[] = [
  {
    name: 'EMAIL_CONFIRMATION',
    path: routePaths.EMAIL_CONFIRMATION,
    getData: (match: RouteMatch) => loadRouteQuery<emailConfirmationRoutesQuery>(match, query, {}, { requiresSession: false }),
    getComponent: () => import('./EmailConfirmationRoute.tsx').then((screen) => screen.EmailConfirmationRoute),
  },
];
