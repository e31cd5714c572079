// The text of the search route's query, for relay-compiler. `@preloadable`: the
// route config (searchRoutes.tsx) imports only its `$parameters` (its persisted
// id) and starts it at navigation; the full artifact travels in the screen's
// lazy chunk (system/loadRouteQuery.ts). Nothing imports this file.
import { graphql } from 'react-relay';

// SEARCH: `?q=` searched with the page (shareable; Back returns to the previous query).
export const searchRoutesQueryText = graphql`
  query searchRoutesQuery($query: String!, $hasQuery: Boolean!, $withFrame: Boolean = false) @preloadable {
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    ...SearchPage_query @arguments(query: $query, hasQuery: $hasQuery)
  }
`;
