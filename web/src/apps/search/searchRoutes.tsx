import { RedirectException, type RouteMatch, type RouteObject } from 'found';
import type { AppContext } from '../../system/appContext.ts';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { pathTo, routePaths } from '../../system/routePaths.ts';
import { SEARCH_HASH } from '../../menu/menuEntries.ts';
import type { searchRoutesQuery } from './__generated__/searchRoutesQuery.graphql.ts';
import searchQuery from './__generated__/searchRoutesQuery$parameters.ts';
import { searchQueryOf } from './searchQuery.ts';

/**
 * SEARCH (spec §2): a page of its own only with the Vesper search engine, the
 * query in the address (`?q=`), so a search can be shared and Back returns to
 * the one before. With any other engine '/search' goes to the default menu
 * path with the search marker, which opens the search panel over it.
 */
export const searchRoutes: RouteObject[] = [
  {
    name: 'SEARCH',
    path: routePaths.SEARCH,
    getData: async (match: RouteMatch) => {
      const context = match.context as AppContext;
      const query = searchQueryOf(match.location.query['q']);
      const load = () => loadRouteQuery<searchRoutesQuery>(match, searchQuery, { query, hasQuery: query !== '' });
      // The app's first page: its query brings the realm (the frame), so it
      // cannot wait for the realm's flags. It goes out at once; found's own
      // getData then decides, and on a realm without Vesper redirects.
      if (context.bringsFrame) return load();
      const { flags } = await context.session.access();
      if (!flags.vesperSearch) throw new RedirectException({ pathname: pathTo('HOME'), hash: SEARCH_HASH });
      return load();
    },
    getComponent: () => import('./SearchRoute.tsx').then((screen) => screen.SearchRoute),
  },
];
