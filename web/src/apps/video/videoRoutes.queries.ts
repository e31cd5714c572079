// The text of this app's route queries, for relay-compiler. They are
// `@preloadable`: the route config (videoRoutes.tsx) imports only each
// query's `$parameters` (its persisted id) and starts it at navigation, while
// the full artifact travels in the screen's lazy chunk, which registers it
// with Relay when it loads (system/loadRouteQuery.ts). Nothing imports this file.
import { graphql } from 'react-relay';

// One query for the player (VOD) and the landing page (INTERSTITIAL, or VOD
// with ?showInterstitial=true): `$interstitial` asks for the landing page's
// fields instead of the player's, so an interstitial never opens a stream.
export const videoRoutesQueryText = graphql`
  query videoRoutesQuery($id: ID!, $playlist: ID, $interstitial: Boolean = false, $withFrame: Boolean = false) @preloadable {
    # The frame (realm, viewer) too, on an app's first page: one round trip (system/firstPage.ts).
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    video(internalId: $id) {
      ...VideoApp_video @arguments(playlist: $playlist) @skip(if: $interstitial) @alias(as: "player")
      ...VideoInterstitial_video @include(if: $interstitial) @alias(as: "landing")
    }
    viewer {
      ...VideoApp_viewer @skip(if: $interstitial) @alias(as: "player")
    }
  }
`;
