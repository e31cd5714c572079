import type { FastifyInstance } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { notFound } from '../http/apiError.ts';
import { requireContentViewer } from '../session/viewer.ts';
import { contentContext, idListSchema, idParamsSchema, parseIds } from '../content/contentContext.ts';
import { videoById, videoJson, videoSchema, videosByIds } from '../video/videos.ts';

export async function videoRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.get<{ Params: { id: number } }>(
    '/vod/:id',
    { schema: { operationId: 'getVideo', tags: ['content'], summary: 'A video', params: idParamsSchema, response: { 200: videoSchema } } },
    async (request) => {
      await requireContentViewer(deps, request);
      const context = contentContext(deps, request);
      const video = await videoById(deps.db, context, request.params.id);
      if (!video) throw notFound(`Video ${request.params.id}`);
      return videoJson(video, context);
    },
  );

  app.get<{ Querystring: { ids: string } }>(
    '/vod',
    {
      schema: {
        operationId: 'listVideosByIds',
        tags: ['content'],
        summary: 'Several videos at once; unknown ids are left out',
        querystring: { type: 'object', required: ['ids'], additionalProperties: false, properties: { ids: idListSchema } },
        response: { 200: { type: 'object', required: ['videos'], properties: { videos: { type: 'array', items: videoSchema } } } },
      },
    },
    async (request) => {
      await requireContentViewer(deps, request);
      const context = contentContext(deps, request);
      const videos = await videosByIds(deps.db, context, parseIds(request.query.ids));
      return { videos: videos.map((video) => videoJson(video, context)) };
    },
  );
}
