// Loaders of what the realm sells and what this viewer may play (issue 11).
// Created per request and never shared: prices are for the viewer's country
// and playability is the viewer's own. They work without a session too (a
// visitor compares plans; an analyst reads the realm's licences).
import DataLoader from 'dataloader';
import { codedError, upstream } from '../lib/errors.ts';
import type { RestClient } from '../lib/restClient.ts';
import type { UpstreamLicence, UpstreamPlayability } from '../lib/upstream.ts';
import { dataLoaderBatchSize } from '../observability/metrics.ts';
import { createGiftLoaders } from '../gift/giftLoaders.ts';

/** The upstream reads at most 100 references per call. */
const MAX_REFS = 100;
const UPSTREAM_ID = /^[1-9][0-9]{0,8}$/;

export type PlayableRef = `VIDEO:${string}` | `LIVE_EVENT:${string}`;

export function createCommerceLoaders(getApi: () => Promise<RestClient>) {
  /** The realm's licences on sale (one key: the realm of the request). */
  const licencesOnSaleLoader = new DataLoader<'onSale', UpstreamLicence[]>((keys) =>
    Promise.all(
      keys.map(async () => upstream((await getApi()).get('/api/v2/licences')).then((answer) => answer.licences, (error: unknown) => error as Error)),
    ),
  );
  return {
    // The gifts on offer and gift codes looked up (gift/giftLoaders.ts).
    ...createGiftLoaders(getApi),
    licencesOnSaleLoader,
    /** A licence by id: from the shop window when it is on sale, else read alone (a customer's old plan). */
    licenceLoader: new DataLoader<string, UpstreamLicence>((ids) =>
      Promise.all(
        ids.map(async (id) => {
          try {
            if (!UPSTREAM_ID.test(id)) throw codedError('NOT_FOUND', 'There is no such licence in this realm.', { httpStatus: 404 });
            const onSale = (await licencesOnSaleLoader.load('onSale')).find((licence) => licence.id === id);
            return onSale ?? (await upstream((await getApi()).get('/api/v2/licences/{id}', { params: { id: Number(id) } })));
          } catch (error) {
            return error as Error;
          }
        }),
      ),
    ),
    /** `VIDEO:3` → its playability for the viewer; a page of cards is one upstream call. */
    playabilityLoader: new DataLoader<PlayableRef, UpstreamPlayability>(
      async (refs) => {
        dataLoaderBatchSize.observe({ loader: 'playabilityLoader' }, refs.length);
        const valid = refs.filter((ref) => UPSTREAM_ID.test(ref.split(':')[1] ?? ''));
        const answer = valid.length
          ? await upstream((await getApi()).get('/api/v2/playability', { query: { refs: valid.join(',') } }))
          : { titles: [] };
        const byRef = new Map(answer.titles.map((title) => [title.ref, title]));
        return refs.map((ref) => byRef.get(ref) ?? codedError('NOT_FOUND', 'There is no such title in this realm.', { httpStatus: 404 }));
      },
      { maxBatchSize: MAX_REFS },
    ),
  };
}

export type CommerceLoaders = ReturnType<typeof createCommerceLoaders>;
