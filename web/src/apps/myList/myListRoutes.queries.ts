// The text of this app's route queries, for relay-compiler. They are
// `@preloadable`: the route config (myListRoutes.tsx) imports only each
// query's `$parameters` (its persisted id) and starts it at navigation, while
// the full artifact travels in the screen's lazy chunk, which registers it
// with Relay when it loads (system/loadRouteQuery.ts). Nothing imports this file.
import { graphql } from 'react-relay';

/** MY_LIST and FAVOURITES: the profile's system list. */
export const myListRoutesQueryText = graphql`
  query myListRoutesQuery($withFrame: Boolean = false, $count: Int!) @preloadable {
    # The frame (realm, viewer) too, on an app's first page: one round trip (system/firstPage.ts).
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    realm {
      settings {
        watchlistsEnabled
        systemDefinedWatchlistFavouritesMode
      }
    }
    viewer {
      myList {
        ...WatchlistItems_watchlist @arguments(count: $count)
      }
    }
  }
`;

/** WATCHLISTS: every list of the profile. */
export const watchlistsRoutesQueryText = graphql`
  query watchlistsRoutesQuery($withFrame: Boolean = false) @preloadable {
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    realm {
      settings {
        watchlistsEnabled
        systemDefinedWatchlistFavouritesMode
      }
    }
    viewer {
      role
      ...WatchlistsApp_viewer
    }
  }
`;

/** WATCHLIST: one list of the profile, by its global id. */
export const watchlistRoutesQueryText = graphql`
  query watchlistRoutesQuery($withFrame: Boolean = false, $id: ID!, $count: Int!) @preloadable {
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    realm {
      settings {
        watchlistsEnabled
        systemDefinedWatchlistFavouritesMode
      }
    }
    viewer {
      role
    }
    node(id: $id) {
      ... on Watchlist @alias(as: "watchlist") {
        name
        isSystemDefined
        ...WatchlistItems_watchlist @arguments(count: $count)
      }
    }
  }
`;
