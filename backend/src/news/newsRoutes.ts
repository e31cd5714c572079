// News (spec §2 NEWS, NEWS_ITEM): the realm's articles for whoever may browse
// its content (the rules of videos: session/viewer.ts), and their generated artwork.
import type { FastifyInstance } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { ApiError, notFound } from '../http/apiError.ts';
import { fileResponse } from '../http/fileResponse.ts';
import { pageRequest, paging, pagingQuerySchema, pagingSchema } from '../http/paging.ts';
import { requireContentViewer } from '../session/viewer.ts';
import { contentContext } from '../content/contentContext.ts';
import { artworkSvg } from '../images/artwork.ts';
import { pngOf } from '../images/rasterise.ts';
import { findRealmById } from '../realm/realmRepository.ts';
import { listNewsArticles, newsArticleJson, newsArticleSchema, newsSummarySchema } from './newsArticles.ts';

const NEWS_PER_PAGE = 12;

export async function newsRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.get<{ Querystring: { rpp?: number; p?: number } }>(
    '/news',
    {
      schema: {
        operationId: 'listNewsArticles',
        tags: ['news'],
        summary: 'A page of the realm’s published news articles, newest first',
        description: `rpp 1–50 (default ${NEWS_PER_PAGE}), p from 1; otherwise 400 VALIDATION_FAILED naming the parameter.`,
        querystring: { type: 'object', additionalProperties: false, properties: pagingQuerySchema },
        response: {
          200: {
            type: 'object',
            required: ['items', 'page', 'totalPages', 'totalItems', 'paging'],
            properties: {
              items: { type: 'array', items: newsSummarySchema },
              page: { type: 'integer' },
              totalPages: { type: 'integer', description: '0 when the realm has no articles' },
              totalItems: { type: 'integer' },
              paging: { ...pagingSchema, description: 'The same page in the shape every other list of the API answers' },
            },
          },
        },
      },
    },
    async (request) => {
      await requireContentViewer(deps, request);
      const context = contentContext(deps, request);
      const page = pageRequest(request.query, NEWS_PER_PAGE);
      const { items, totalItems } = await listNewsArticles(deps.db, context, page);
      return {
        items,
        page: page.page,
        totalPages: Math.ceil(totalItems / page.rpp),
        totalItems,
        paging: paging(page, totalItems),
      };
    },
  );

  app.get<{ Params: { idOrSlug: string } }>(
    '/news/:idOrSlug',
    {
      schema: {
        operationId: 'getNewsArticle',
        tags: ['news'],
        summary: 'A published news article, by id or slug, with its body and related titles',
        description:
          'Texts in the request’s language, or the realm’s default where the article has no such translation (`language` says which). ' +
          '404 NEWS_ARTICLE_NOT_FOUND for an unknown, scheduled or other realm’s article.',
        params: {
          type: 'object',
          required: ['idOrSlug'],
          properties: {
            idOrSlug: {
              type: 'string',
              maxLength: 120,
              pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
              description: 'The article’s id (digits) or its slug',
            },
          },
        },
        response: { 200: newsArticleSchema },
      },
    },
    async (request) => {
      await requireContentViewer(deps, request);
      const article = await newsArticleJson(deps.db, contentContext(deps, request), request.params.idOrSlug);
      if (!article) throw new ApiError(404, 'NEWS_ARTICLE_NOT_FOUND', `News article "${request.params.idOrSlug}" not found`);
      return article;
    },
  );
}

/**
 * An article's generated artwork, 16:9: `/images/news/{id}.svg` is its hero,
 * `/images/news/{id}-{n}.svg` the n-th picture in its body. Key art without
 * text (the page prints the headline and captions), in the realm's palette
 * with the article's sport, like a video's thumbnail. The hero is also a PNG
 * (`{id}.png?w=`) for link previews, which read raster images only.
 */
export async function newsImageRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.get<{ Params: { file: string }; Querystring: { w?: number } }>(
    '/images/news/:file',
    {
      schema: {
        operationId: 'getNewsArtwork',
        tags: ['images'],
        summary: 'A news article’s generated artwork (hero or body picture)',
        response: { 200: fileResponse('The artwork', ['image/svg+xml', 'image/png']) },
        params: {
          type: 'object',
          required: ['file'],
          properties: {
            file: { type: 'string', pattern: '^[0-9]{1,9}((-[0-9]{1,2})?\\.svg|\\.png)$', description: '`{id}.svg`, `{id}-{n}.svg`, or the hero as `{id}.png`' },
          },
        },
        querystring: {
          type: 'object',
          properties: { w: { type: 'integer', minimum: 320, maximum: 1600, default: 1200, description: 'A PNG’s width in pixels' } },
        },
      },
    },
    async (request, reply) => {
      const [name, format] = request.params.file.split('.') as [string, 'svg' | 'png'];
      const [id, picture = 0] = name.split('-').map(Number) as [number, number?];
      const [article] = await deps.db.query<{ realmId: number; sport: string | null }>(
        `select realm_id as "realmId", sport from news_article where id = $1 and published_at <= $2`,
        [id, deps.now()],
      );
      const realm = article && (await findRealmById(deps.db, article.realmId));
      if (!article || !realm) throw notFound(`Image news/${request.params.file}`);
      const svg = artworkSvg({
        // Seeds the variations: each picture of an article, and each article, looks a little different.
        id: id * 7 + picture * 3,
        shape: 'thumbnail',
        title: '',
        kicker: null,
        badge: null,
        badgeHot: false,
        sport: article.sport,
        colours: realm.settings.colours,
        fontFamily: realm.settings.fonts.family,
        realmTitle: realm.settings.MAIN_TITLE,
      });
      if (format === 'png') return reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=3600').send(pngOf(svg, request.query.w ?? 1200));
      return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(svg);
    },
  );
}
