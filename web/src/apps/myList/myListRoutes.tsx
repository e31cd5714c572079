import type { RouteMatch, RouteObject } from 'found';
import { currentGridPageSize } from '../../components/gridPageSize.ts';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { myListRoutesQuery } from './__generated__/myListRoutesQuery.graphql.ts';
import myListQuery from './__generated__/myListRoutesQuery$parameters.ts';
import type { watchlistRoutesQuery } from './__generated__/watchlistRoutesQuery.graphql.ts';
import watchlistQuery from './__generated__/watchlistRoutesQuery$parameters.ts';
import type { watchlistsRoutesQuery } from './__generated__/watchlistsRoutesQuery.graphql.ts';
import watchlistsQuery from './__generated__/watchlistsRoutesQuery$parameters.ts';

// Spec §6: the list pages are open to visitors too (they are asked to sign
// in), so their queries need no session. Whether the realm offers each page
// is decided by the page from the realm's settings (listRoutes.ts): the
// not-found page where it does not.
const loadMyList = (match: RouteMatch) =>
  loadRouteQuery<myListRoutesQuery>(match, myListQuery, { count: currentGridPageSize() }, { requiresSession: false });

export const myListRoutes: RouteObject[] = [
  {
    name: 'MY_LIST',
    path: routePaths.MY_LIST,
    getData: loadMyList,
    getComponent: () => import('./MyListRoute.tsx').then((screen) => screen.MyListRoute),
  },
  {
    name: 'FAVOURITES',
    path: routePaths.FAVOURITES,
    getData: loadMyList,
    getComponent: () => import('./MyListRoute.tsx').then((screen) => screen.FavouritesRoute),
  },
  {
    name: 'WATCHLISTS',
    path: routePaths.WATCHLISTS,
    getData: (match: RouteMatch) =>
      loadRouteQuery<watchlistsRoutesQuery>(match, watchlistsQuery, {}, { requiresSession: false }),
    getComponent: () => import('./WatchlistsRoute.tsx').then((screen) => screen.WatchlistsRoute),
  },
  {
    name: 'WATCHLIST',
    path: routePaths.WATCHLIST,
    getData: (match: RouteMatch) =>
      loadRouteQuery<watchlistRoutesQuery>(
        match,
        watchlistQuery,
        { id: match.params.id ?? '', count: currentGridPageSize() },
        { requiresSession: false },
      ),
    getComponent: () => import('./WatchlistRoute.tsx').then((screen) => screen.WatchlistRoute),
  },
];
