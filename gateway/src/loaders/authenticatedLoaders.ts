// Loaders of content, which the upstream serves only to a session of the
// realm. Created per request and never shared: their cache holds what this one
// viewer may see. Lists prime them (`prime`) so a card is never fetched twice,
// and ids are read in batches where the upstream offers a batch read
// (`/vod?ids=`, `/event?ids=`).
import DataLoader from 'dataloader';
import { codedError, upstream } from '../lib/errors.ts';
import type { RestClient } from '../lib/restClient.ts';
import { dataLoaderBatchSize } from '../observability/metrics.ts';
import { toLiveEventModel, type LiveEventModel } from '../liveEvent/liveEventModel.ts';
import { createNewsLoaders } from '../news/newsLoaders.ts';
import type { PlaylistModel } from '../playlist/playlistModel.ts';
import { toSeriesModel, type SeriesModel } from '../series/seriesModel.ts';
import { toVideoModel, type VideoModel } from '../video/videoModel.ts';
import { createFighterLoaders } from '../fighter/fighterLoaders.ts';

/** The upstream reads at most 100 ids per batch call. */
const MAX_BATCH = 100;

export interface PageKey {
  rpp: number;
  p: number;
}

const keyOf = (key: object) => JSON.stringify(key);

/**
 * The upstream's ids are positive integers (it refuses anything else with a
 * 400 that would fail a whole batch). An id of another shape names nothing.
 */
const UPSTREAM_ID = /^[1-9][0-9]{0,8}$/;

function isUpstreamId(id: string): boolean {
  return UPSTREAM_ID.test(id);
}

function notFound(what: string, id: string): Error {
  // Only a well-formed id is echoed back: anything else is the client's own text.
  const which = isUpstreamId(id) ? `${what} ${id}` : `such ${what}`;
  return codedError('NOT_FOUND', `There is no ${which} in this realm.`, { httpStatus: 404 });
}

/** The id, or NOT_FOUND before any upstream call when it cannot name anything. */
function checkedId(what: string, id: string): string {
  if (!isUpstreamId(id)) throw notFound(what, id);
  return id;
}

/** One upstream call per distinct key; failures stay with their key. */
function oneByOne<K extends object | string, V>(name: string, load: (key: K) => Promise<V>) {
  return new DataLoader<K, V, string>(
    (keys) => {
      dataLoaderBatchSize.observe({ loader: name }, keys.length);
      return Promise.all(keys.map((key) => upstream(load(key)).catch((error: unknown) => error as Error)));
    },
    { cacheKeyFn: (key) => (typeof key === 'string' ? key : keyOf(key)) },
  );
}

/**
 * Many ids in one upstream call; ids the upstream leaves out are NOT_FOUND, and
 * so are malformed ids, which are never sent (one bad id must not fail the batch).
 */
function byIds<V extends { id: string }>(name: string, what: string, load: (ids: readonly string[]) => Promise<V[]>) {
  return new DataLoader<string, V>(
    async (ids) => {
      dataLoaderBatchSize.observe({ loader: name }, ids.length);
      const wellFormed = ids.filter(isUpstreamId);
      const loaded = wellFormed.length > 0 ? await upstream(load(wellFormed)) : [];
      const found = new Map(loaded.map((item) => [String(item.id), item]));
      return ids.map((id) => found.get(id) ?? notFound(what, id));
    },
    { maxBatchSize: MAX_BATCH },
  );
}

export function createAuthenticatedLoaders(getApi: () => Promise<RestClient>) {
  const videoLoader = byIds('videoLoader', 'video', async (ids) =>
    (await (await getApi()).get('/api/v2/vod', { query: { ids: ids.join(',') } })).videos.map(toVideoModel),
  );
  const liveEventLoader = byIds('liveEventLoader', 'live event', async (ids) =>
    (await (await getApi()).get('/api/v2/event', { query: { ids: ids.join(',') } })).events.map(toLiveEventModel),
  );
  const seriesLoader = oneByOne('seriesLoader', async (id: string) =>
    toSeriesModel(await (await getApi()).get('/api/v2/series/{id}', { params: { id: checkedId('series', id) } })),
  );

  const loaders = {
    // The fighter section: roster, rankings, profiles, a title's fighters (fighter/fighterLoaders.ts).
    ...createFighterLoaders(getApi),
    // The realm's news articles (news/newsLoaders.ts).
    ...createNewsLoaders(getApi),
    videoLoader,
    liveEventLoader,
    seriesLoader,
    /**
     * A section with one page of its buckets, each bucket with its first `rpp` items.
     * `preview` (an admin's) is part of the key: the preview and the published page differ.
     */
    sectionLoader: oneByOne('sectionLoader', async (key: { name: string; bpp: number; p: number; rpp: number; preview?: boolean }) =>
      (await getApi()).get('/api/v2/section/{name}', {
        params: { name: key.name },
        query: { bpp: key.bpp, p: key.p, rpp: key.rpp, ...(key.preview ? { preview: true } : {}) },
      }),
    ),
    bucketItemsLoader: oneByOne('bucketItemsLoader', async (key: { section: string; bucketId: string; preview?: boolean } & PageKey) =>
      (await getApi()).get('/api/v2/section/{name}/bucket/{bucketId}', {
        params: { name: key.section, bucketId: checkedId('bucket', key.bucketId) },
        query: { rpp: key.rpp, p: key.p, ...(key.preview ? { preview: true } : {}) },
      }),
    ),
    /** The realm's menu with its unpublished items (an admin's preview): the viewer's own call, never shared. */
    previewMenuLoader: oneByOne('previewMenuLoader', async (language: string) =>
      (await getApi()).get('/api/v1/init/', { query: { lk: language, menuTargetPlatform: 'web', readIconStore: 'DISABLED', preview: true } }),
    ),
    playlistPageLoader: oneByOne('playlistPageLoader', async (key: { id: string } & PageKey) =>
      (await getApi()).get('/api/v2/playlist/{id}', {
        params: { id: checkedId('playlist', key.id) },
        query: { rpp: key.rpp, p: key.p },
      }),
    ),
    seasonPageLoader: oneByOne('seasonPageLoader', async (key: { id: string } & PageKey) =>
      (await getApi()).get('/api/v2/season/{id}', { params: { id: checkedId('season', key.id) }, query: { rpp: key.rpp, p: key.p } }),
    ),
    liveEventsLoader: oneByOne('liveEventsLoader', async (key: { status: string | null } & PageKey) =>
      (await getApi()).get('/api/v2/event', { query: { status: key.status, rpp: key.rpp, p: key.p } }),
    ),
    /**
     * The upstream has no batch read of streams: one call per distinct video
     * (deduplicated within the request).
     */
    videoStreamLoader: oneByOne('videoStreamLoader', async (id: string) =>
      (await getApi()).get('/api/v2/stream/vod/{id}', { params: { id: checkedId('video', id) } }),
    ),
    liveEventStreamLoader: oneByOne('liveEventStreamLoader', async (id: string) =>
      (await getApi()).get('/api/v2/stream/event/{id}', { params: { id: checkedId('live event', id) } }),
    ),
    /** Tells the loaders about an item a list already returned. */
    prime(model: VideoModel | LiveEventModel | PlaylistModel | SeriesModel) {
      switch (model.__typename) {
        case 'Video':
          videoLoader.prime(model.id, model);
          break;
        case 'LiveEvent':
          liveEventLoader.prime(model.id, model);
          break;
        case 'Series':
          if (model.seasons) seriesLoader.prime(model.id, model);
          break;
        case 'Playlist':
          break; // a playlist is read with a page of its videos; the card alone does not answer that
      }
    },
  };
  return loaders;
}

export type AuthenticatedLoaders = ReturnType<typeof createAuthenticatedLoaders>;
