import type { RouteMatch, RouteObject } from 'found';
import { graphql } from 'react-relay';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { pinResetRoutesQuery } from './__generated__/pinResetRoutesQuery.graphql.ts';

const query = graphql`
  query pinResetRoutesQuery($withFrame: Boolean = false) {
    # The frame (realm, viewer) too, on an app's first page: one round trip (system/firstPage.ts).
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    # Only the session matters here (the guard let an account holder in); the form reads nothing else.
    viewer {
      role
    }
  }
`;

/**
 * CONFIRM_PIN_PROTECTION_RESET (`/pin-reset?code=…`): the page the PIN reset
 * email links to. For account holders (the route guard sends others to sign
 * in first, keeping the link); the code itself proves the mailbox.
 */
export const pinResetRoutes: RouteObject[] = [
  {
    name: 'CONFIRM_PIN_PROTECTION_RESET',
    path: routePaths.CONFIRM_PIN_PROTECTION_RESET,
    getData: (match: RouteMatch) => loadRouteQuery<pinResetRoutesQuery>(match, query, {}),
    getComponent: () => import('./PinResetRoute.tsx').then((screen) => screen.PinResetRoute),
  },
];
