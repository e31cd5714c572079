// Which of the viewer's NAMED lists hold a title (`Video.inWatchlists` and its
// siblings). The system list has its own loader (myListContainsLoader); this
// one asks `/watchlists/{listId}/contains` once per list for every title the
// request asks about, so a detail page costs one call per named list.
import DataLoader from 'dataloader';
import { upstream } from '../lib/errors.ts';
import type { RestClient } from '../lib/restClient.ts';

/** The upstream reads at most 100 references per call. */
const MAX_REFS = 100;

/** The loader's key: a named list's upstream id and a reference such as `VIDEO:3`. */
export function containsKey(listId: string, ref: string): string {
  return `${listId}|${ref}`;
}

export function createWatchlistContainsLoader(getApi: () => Promise<RestClient>) {
  return new DataLoader<string, boolean>(
    async (keys) => {
      const refsByList = new Map<string, string[]>();
      for (const key of keys) {
        const [listId, ref] = key.split('|') as [string, string];
        refsByList.set(listId, [...(refsByList.get(listId) ?? []), ref]);
      }
      const api = await getApi();
      const held = new Set<string>();
      await Promise.all(
        [...refsByList].map(async ([listId, refs]) => {
          const answer = await upstream(api.get('/api/v2/watchlists/{listId}/contains', { params: { listId }, query: { refs: refs.join(',') } }));
          for (const ref of answer.refs) held.add(containsKey(listId, ref));
        }),
      );
      return keys.map((key) => held.has(key));
    },
    { maxBatchSize: MAX_REFS },
  );
}

export type WatchlistContainsLoader = ReturnType<typeof createWatchlistContainsLoader>;
