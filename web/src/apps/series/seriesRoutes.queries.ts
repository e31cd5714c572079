// The text of this app's route queries, for relay-compiler. They are
// `@preloadable`: the route config (seriesRoutes.tsx) imports only each
// query's `$parameters` (its persisted id) and starts it at navigation, while
// the full artifact travels in the screen's lazy chunk, which registers it
// with Relay when it loads (system/loadRouteQuery.ts). Nothing imports this file.
import { graphql } from 'react-relay';

export const seriesRoutesQueryText = graphql`
  query seriesRoutesQuery($id: ID!, $withFrame: Boolean = false) @preloadable {
    # The frame (realm, viewer) too, on an app's first page: one round trip (system/firstPage.ts).
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    series(internalId: $id) {
      # Both pages' fields: which one shows is the realm's ENHANCED_METADATA_VIEWS, known from the frame.
      ...SeriesApp_series
      ...SeriesEnhancedApp_series
    }
  }
`;

export const seasonRoutesQueryText = graphql`
  query seasonRoutesQuery($id: ID!, $withFrame: Boolean = false) @preloadable {
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    season(internalId: $id) {
      ...SeasonApp_season
    }
  }
`;
