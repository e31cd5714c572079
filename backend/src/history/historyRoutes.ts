// The viewer's watch positions (resume), history and "Continue watching", and
// what plays next. Positions belong to the token's profile (`pro`), or to the
// guest user for guests: a guest's progress lasts as long as their guest session.
import type { FastifyInstance } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { ApiError, notFound } from '../http/apiError.ts';
import { pageRequest, paging, pagingQuerySchema, pagingSchema } from '../http/paging.ts';
import { requireContentViewer } from '../session/viewer.ts';
import { contentContext, idListSchema, idParamsSchema, parseIds, type ContentContext } from '../content/contentContext.ts';
import { videoById, videoJson, videoSchema, videosByIds } from '../video/videos.ts';
import { nextEpisode, nextInPlaylist } from './upNext.ts';
import {
  isFinished,
  resumePosition,
  saveWatchPosition,
  watchHistoryPage,
  watchingViewer,
  watchPositionsOf,
  type HistoryFilter,
  type WatchPositionRow,
} from './watchPositions.ts';

/** A day: no stream is longer, and a bigger number is a client's bug. */
const MAX_DURATION_SECONDS = 86_400;

const watchPositionSchema = {
  type: 'object',
  required: ['videoId', 'position', 'duration', 'finished', 'resumePosition', 'watchedAt'],
  properties: {
    videoId: { type: 'string' },
    position: { type: 'integer', description: 'Seconds into the video where the viewer left it' },
    duration: { type: 'integer', description: 'The length the player measured, in seconds' },
    finished: { type: 'boolean', description: 'Watched to 95 % or more' },
    resumePosition: { type: ['integer', 'null'], description: 'Where playback should start; null: from the beginning' },
    watchedAt: { type: 'string', format: 'date-time' },
  },
} as const;

function watchPositionJson(row: WatchPositionRow) {
  return {
    videoId: String(row.videoId),
    position: row.position,
    duration: row.duration,
    finished: isFinished(row),
    resumePosition: resumePosition(row),
    watchedAt: row.updatedAt.toISOString(),
  };
}

export async function historyRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.put<{ Params: { id: number }; Body: { position: number; duration: number } }>(
    '/user/watch-positions/:id',
    {
      schema: {
        operationId: 'saveWatchPosition',
        tags: ['history'],
        summary: "Saves where the viewer is in a video (the token's profile; a guest's own)",
        description:
          'Seconds, fractions rounded down. 400 VALIDATION_FAILED when a number is out of range, ' +
          '400 INVALID_WATCH_POSITION when the position lies past the duration, 404 NOT_FOUND for a video ' +
          'the viewer cannot see in this realm.',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: {
          type: 'object',
          required: ['position', 'duration'],
          additionalProperties: false,
          properties: {
            position: { type: 'number', minimum: 0, maximum: MAX_DURATION_SECONDS },
            duration: { type: 'number', exclusiveMinimum: 0, maximum: MAX_DURATION_SECONDS },
          },
        },
        response: { 200: watchPositionSchema },
      },
    },
    async (request) => {
      const viewer = await requireContentViewer(deps, request);
      const context = contentContext(deps, request);
      const duration = Math.max(1, Math.round(request.body.duration));
      const position = Math.floor(request.body.position);
      // A player reports its last frame a fraction past the rounded length.
      if (position > duration) {
        throw new ApiError(400, 'INVALID_WATCH_POSITION', `position (${position}) is past the duration (${duration})`);
      }
      const video = await videoById(deps.db, context, request.params.id);
      if (!video) throw notFound(`Video ${request.params.id}`);
      const row = await saveWatchPosition(deps.db, watchingViewer(viewer), { videoId: video.id, position, duration, at: context.now });
      return watchPositionJson(row);
    },
  );

  app.get<{ Querystring: { ids: string } }>(
    '/user/watch-positions',
    {
      schema: {
        operationId: 'listWatchPositions',
        tags: ['history'],
        summary: "The viewer's positions in several videos; videos never played, or that the viewer may not see, are left out",
        security: [{ bearer: [] }],
        querystring: { type: 'object', required: ['ids'], additionalProperties: false, properties: { ids: idListSchema } },
        response: {
          200: { type: 'object', required: ['positions'], properties: { positions: { type: 'array', items: watchPositionSchema } } },
        },
      },
    },
    async (request) => {
      const viewer = await requireContentViewer(deps, request);
      const context = contentContext(deps, request);
      // Only videos the viewer may see (a profile made a child keeps rows of titles it may no longer open).
      const visible = await videosByIds(deps.db, context, parseIds(request.query.ids));
      const rows = await watchPositionsOf(deps.db, watchingViewer(viewer), visible.map((video) => video.id));
      return { positions: rows.map(watchPositionJson) };
    },
  );

  app.get<{ Querystring: { filter?: HistoryFilter; rpp?: number; p?: number } }>(
    '/user/watch-history',
    {
      schema: {
        operationId: 'getWatchHistory',
        tags: ['history'],
        summary: 'The videos the viewer watched, most recent first, each with its position',
        description:
          '`filter=CONTINUE_WATCHING` keeps the videos started (a minute, or 5 % of a short one) and not ' +
          'finished (95 %); `ALL` (default) is the whole history, finished videos included.',
        security: [{ bearer: [] }],
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { filter: { type: 'string', enum: ['ALL', 'CONTINUE_WATCHING'] }, ...pagingQuerySchema },
        },
        response: {
          200: {
            type: 'object',
            required: ['items', 'paging'],
            properties: {
              items: {
                type: 'array',
                items: {
                  type: 'object',
                  required: [...watchPositionSchema.required, 'video'],
                  properties: { ...watchPositionSchema.properties, video: videoSchema },
                },
              },
              paging: pagingSchema,
            },
          },
        },
      },
    },
    async (request) => {
      const viewer = await requireContentViewer(deps, request);
      const context = contentContext(deps, request);
      const page = pageRequest(request.query);
      const { rows, totalCount } = await watchHistoryPage(deps.db, watchingViewer(viewer), request.query.filter ?? 'ALL', page, context.viewer);
      // Through the same read as every video page: a title the viewer may not see is left out.
      const videos = await videosByIds(deps.db, context, rows.map((row) => row.videoId));
      const byId = new Map(videos.map((video) => [video.id, video]));
      const items = rows.flatMap((row) => {
        const video = byId.get(row.videoId);
        return video ? [{ ...watchPositionJson(row), video: videoJson(video, context) }] : [];
      });
      return { items, paging: paging(page, totalCount) };
    },
  );

  app.get<{ Params: { id: number }; Querystring: { playlistId?: number } }>(
    '/vod/:id/up-next',
    {
      schema: {
        operationId: 'getUpNext',
        tags: ['history'],
        summary: 'The video that plays after this one',
        description:
          'With `playlistId`, the next video of that playlist (null after its last); otherwise the next episode ' +
          "of the video's series, the next season's first after a season's last (null for the last episode and " +
          'for videos outside a series). 404 NOT_FOUND when the video is not in the realm.',
        params: idParamsSchema,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { playlistId: idParamsSchema.properties.id },
        },
        response: { 200: { type: 'object', required: ['video'], properties: { video: { anyOf: [videoSchema, { type: 'null' }] } } } },
      },
    },
    async (request) => {
      await requireContentViewer(deps, request);
      const context = contentContext(deps, request);
      const video = await videoById(deps.db, context, request.params.id);
      if (!video) throw notFound(`Video ${request.params.id}`);
      const nextId =
        request.query.playlistId !== undefined
          ? await nextInPlaylist(deps.db, context.realm.id, request.query.playlistId, video.id)
          : await nextEpisode(deps.db, context.realm.id, video.id);
      return { video: await readableVideo(deps, context, nextId) };
    },
  );
}

async function readableVideo(deps: BackendDeps, context: ContentContext, id: number | null) {
  if (id === null) return null;
  const video = await videoById(deps.db, context, id);
  return video ? videoJson(video, context) : null;
}
