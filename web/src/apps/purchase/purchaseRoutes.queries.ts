// The text of this app's route queries, for relay-compiler. They are
// `@preloadable`: the route config (purchaseRoutes.tsx) imports only each
// query's `$parameters` (its persisted id) and starts it at navigation, while
// the full artifact travels in the screen's lazy chunk, which registers it
// with Relay when it loads (system/loadRouteQuery.ts). Nothing imports this file.
import { graphql } from 'react-relay';

// PURCHASE: anyone about to buy (a guest or a visitor too: viewer.basket is then null).
export const purchaseRoutesQueryText = graphql`
  query purchaseRoutesQuery($withFrame: Boolean = false) @preloadable {
    # The frame (realm, viewer) too, on an app's first page: one round trip (system/firstPage.ts).
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    realm {
      ...PurchaseApp_realm
    }
    viewer {
      ...PurchaseApp_viewer
    }
  }
`;

// PAY: the same checkout, entered by a customer (the account page, an upgrade button).
export const payRoutesQueryText = graphql`
  query payRoutesQuery($withFrame: Boolean = false) @preloadable {
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    realm {
      ...PurchaseApp_realm
    }
    viewer {
      ...PurchaseApp_viewer
    }
  }
`;
