// The text of this app's route queries, for relay-compiler. They are
// `@preloadable`: the route config (newsRoutes.tsx) imports only each query's
// `$parameters` (its persisted id) and starts it at navigation, while the full
// artifact travels in the screen's lazy chunk, which registers it with Relay
// when it loads (system/loadRouteQuery.ts). Nothing imports this file.
import { graphql } from 'react-relay';

// NEWS: the first page of the realm's articles, newest first.
export const newsRoutesQueryText = graphql`
  query newsRoutesQuery($count: Int!, $withFrame: Boolean = false) @preloadable {
    # The frame (realm, viewer) too, on an app's first page: one round trip (system/firstPage.ts).
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    ...NewsApp_query @arguments(count: $count)
  }
`;

// NEWS_ITEM: one article by its slug, the page's principal field (an unknown slug is the not-found page).
export const newsItemRoutesQueryText = graphql`
  query newsItemRoutesQuery($slug: String!, $withFrame: Boolean = false) @preloadable {
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    newsArticle(slug: $slug) {
      ...NewsItemApp_article
    }
  }
`;
