// The text of this app's route query, for relay-compiler. It is
// `@preloadable`: the route config (paymentUpdateRoutes.tsx) imports only the
// query's `$parameters` (its persisted id) and starts it at navigation, while
// the full artifact travels in the screen's lazy chunk, which registers it
// with Relay when it loads (system/loadRouteQuery.ts). Nothing imports this file.
import { graphql } from 'react-relay';

export const paymentUpdateRoutesQueryText = graphql`
  query paymentUpdateRoutesQuery($withFrame: Boolean = false) @preloadable {
    # The frame (realm, viewer) too, on an app's first page: one round trip (system/firstPage.ts).
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    viewer {
      isChildProfile
      account {
        ...PaymentUpdateApp_account
      }
    }
  }
`;
