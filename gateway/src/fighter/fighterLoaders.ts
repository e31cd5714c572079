// Loaders of the fighter section (spec §2 "Fighter section"; backend
// fighterRoutes.ts), part of the content loaders (loaders/authenticatedLoaders.ts):
// per request, never shared, and only with a session of the realm, like any
// other content. The upstream has no batch read of fighters or of a title's
// fighters, so each loader makes one call per distinct key, all of a tick's
// keys at once; a page of cards that asks for their fighters is costed for it
// (lib/queryComplexity.ts).
import DataLoader from 'dataloader';
import type { WeightClass } from '../__generated__/resolvers-types.ts';
import { codedError, upstream } from '../lib/errors.ts';
import type { RestClient } from '../lib/restClient.ts';
import type { UpstreamFighterList, UpstreamRanking, UpstreamRankedWeightClass } from '../lib/upstream.ts';
import { dataLoaderBatchSize } from '../observability/metrics.ts';
import { toFighterModel, type FighterProfileModel } from './fighterModel.ts';

/** The upstream's ids are positive integers; anything else names no fighter (and must not fail a batch with a 400). */
const UPSTREAM_ID = /^[1-9][0-9]{0,8}$/;

export function fighterNotFound(id: string): Error {
  // Only a well-formed id is echoed back: anything else is the client's own text.
  const which = UPSTREAM_ID.test(id) ? `fighter ${id}` : 'such fighter';
  return codedError('NOT_FOUND', `There is no ${which} in this realm.`, { httpStatus: 404 });
}

/** A title whose fighters are asked for: `VIDEO:7` or `LIVE_EVENT:3`. */
export type TaggedContentKey = `VIDEO:${string}` | `LIVE_EVENT:${string}`;

export interface FighterListKey {
  /** a–z, checked by the resolver. */
  letter: string;
  weightClass: WeightClass | null;
  rpp: number;
  p: number;
}

/** One upstream call per distinct key; failures stay with their key. */
function oneByOne<K, V>(name: string, load: (key: K) => Promise<V>, cacheKeyFn: (key: K) => string = String) {
  return new DataLoader<K, V, string>(
    (keys) => {
      dataLoaderBatchSize.observe({ loader: name }, keys.length);
      return Promise.all(keys.map((key) => upstream(load(key)).catch((error: unknown) => error as Error)));
    },
    { cacheKeyFn },
  );
}

export function createFighterLoaders(getApi: () => Promise<RestClient>) {
  return {
    /** A fighter's whole profile by REST id. */
    fighterLoader: oneByOne('fighterLoader', async (id: string): Promise<FighterProfileModel> => {
      if (!UPSTREAM_ID.test(id)) throw fighterNotFound(id);
      const profile = await (await getApi()).get('/api/v2/fighters/{id}', { params: { id: Number(id) } });
      return { ...profile, __typename: 'Fighter' };
    }),
    /** A page of the roster under one letter (and class): spec §3's `lastNameStartLetter`, `ctt`, `p`, `rpp`. */
    fighterListLoader: oneByOne(
      'fighterListLoader',
      async (key: FighterListKey): Promise<UpstreamFighterList> =>
        (await getApi()).get('/api/v2/fighters', {
          query: { lastNameStartLetter: key.letter, ctt: key.weightClass, rpp: key.rpp, p: key.p },
        }),
      (key) => JSON.stringify([key.letter, key.weightClass, key.rpp, key.p]),
    ),
    /** One ranking list, champion first. */
    rankingLoader: oneByOne('rankingLoader', async (weightClass: WeightClass): Promise<UpstreamRanking> =>
      (await getApi()).get('/api/v2/fighters/rankings', { query: { ctt: weightClass } }),
    ),
    /** Every list the realm ranks, with its champion (one key: the realm of the request). */
    rankedWeightClassesLoader: oneByOne('rankedWeightClassesLoader', async (_realm: 'realm'): Promise<UpstreamRankedWeightClass[]> =>
      (await (await getApi()).get('/api/v2/fighters/rankings/weight-classes')).weightClasses,
    ),
    /** A page of the videos tagged with a fighter, newest first. */
    fighterVideosLoader: oneByOne(
      'fighterVideosLoader',
      async (key: { id: string; rpp: number; p: number }) => {
        if (!UPSTREAM_ID.test(key.id)) throw fighterNotFound(key.id);
        return (await getApi()).get('/api/v2/fighters/{id}/videos', { params: { id: Number(key.id) }, query: { rpp: key.rpp, p: key.p } });
      },
      (key) => JSON.stringify([key.id, key.rpp, key.p]),
    ),
    /**
     * The fighters of a video or live event, keyed by the title: read only
     * when a query asks for them, once per title per request.
     */
    contentFightersLoader: oneByOne('contentFightersLoader', async (key: TaggedContentKey) => {
      const [type, id = ''] = key.split(':');
      if (!UPSTREAM_ID.test(id)) return [];
      const api = await getApi();
      const answer =
        type === 'VIDEO'
          ? await api.get('/api/v2/vod/{id}/fighters', { params: { id: Number(id) } })
          : await api.get('/api/v2/event/{id}/fighters', { params: { id: Number(id) } });
      return answer.fighters.map(toFighterModel);
    }),
  };
}

export type FighterLoaders = ReturnType<typeof createFighterLoaders>;
