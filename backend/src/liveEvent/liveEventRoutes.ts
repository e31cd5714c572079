import type { FastifyInstance } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { notFound } from '../http/apiError.ts';
import { pageRequest, paging, pagingQuerySchema, pagingSchema } from '../http/paging.ts';
import { requireContentViewer } from '../session/viewer.ts';
import { contentContext, idListSchema, idParamsSchema, parseIds } from '../content/contentContext.ts';
import {
  listLiveEvents,
  liveEventById,
  liveEventJson,
  liveEventSchema,
  liveEventsByIds,
  type LiveEventStatus,
} from '../liveEvent/liveEvents.ts';

export async function liveEventRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.get<{ Params: { id: number } }>(
    '/event/:id',
    { schema: { operationId: 'getLiveEvent', tags: ['content'], summary: 'A live event', params: idParamsSchema, response: { 200: liveEventSchema } } },
    async (request) => {
      await requireContentViewer(deps, request);
      const context = contentContext(deps, request);
      const event = await liveEventById(deps.db, context, request.params.id);
      if (!event) throw notFound(`Live event ${request.params.id}`);
      return liveEventJson(event, context);
    },
  );

  app.get<{ Querystring: { ids?: string; status?: LiveEventStatus; rpp?: number; p?: number } }>(
    '/event',
    {
      schema: {
        operationId: 'listLiveEvents',
        tags: ['content'],
        summary: 'Live events: several by id (ids), or a page of them, optionally of one status, soonest first',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ids: idListSchema,
            status: { type: 'string', enum: ['UPCOMING', 'LIVE', 'ENDED'] },
            ...pagingQuerySchema,
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['events'],
            properties: { events: { type: 'array', items: liveEventSchema }, paging: pagingSchema },
          },
        },
      },
    },
    async (request) => {
      await requireContentViewer(deps, request);
      const context = contentContext(deps, request);
      if (request.query.ids !== undefined) {
        const events = await liveEventsByIds(deps.db, context, parseIds(request.query.ids));
        return { events: events.map((event) => liveEventJson(event, context)) };
      }
      const page = pageRequest(request.query);
      const { events, totalCount } = await listLiveEvents(
        deps.db,
        context,
        { status: request.query.status, now: context.now },
        page,
      );
      return { events: events.map((event) => liveEventJson(event, context)), paging: paging(page, totalCount) };
    },
  );
}
