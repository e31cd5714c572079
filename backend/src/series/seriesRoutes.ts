import type { FastifyInstance } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { notFound } from '../http/apiError.ts';
import { pageRequest, paging, pagingQuerySchema, pagingSchema } from '../http/paging.ts';
import { requireContentViewer } from '../session/viewer.ts';
import { contentContext, idParamsSchema } from '../content/contentContext.ts';
import { seasonById, seasonJson, seasonSchema, seriesById, seriesJson, seriesSchema } from '../series/series.ts';
import { episodesOfSeason, videoJson, videoSchema } from '../video/videos.ts';

export async function seriesRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.get<{ Params: { id: number } }>(
    '/series/:id',
    { schema: { operationId: 'getSeries', tags: ['content'], summary: 'A series and its seasons', params: idParamsSchema, response: { 200: seriesSchema } } },
    async (request) => {
      await requireContentViewer(deps, request);
      const context = contentContext(deps, request);
      const series = await seriesById(deps.db, context, request.params.id);
      if (!series) throw notFound(`Series ${request.params.id}`);
      return seriesJson(series, context);
    },
  );

  app.get<{ Params: { id: number }; Querystring: { rpp?: number; p?: number } }>(
    '/season/:id',
    {
      schema: {
        operationId: 'getSeason',
        tags: ['content'],
        summary: 'A season with a page of its episodes',
        params: idParamsSchema,
        querystring: { type: 'object', additionalProperties: false, properties: pagingQuerySchema },
        response: {
          200: {
            type: 'object',
            required: [...seasonSchema.required, 'episodes', 'paging'],
            properties: { ...seasonSchema.properties, episodes: { type: 'array', items: videoSchema }, paging: pagingSchema },
          },
        },
      },
    },
    async (request) => {
      await requireContentViewer(deps, request);
      const context = contentContext(deps, request);
      const season = await seasonById(deps.db, context, request.params.id);
      if (!season) throw notFound(`Season ${request.params.id}`);
      const page = pageRequest(request.query);
      const { videos, totalCount } = await episodesOfSeason(deps.db, context, season.id, page);
      return {
        ...seasonJson(season, context),
        episodes: videos.map((video) => videoJson(video, context)),
        paging: paging(page, totalCount),
      };
    },
  );
}
