// Search (schema/src/search.graphql; spec §2 SEARCH and the search overlay, §3
// "Search hit", §7 Search and GET /popular): the realm's titles matching a
// query, one type at a time so each result group pages on its own, the
// counts of every type, the popular titles of the empty state and the
// profile's recent searches. The platform does the matching and keeps to what
// the viewer may see; the gateway checks the query, pages and forwards.
import type { Resolvers, SearchHitType } from '../__generated__/resolvers-types.ts';
import { connectionFromSlice, fetchSlice, sliceFromArgs } from '../lib/connection.ts';
import { codedError, toGraphQLError } from '../lib/errors.ts';
import { userError } from '../lib/userErrors.ts';
import { searchLoaders } from './searchLoaders.ts';
import { normaliseSearchQuery, SEARCH_QUERY_MAX_LENGTH, type RecentSearchModel } from './searchModel.ts';

/** The spec's index page size: what a result group shows before 'load more'. */
const SEARCH_PAGE_SIZE = 10;

/** Why a query cannot be searched, or null when it can. */
function searchQueryProblem(query: string): string | null {
  if (!query) return 'Type something to search for.';
  if (query.length > SEARCH_QUERY_MAX_LENGTH) return `A search can be at most ${SEARCH_QUERY_MAX_LENGTH} characters long.`;
  return null;
}

function checkedQuery(raw: string): string {
  const query = normaliseSearchQuery(raw);
  const problem = searchQueryProblem(query);
  if (problem) throw codedError('BAD_USER_INPUT', problem, { argumentName: 'query' });
  return query;
}

export const searchResolvers: Resolvers = {
  Query: {
    search: async (_parent, args, context) => {
      const query = checkedQuery(args.query);
      const slice = sliceFromArgs(args, SEARCH_PAGE_SIZE);
      const { searchPageLoader } = searchLoaders(context);
      const { items, totalCount } = await fetchSlice(slice, async ({ rpp, p }) => {
        // The platform counts its pages from 0; the connection helpers from 1.
        const page = await searchPageLoader.load({ query, type: args.type, page: p - 1, hitsPerPage: rpp });
        return { items: page.hits, paging: { page: p, rpp, totalCount: page.totalHits, moreDataAvailable: p < page.totalPages } };
      });
      return connectionFromSlice(items, slice, totalCount);
    },
    searchFacets: async (_parent, args, context) => {
      const query = checkedQuery(args.query);
      const { facets } = await searchLoaders(context).searchPageLoader.load({ query, type: null, page: 0, hitsPerPage: 1 });
      return {
        liveEvents: facets.LIVE_EVENT,
        videos: facets.VOD_VIDEO,
        playlists: facets.VOD_PLAYLIST,
        series: facets.VOD_SERIES,
        total: facets.LIVE_EVENT + facets.VOD_VIDEO + facets.VOD_PLAYLIST + facets.VOD_SERIES,
      };
    },
    popularContent: (_parent, _args, context) => searchLoaders(context).popularLoader.load('popular'),
  },
  SearchHit: {
    internalId: (hit) => hit.id,
    type: (hit) => hit.type as SearchHitType,
    startsAt: (hit) => hit.startDate ?? null,
    endsAt: (hit) => hit.endDate ?? null,
    isLive: (hit) => hit.live ?? null,
    videoCount: (hit) => hit.videosCount ?? null,
    seasonCount: (hit) => hit.seasonsCount ?? null,
    isGeoBlocked: (hit) => hit.geoBlocked,
  },
  PopularContentBucket: {
    type: (bucket) => bucket.type as SearchHitType,
  },
  Viewer: {
    recentSearches: (_viewer, _args, context) => searchLoaders(context).recentSearchesLoader.load('recent'),
  },
  Mutation: {
    recordSearch: async (_parent, { input }, context) => {
      const query = normaliseSearchQuery(input.query);
      const problem = searchQueryProblem(query);
      const loaders = searchLoaders(context);
      if (problem) {
        return { recentSearches: await loaders.recentSearchesLoader.load('recent'), userErrors: [userError('searchQueryInvalid', problem, 'query')] };
      }
      try {
        const answer = await (await loaders.contentApi()).request('/api/v2/search/recent', { method: 'POST', body: { query } });
        return { recentSearches: rememberRecent(loaders, answer.searches), userErrors: [] };
      } catch (error) {
        throw toGraphQLError(error) ?? error;
      }
    },
    clearRecentSearches: async (_parent, _args, context) => {
      const loaders = searchLoaders(context);
      try {
        await (await loaders.contentApi()).request('/api/v2/search/recent', { method: 'DELETE' });
        return { recentSearches: rememberRecent(loaders, []), userErrors: [] };
      } catch (error) {
        throw toGraphQLError(error) ?? error;
      }
    },
  },
};

/** The list as the platform now has it, also for `Viewer.recentSearches` later in the same request. */
function rememberRecent(loaders: ReturnType<typeof searchLoaders>, searches: RecentSearchModel[]): RecentSearchModel[] {
  loaders.recentSearchesLoader.clear('recent').prime('recent', searches);
  return searches;
}
