import type { FastifyInstance } from 'fastify';
import { contentContext, idParamsSchema } from '../content/contentContext.ts';
import { refuseUnplayable } from '../content/visibility.ts';
import { liveEventById, liveEventStatus } from '../liveEvent/liveEvents.ts';
import { videoById } from '../video/videos.ts';
import type { BackendDeps } from '../deps.ts';
import { ApiError, notFound } from '../http/apiError.ts';
import { requireContentViewer } from '../session/viewer.ts';
import { livePlayerUrl } from '../media/assets.ts';
import { liveStreamById } from '../media/liveStreams.ts';
import { assetFor, assetPlayback, type VodAsset } from './vodAssets.ts';
import { requestRealm } from '../http/requestContract.ts';
import { playbackSessionSchema, startPlaybackSession } from '../playbackSession/playbackSessions.ts';
import { playabilityOf, refusePlayback } from '../entitlement/titlePlayability.ts';

const streamSchema = {
  type: 'object',
  required: ['playerUrl', 'format', 'live', 'subtitles', 'dvrWindowSeconds', 'thumbnailsUrl', 'playbackSession'],
  properties: {
    playbackSession: playbackSessionSchema,
    playerUrl: { type: 'string' },
    format: { type: 'string', enum: ['HLS'] },
    live: { type: 'boolean' },
    subtitles: {
      type: 'array',
      items: {
        type: 'object',
        required: ['language', 'label', 'url'],
        properties: { language: { type: 'string' }, label: { type: 'string' }, url: { type: 'string' } },
      },
    },
    dvrWindowSeconds: {
      type: ['integer', 'null'],
      description: 'Live with DVR only: how many seconds behind the live edge a viewer may rewind; null otherwise',
    },
    thumbnailsUrl: {
      type: ['string', 'null'],
      description: 'A WebVTT track of seek-bar previews (cues name a tile of a sprite with #xywh=); null when the stream has none',
    },
  },
} as const;

/** A video's stream (or an ended event's replay), as long as `lengthSeconds`. */
function vodStream(assets: readonly VodAsset[], id: number, lengthSeconds: number) {
  const asset = assetFor(assets, id);
  if (!asset) throw new ApiError(503, 'MEDIA_UNAVAILABLE', 'No media assets are installed on this server');
  const { playerUrl, subtitles, thumbnailsUrl } = assetPlayback(asset, lengthSeconds);
  return { playerUrl, format: 'HLS' as const, live: false, subtitles, dvrWindowSeconds: null, thumbnailsUrl };
}

/** A live event's stream: the DVR window is its provider's, where the realm has DVR (media/liveStreams.ts). */
async function liveStream(deps: BackendDeps, eventId: number) {
  const live = await liveStreamById(deps.db, eventId);
  return {
    playerUrl: livePlayerUrl(eventId),
    format: 'HLS' as const,
    live: true,
    subtitles: [],
    dvrWindowSeconds: live?.dvrWindowSeconds ?? null,
    // Previews of a moving window would need a track that moves with it: live streams have none.
    thumbnailsUrl: null,
  };
}

export async function streamRoutes(app: FastifyInstance, deps: BackendDeps & { vodAssets: readonly VodAsset[] }): Promise<void> {
  app.get<{ Params: { id: number } }>(
    '/stream/vod/:id',
    { schema: { operationId: 'getVideoStream', tags: ['playback'], summary: 'How to play a video', params: idParamsSchema, response: { 200: streamSchema } } },
    async (request) => {
      const viewer = await requireContentViewer(deps, request);
      const context = contentContext(deps, request);
      const video = await videoById(deps.db, context, request.params.id);
      if (!video) throw notFound(`Video ${request.params.id}`);
      refuseUnplayable(video, context.viewer, `Video ${video.id}`);
      const playability = await playabilityOf(deps, request, viewer, [{ type: 'VIDEO', id: video.id }]);
      refusePlayback(playability.get(`VIDEO:${video.id}`), `Video ${video.id}`);
      const stream = vodStream(deps.vodAssets, video.id, video.duration);
      // Last: a stream refused for any other reason takes no place under the account's limit.
      const playbackSession = await startPlaybackSession(deps.db, viewer, requestRealm(request), { type: 'VIDEO', id: video.id }, deps.now());
      return { ...stream, playbackSession };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/stream/event/:id',
    {
      schema: {
        operationId: 'getLiveEventStream',
        tags: ['playback'],
        summary: 'How to play a live event: the live stream while LIVE, the replay once ENDED; 409 while UPCOMING',
        params: idParamsSchema,
        response: { 200: streamSchema },
      },
    },
    async (request) => {
      const viewer = await requireContentViewer(deps, request);
      const context = contentContext(deps, request);
      const event = await liveEventById(deps.db, context, request.params.id);
      if (!event) throw notFound(`Live event ${request.params.id}`);
      refuseUnplayable(event, context.viewer, `Live event ${event.id}`);
      // Not licensed comes before not started: the buyer of a pay-per-view is told to buy, not to wait.
      const playability = await playabilityOf(deps, request, viewer, [{ type: 'LIVE_EVENT', id: event.id }]);
      refusePlayback(playability.get(`LIVE_EVENT:${event.id}`), `Live event ${event.id}`, { startDate: event.startDate });
      const status = liveEventStatus(event, context.now);
      if (status === 'UPCOMING') {
        throw new ApiError(409, 'EVENT_NOT_STARTED', `The event starts at ${event.startDate.toISOString()}`, {
          startDate: event.startDate.toISOString(),
        });
      }
      // The replay is as long as the event was scheduled to be.
      const stream =
        status === 'ENDED'
          ? vodStream(deps.vodAssets, event.id, (event.endDate.getTime() - event.startDate.getTime()) / 1000)
          : await liveStream(deps, event.id);
      const playbackSession = await startPlaybackSession(deps.db, viewer, requestRealm(request), { type: 'LIVE_EVENT', id: event.id }, deps.now());
      return { ...stream, playbackSession };
    },
  );
}
