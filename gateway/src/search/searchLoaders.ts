// Search reads, per request (never shared: what a search finds depends on the
// viewer's rating ceiling, country and language): one upstream page per
// (query, type, page), the popular buckets and the profile's recent searches.
import DataLoader from 'dataloader';
import type { GatewayContext } from '../context.ts';
import { upstream } from '../lib/errors.ts';
import type { RestClient } from '../lib/restClient.ts';
import { contentAccessError } from '../session/access.ts';
import type { PopularBucketModel, RecentSearchModel, SearchResultPage } from './searchModel.ts';

export interface SearchPageKey {
  query: string;
  /** A hit type, or null for every type (facets only). */
  type: string | null;
  /** The upstream's page, from 0. */
  page: number;
  hitsPerPage: number;
}

/** Popular content: the spec's 6 titles a bucket, 10 buckets. */
const POPULAR_RPP = 6;
const POPULAR_BPP = 10;

function createSearchLoaders(context: GatewayContext) {
  // Spec §6: a visitor, or a guest where guests may not watch, searches
  // nothing; the content loaders' client refuses them the same way.
  const contentApi = async (): Promise<RestClient> => {
    const [session, realm] = await Promise.all([context.session(), context.realm()]);
    const denied = contentAccessError(session, realm);
    if (denied) throw denied;
    return context.api();
  };
  const searchPageLoader = new DataLoader<SearchPageKey, SearchResultPage, string>(
    (keys) =>
      Promise.all(
        keys.map((key) =>
          upstream(
            (async () =>
              (await contentApi()).get('/api/v2/search', {
                query: {
                  query: key.query,
                  page: key.page,
                  hitsPerPage: key.hitsPerPage,
                  ...(key.type ? { type: key.type as SearchResultPage['hits'][number]['type'] } : {}),
                },
              }))(),
          ).catch((error: unknown) => error as Error),
        ),
      ),
    { cacheKeyFn: (key) => JSON.stringify([key.query, key.type, key.page, key.hitsPerPage]) },
  );

  return {
    searchPageLoader,
    popularLoader: new DataLoader<'popular', PopularBucketModel[]>((keys) =>
      Promise.all(
        keys.map(() =>
          upstream((async () => (await contentApi()).get('/api/v2/popular', { query: { rpp: POPULAR_RPP, bpp: POPULAR_BPP } }))())
            .then((answer) => answer.buckets)
            .catch((error: unknown) => error as Error),
        ),
      ),
    ),
    /** The profile's recent searches; none for a viewer who may not search. */
    recentSearchesLoader: new DataLoader<'recent', RecentSearchModel[]>((keys) =>
      Promise.all(
        keys.map(async () => {
          const [session, realm] = await Promise.all([context.session(), context.realm()]);
          if (contentAccessError(session, realm)) return [];
          return upstream((await context.api()).get('/api/v2/search/recent'))
            .then((answer) => answer.searches)
            .catch((error: unknown) => error as Error);
        }),
      ),
    ),
    contentApi,
  };
}

export type SearchLoaders = ReturnType<typeof createSearchLoaders>;

const loadersOfContext = new WeakMap<GatewayContext, SearchLoaders>();

/** The search loaders of this request's context, made on first use. */
export function searchLoaders(context: GatewayContext): SearchLoaders {
  let loaders = loadersOfContext.get(context);
  if (!loaders) {
    loaders = createSearchLoaders(context);
    loadersOfContext.set(context, loaders);
  }
  return loaders;
}
