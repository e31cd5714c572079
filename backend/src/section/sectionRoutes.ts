import type { FastifyInstance } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { notFound } from '../http/apiError.ts';
import { pageRequest, pagingQuerySchema, pagingSchema } from '../http/paging.ts';
import { requireContentViewer } from '../session/viewer.ts';
import { contentContext } from '../content/contentContext.ts';
import { bucketContent, contentItemSchema, sectionJson, sectionSchema } from './sections.ts';

const sectionName = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,62}$' } as const;

export async function sectionRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.get<{ Params: { name: string }; Querystring: { bpp?: number; rpp?: number; p?: number } }>(
    '/section/:name',
    {
      schema: {
        operationId: 'getSection',
        tags: ['content'],
        summary: 'A section (page) with a page of its buckets (bpp per page), each with its first rpp items',
        params: { type: 'object', required: ['name'], properties: { name: sectionName } },
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { ...pagingQuerySchema, bpp: { type: 'integer', minimum: 1, maximum: 50, description: 'Buckets per page' } },
        },
        response: { 200: sectionSchema },
      },
    },
    async (request) => {
      await requireContentViewer(deps, request);
      const context = contentContext(deps, request);
      const bucketPage = pageRequest({ rpp: request.query.bpp, p: request.query.p }, 10);
      const section = await sectionJson(deps.db, context, request.params.name, bucketPage, request.query.rpp ?? 12);
      if (!section) throw notFound(`Section "${request.params.name}"`);
      return section;
    },
  );

  app.get<{ Params: { name: string; bucketId: number }; Querystring: { rpp?: number; p?: number } }>(
    '/section/:name/bucket/:bucketId',
    {
      schema: {
        operationId: 'getBucketItems',
        tags: ['content'],
        summary: 'A page of one bucket’s items',
        params: {
          type: 'object',
          required: ['name', 'bucketId'],
          properties: { name: sectionName, bucketId: { type: 'integer', minimum: 1, maximum: 2147483647 } },
        },
        querystring: { type: 'object', additionalProperties: false, properties: pagingQuerySchema },
        response: {
          200: {
            type: 'object',
            required: ['contentList', 'paging'],
            properties: { contentList: { type: 'array', items: contentItemSchema }, paging: pagingSchema },
          },
        },
      },
    },
    async (request) => {
      await requireContentViewer(deps, request);
      const context = contentContext(deps, request);
      const { name, bucketId } = request.params;
      const content = await bucketContent(deps.db, context, name, bucketId, pageRequest(request.query));
      if (!content) throw notFound(`Bucket ${bucketId} of section "${name}"`);
      return content;
    },
  );
}
