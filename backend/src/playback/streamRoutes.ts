import type { FastifyInstance } from 'fastify';
import { contentContext, idParamsSchema } from '../content/contentContext.ts';
import { liveEventById, liveEventStatus } from '../liveEvent/liveEvents.ts';
import { videoById } from '../video/videos.ts';
import type { BackendDeps } from '../deps.ts';
import { ApiError, notFound } from '../http/apiError.ts';
import { requireContentViewer } from '../session/viewer.ts';
import { livePlayerUrl } from '../media/assets.ts';
import { assetFor, assetPlayback, type VodAsset } from './vodAssets.ts';

const streamSchema = {
  type: 'object',
  required: ['playerUrl', 'format', 'live', 'subtitles'],
  properties: {
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
  },
} as const;

function vodStream(assets: VodAsset[], id: number) {
  const asset = assetFor(assets, id);
  if (!asset) throw new ApiError(503, 'MEDIA_UNAVAILABLE', 'No media assets are installed on this server');
  const { playerUrl, subtitles } = assetPlayback(asset);
  return { playerUrl, format: 'HLS' as const, live: false, subtitles };
}

export async function streamRoutes(app: FastifyInstance, deps: BackendDeps & { vodAssets: VodAsset[] }): Promise<void> {
  app.get<{ Params: { id: number } }>(
    '/stream/vod/:id',
    { schema: { operationId: 'getVideoStream', tags: ['playback'], summary: 'How to play a video', params: idParamsSchema, response: { 200: streamSchema } } },
    async (request) => {
      await requireContentViewer(deps, request);
      const context = contentContext(deps, request);
      const video = await videoById(deps.db, context.realm.id, request.params.id);
      if (!video) throw notFound(`Video ${request.params.id}`);
      return vodStream(deps.vodAssets, video.id);
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
      await requireContentViewer(deps, request);
      const context = contentContext(deps, request);
      const event = await liveEventById(deps.db, context.realm.id, request.params.id);
      if (!event) throw notFound(`Live event ${request.params.id}`);
      const status = liveEventStatus(event, context.now);
      if (status === 'UPCOMING') {
        throw new ApiError(409, 'EVENT_NOT_STARTED', `The event starts at ${event.startDate.toISOString()}`, {
          startDate: event.startDate.toISOString(),
        });
      }
      if (status === 'ENDED') return vodStream(deps.vodAssets, event.id);
      return { playerUrl: livePlayerUrl(event.id), format: 'HLS' as const, live: true, subtitles: [] };
    },
  );
}
