// The text of this app's route queries, for relay-compiler. They are
// `@preloadable`: the route config (fightersRoutes.tsx) imports only each
// query's `$parameters` (its persisted id) and starts it at navigation, while
// the full artifact travels in the screen's lazy chunk, which registers it
// with Relay when it loads (system/loadRouteQuery.ts). Nothing imports this file.
import { graphql } from 'react-relay';

// FIGHTERS: the ranked classes with their champions (the picker, on both
// tabs), and either one ranking list or a page of the A–Z roster.
export const fightersRoutesQueryText = graphql`
  query fightersRoutesQuery(
    $showRankings: Boolean!
    $weightClass: WeightClass!
    $showRoster: Boolean!
    $letter: String!
    $rosterClass: WeightClass
    $count: Int!
    $withFrame: Boolean = false
  ) @preloadable {
    # The frame (realm, viewer) too, on an app's first page: one round trip (system/firstPage.ts).
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    rankedWeightClasses {
      ...FightersApp_weightClasses
    }
    ranking(weightClass: $weightClass) @include(if: $showRankings) {
      ...RankingTable_ranking
    }
    ...FighterIndex_query
      @include(if: $showRoster)
      @alias(as: "roster")
      @arguments(letter: $letter, weightClass: $rosterClass, count: $count)
  }
`;

// FIGHTER: one fighter's profile with the first page of their videos.
export const fighterRoutesQueryText = graphql`
  query fighterRoutesQuery($id: ID!, $videoCount: Int!, $withFrame: Boolean = false) @preloadable {
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    fighter(internalId: $id) {
      ...FighterApp_fighter @arguments(videoCount: $videoCount)
    }
  }
`;
