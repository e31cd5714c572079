// The text of this app's route query, for relay-compiler (see historyRoutes.queries.ts
// for why it lives apart from the route config). Nothing imports this file.
import { graphql } from 'react-relay';

export const multiViewRoutesQueryText = graphql`
  query multiViewRoutesQuery($withFrame: Boolean = false) @preloadable {
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    # The events a viewer can put on screen: those on air now.
    liveEventsConnection(status: LIVE, first: 12) {
      ...MultiViewApp_liveEvents
    }
  }
`;
