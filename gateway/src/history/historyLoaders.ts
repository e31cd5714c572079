// The viewer's watch positions and what plays next, read per request (never
// shared: positions are one viewer's). Kept beside the history resolvers and
// made on first use for each request's context.
import DataLoader from 'dataloader';
import type { GatewayContext } from '../context.ts';
import type { WatchProgress } from '../__generated__/resolvers-types.ts';
import { upstream } from '../lib/errors.ts';
import type { RestClient } from '../lib/restClient.ts';
import { dataLoaderBatchSize } from '../observability/metrics.ts';
import { contentAccessError } from '../session/access.ts';
import { toVideoModel, type VideoModel } from '../video/videoModel.ts';
import { toWatchProgress } from './watchProgressModel.ts';

const UPSTREAM_ID = /^[1-9][0-9]{0,8}$/;

function createHistoryLoaders(context: GatewayContext) {
  /**
   * The content rules of spec §6 first (as the content loaders): a visitor, or a
   * guest where guests may not watch, has no history, and asks nothing upstream.
   */
  const contentApi = async (): Promise<RestClient | null> => {
    const [session, realm] = await Promise.all([context.session(), context.realm()]);
    if (contentAccessError(session, realm)) return null;
    return context.api();
  };

  return {
    contentApi,
    /** Video id → the viewer's progress in it, or null; one upstream call for every card of a request. */
    watchProgressLoader: new DataLoader<string, WatchProgress | null>(async (ids) => {
      dataLoaderBatchSize.observe({ loader: 'watchProgressLoader' }, ids.length);
      const api = await contentApi();
      const wellFormed = ids.filter((id) => UPSTREAM_ID.test(id));
      if (!api || wellFormed.length === 0) return ids.map(() => null);
      const { positions } = await upstream(api.get('/api/v2/user/watch-positions', { query: { ids: wellFormed.join(',') } }));
      const byId = new Map(positions.map((position) => [position.videoId, toWatchProgress(position)]));
      return ids.map((id) => byId.get(id) ?? null);
    }, { maxBatchSize: 100 }),
    /** `${videoId}:${playlistId}` → the video that plays next, or null. */
    upNextLoader: new DataLoader<string, VideoModel | null>(async (keys) =>
      Promise.all(
        keys.map(async (key) => {
          const [id, playlistId] = key.split(':') as [string, string];
          const api = await contentApi();
          if (!api || !UPSTREAM_ID.test(id) || (playlistId && !UPSTREAM_ID.test(playlistId))) return null;
          const answer = await upstream(
            api.get('/api/v2/vod/{id}/up-next', { params: { id }, query: playlistId ? { playlistId } : {} }),
          ).catch((error: unknown) => error as Error);
          if (answer instanceof Error) return answer;
          return answer.video ? toVideoModel(answer.video) : null;
        }),
      ),
    ),
  };
}

export type HistoryLoaders = ReturnType<typeof createHistoryLoaders>;

const loadersOfContext = new WeakMap<GatewayContext, HistoryLoaders>();

export function historyLoaders(context: GatewayContext): HistoryLoaders {
  let loaders = loadersOfContext.get(context);
  if (!loaders) {
    loaders = createHistoryLoaders(context);
    loadersOfContext.set(context, loaders);
  }
  return loaders;
}
