// Loaders of the viewer's watchlists (backend/README.md "Watchlists"): created
// per request, never shared (a list is one profile's). Whether a page of cards
// is on My list is ONE upstream call however many cards ask (`/contains?refs=`).
import DataLoader from 'dataloader';
import { upstream } from '../lib/errors.ts';
import type { RestClient } from '../lib/restClient.ts';
import { dataLoaderBatchSize } from '../observability/metrics.ts';
import type { PageKey } from './authenticatedLoaders.ts';

/** The upstream reads at most 100 references per call. */
const MAX_REFS = 100;

export function createWatchlistLoaders(getApi: () => Promise<RestClient>) {
  return {
    /** Every list of the viewer's profile (one key: the viewer). */
    watchlistsLoader: new DataLoader<'viewer', Awaited<ReturnType<typeof readLists>>>((keys) =>
      Promise.all(keys.map(() => upstream(readLists(getApi)).catch((error: unknown) => error as Error))),
    ),
    /** `VIDEO:3` → whether the system list holds it. */
    myListContainsLoader: new DataLoader<string, boolean>(
      async (refs) => {
        dataLoaderBatchSize.observe({ loader: 'myListContainsLoader' }, refs.length);
        const api = await getApi();
        const answer = await upstream(api.get('/api/v2/watchlists/{listId}/contains', { params: { listId: 'default' }, query: { refs: refs.join(',') } }));
        const held = new Set(answer.refs);
        return refs.map((ref) => held.has(ref));
      },
      { maxBatchSize: MAX_REFS },
    ),
    /** A page of a list's content; `listId` is `default` for the system list. */
    watchlistItemsLoader: new DataLoader<{ listId: string } & PageKey, Awaited<ReturnType<typeof readItems>>, string>(
      (keys) => Promise.all(keys.map((key) => upstream(readItems(getApi, key)).catch((error: unknown) => error as Error))),
      { cacheKeyFn: (key) => JSON.stringify(key) },
    ),
  };
}

async function readLists(getApi: () => Promise<RestClient>) {
  return (await (await getApi()).get('/api/v2/watchlists')).watchlists;
}

async function readItems(getApi: () => Promise<RestClient>, key: { listId: string } & PageKey) {
  return (await getApi()).get('/api/v2/watchlists/{listId}/items', { params: { listId: key.listId }, query: { rpp: key.rpp, p: key.p } });
}

export type WatchlistLoaders = ReturnType<typeof createWatchlistLoaders>;
