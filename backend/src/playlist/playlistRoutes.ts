import type { FastifyInstance } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { notFound } from '../http/apiError.ts';
import { pageRequest, paging, pagingQuerySchema, pagingSchema } from '../http/paging.ts';
import { requireContentViewer } from '../session/viewer.ts';
import { contentContext, idParamsSchema } from '../content/contentContext.ts';
import { playlistById, playlistJson, playlistSchema } from '../playlist/playlists.ts';
import { videoJson, videoSchema, videosOfPlaylist } from '../video/videos.ts';

export async function playlistRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.get<{ Params: { id: number }; Querystring: { rpp?: number; p?: number } }>(
    '/playlist/:id',
    {
      schema: {
        operationId: 'getPlaylist',
        tags: ['content'],
        summary: 'A playlist with a page of its videos',
        params: idParamsSchema,
        querystring: { type: 'object', additionalProperties: false, properties: pagingQuerySchema },
        response: {
          200: {
            type: 'object',
            required: [...playlistSchema.required, 'videos', 'paging'],
            properties: { ...playlistSchema.properties, videos: { type: 'array', items: videoSchema }, paging: pagingSchema },
          },
        },
      },
    },
    async (request) => {
      await requireContentViewer(deps, request);
      const context = contentContext(deps, request);
      const playlist = await playlistById(deps.db, context, request.params.id);
      if (!playlist) throw notFound(`Playlist ${request.params.id}`);
      const page = pageRequest(request.query);
      const videos = await videosOfPlaylist(deps.db, context, playlist.id, page);
      return {
        ...playlistJson(playlist, context),
        videos: videos.map((video) => videoJson(video, context)),
        paging: paging(page, playlist.videosCount),
      };
    },
  );
}
