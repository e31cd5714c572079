import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { notFound } from '../http/apiError.ts';
import { pageRequest, pagingQuerySchema, pagingSchema } from '../http/paging.ts';
import { requireContentViewer } from '../session/viewer.ts';
import { contentContext } from '../content/contentContext.ts';
import { bucketContent, contentItemSchema, sectionJson, sectionSchema } from './sections.ts';
import { previewQuerySchema, publicationFor } from './preview.ts';

// The answers' shapes, as the JSON mapping builds them; their JSON schemas stay in sections.ts.
type SectionJson = NonNullable<Awaited<ReturnType<typeof sectionJson>>>;
type BucketPage = NonNullable<Awaited<ReturnType<typeof bucketContent>>>;

// Request schemas in TypeBox: the handlers' param and query types are read from them.
const sectionName = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,62}$' });
const { rpp, p } = pagingQuerySchema;

export async function sectionRoutes(plainApp: FastifyInstance, deps: BackendDeps): Promise<void> {
  const app = plainApp.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/section/:name',
    {
      schema: {
        operationId: 'getSection',
        tags: ['content'],
        summary: 'A section (page) with a page of its buckets (bpp per page), each with its first rpp items',
        description:
          'Unpublished sections (404) and buckets are left out, except in an admin’s preview (`preview=true`; ' +
          '403 ADMIN_PREVIEW_FORBIDDEN for anyone else).',
        params: Type.Object({ name: sectionName }),
        querystring: Type.Object(
          {
            rpp: Type.Optional(rpp),
            p: Type.Optional(p),
            bpp: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, description: 'Buckets per page' })),
            preview: Type.Optional(previewQuerySchema),
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.Unsafe<SectionJson>(sectionSchema) },
      },
    },
    async (request) => {
      const viewer = await requireContentViewer(deps, request);
      const publication = publicationFor(viewer, request.query.preview);
      const context = contentContext(deps, request);
      const bucketPage = pageRequest({ rpp: request.query.bpp, p: request.query.p }, 10);
      const section = await sectionJson(deps.db, context, request.params.name, bucketPage, request.query.rpp ?? 12, publication);
      if (!section) throw notFound(`Section "${request.params.name}"`);
      return section;
    },
  );

  app.get(
    '/section/:name/bucket/:bucketId',
    {
      schema: {
        operationId: 'getBucketItems',
        tags: ['content'],
        summary: 'A page of one bucket’s items',
        description: 'An unpublished bucket or section is not found, except in an admin’s preview (`preview=true`).',
        params: Type.Object({ name: sectionName, bucketId: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
        querystring: Type.Object(
          { rpp: Type.Optional(rpp), p: Type.Optional(p), preview: Type.Optional(previewQuerySchema) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Unsafe<BucketPage>({
            type: 'object',
            required: ['contentList', 'paging'],
            properties: { contentList: { type: 'array', items: contentItemSchema }, paging: pagingSchema },
          }),
        },
      },
    },
    async (request) => {
      const viewer = await requireContentViewer(deps, request);
      const publication = publicationFor(viewer, request.query.preview);
      const context = contentContext(deps, request);
      const { name, bucketId } = request.params;
      const content = await bucketContent(deps.db, context, name, bucketId, pageRequest(request.query), publication);
      if (!content) throw notFound(`Bucket ${bucketId} of section "${name}"`);
      return content;
    },
  );
}
