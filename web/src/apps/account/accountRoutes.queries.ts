// The text of this app's route queries, for relay-compiler. They are
// `@preloadable`: the route config (accountRoutes.tsx) imports only each
// query's `$parameters` (its persisted id) and starts it at navigation, while
// the full artifact travels in the screen's lazy chunk, which registers it
// with Relay when it loads (system/loadRouteQuery.ts). Nothing imports this file.
import { graphql } from 'react-relay';

export const accountRoutesQueryText = graphql`
  query accountRoutesQuery($paymentDetails: Boolean = false, $subscriptions: Boolean = false, $withFrame: Boolean = false) @preloadable {
    # The frame (realm, viewer) too, on an app's first page: one round trip (system/firstPage.ts).
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    realm {
      ...AccountApp_realm @arguments(subscriptions: $subscriptions)
    }
    viewer {
      isChildProfile
      account {
        ...AccountApp_account @arguments(paymentDetails: $paymentDetails, subscriptions: $subscriptions)
      }
    }
  }
`;
