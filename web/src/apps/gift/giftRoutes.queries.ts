// The text of this app's route queries, for relay-compiler. They are
// `@preloadable`: the route config (giftRoutes.tsx) imports only each query's
// `$parameters` (its persisted id) and starts it at navigation, while the full
// artifact travels in the screen's lazy chunk, which registers it with Relay
// when it loads (system/loadRouteQuery.ts). Nothing imports this file.
import { graphql } from 'react-relay';

// GIFTS: the gifts on offer, and the basket a gift being sent is in.
export const giftsRoutesQueryText = graphql`
  query giftsRoutesQuery($withFrame: Boolean = false) @preloadable {
    # The frame (realm, viewer) too, on an app's first page: one round trip (system/firstPage.ts).
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    realm {
      ...GiftsApp_realm
    }
    viewer {
      ...GiftsApp_viewer
    }
  }
`;

// GIFT_REDEMPTION: `?code=` (from the recipient's email) looked up with the page.
export const giftRedemptionRoutesQueryText = graphql`
  query giftRedemptionRoutesQuery($code: String!, $hasCode: Boolean!, $withFrame: Boolean = false) @preloadable {
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    viewer {
      ...GiftRedemptionApp_viewer
    }
    giftRedemption(code: $code) @include(if: $hasCode) {
      ...GiftRedemptionApp_redemption
    }
  }
`;
