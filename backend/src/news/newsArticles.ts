// A realm's news articles (migration 025): the paged list, one article by id or
// slug, and their JSON. Only published articles exist for the API: one whose
// published_at is still ahead (scheduled) is neither listed nor served.
import type { Queryable } from '../db/database.ts';
import type { PageRequest } from '../http/paging.ts';
import type { LocalisedText } from '../i18n/language.ts';
import { PREVIEW_IMAGE_SIZE, previewImageSchema, type ContentContext } from '../content/contentContext.ts';
import { cardsOf, contentItemSchema, loadContent, type ContentRef, type ContentType } from '../section/sections.ts';
import { bodyBlockSchema, bodyJson, embeddedRefs, type LocalisedBody } from './newsBody.ts';

interface NewsSummaryRow extends Record<string, unknown> {
  id: number;
  slug: string;
  headline: LocalisedText;
  lead: LocalisedText;
  author: string;
  heroImage: string;
  publishedAt: Date;
}

interface NewsArticleRow extends NewsSummaryRow {
  updatedAt: Date;
  body: LocalisedBody;
  related: [ContentType, number][];
}

const summaryColumns = `a.id, a.slug, a.headline, a.lead, a.author_name as "author", a.hero_image as "heroImage",
  a.published_at as "publishedAt"`;

/**
 * The language an article is served in: the request's where the article is
 * written in it, else the realm's default, else any. Chosen once for the whole
 * article, so that a headline and its body never come in two languages.
 */
function servedLanguage(headline: LocalisedText, context: ContentContext): string {
  if (headline[context.language]) return context.language;
  if (headline[context.realm.defaultLanguage]) return context.realm.defaultLanguage;
  return Object.keys(headline)[0] ?? context.realm.defaultLanguage;
}

function summaryJson(row: NewsSummaryRow, language: string) {
  return {
    id: String(row.id),
    slug: row.slug,
    headline: row.headline[language] ?? '',
    lead: row.lead[language] ?? '',
    author: row.author,
    publishedAt: row.publishedAt.toISOString(),
    imageUrl: row.heroImage,
    previewImage: previewImageOf(row.heroImage),
  };
}

/**
 * The picture for link previews: the generated hero's PNG
 * (newsRoutes.ts); null for a hero from elsewhere, whose size is not known.
 */
function previewImageOf(heroImage: string) {
  const generated = /^\/images\/news\/(\d{1,9})\.svg$/.exec(heroImage);
  return generated ? { url: `/images/news/${generated[1]}.png?w=${PREVIEW_IMAGE_SIZE.width}`, ...PREVIEW_IMAGE_SIZE } : null;
}

const summaryProperties = {
  id: { type: 'string' },
  slug: { type: 'string', description: 'Names the article in paths (NEWS_ITEM); the same in every language' },
  headline: { type: 'string' },
  lead: { type: 'string', description: 'The standfirst: a sentence or two under the headline' },
  author: { type: 'string', description: 'The byline' },
  publishedAt: { type: 'string', format: 'date-time' },
  imageUrl: { type: 'string', description: 'The hero image, 16:9' },
  previewImage: { ...previewImageSchema, type: ['object', 'null'], description: `${previewImageSchema.description}; null for a hero image the platform did not draw` },
} as const;

export const newsSummarySchema = {
  type: 'object',
  required: Object.keys(summaryProperties),
  properties: summaryProperties,
} as const;

export const newsArticleSchema = {
  type: 'object',
  required: [...Object.keys(summaryProperties), 'updatedAt', 'language', 'languages', 'body', 'related'],
  properties: {
    ...summaryProperties,
    updatedAt: { type: 'string', format: 'date-time', description: 'The last edit; publishedAt when never edited' },
    language: { type: 'string', description: 'The language the texts are in: the request’s, or the realm’s default where the article has no such translation' },
    languages: { type: 'array', items: { type: 'string' }, description: 'The realm languages the article is written in' },
    body: { type: 'array', items: bodyBlockSchema },
    related: { type: 'array', items: contentItemSchema, description: 'Titles to watch next, in order; those the viewer may not see are left out' },
  },
} as const;

/** A page of the realm's published articles, newest first, and how many there are: one statement. */
export async function listNewsArticles(db: Queryable, context: ContentContext, page: PageRequest) {
  const rows = await db.query<NewsSummaryRow & { totalItems: number }>(
    `with published as (
       select ${summaryColumns} from news_article a where a.realm_id = $1 and a.published_at <= $2
     )
     select total."totalItems", p.* from (select count(*)::int as "totalItems" from published) total
       left join lateral (select * from published order by "publishedAt" desc, id desc limit $3 offset $4) p on true`,
    [context.realm.id, context.now, page.rpp, page.offset],
  );
  const totalItems = rows[0]?.totalItems ?? 0;
  const articles = rows.filter((row) => row.id !== null);
  return {
    items: articles.map((row) => summaryJson(row, servedLanguage(row.headline, context))),
    totalItems,
  };
}

/** `GET /news/{idOrSlug}`: digits name an id (slugs are never all digits), anything else a slug. */
export function parseIdOrSlug(idOrSlug: string): { id: number | null; slug: string | null } {
  return /^\d{1,9}$/.test(idOrSlug) ? { id: Number(idOrSlug), slug: null } : { id: null, slug: idOrSlug };
}

/**
 * A published article of the realm with its body and related titles, localised;
 * null when there is none (another realm's, scheduled, unknown). Two statements:
 * the article, then every card its body and related list name.
 */
export async function newsArticleJson(db: Queryable, context: ContentContext, idOrSlug: string) {
  const { id, slug } = parseIdOrSlug(idOrSlug);
  const [row] = await db.query<NewsArticleRow>(
    `select ${summaryColumns}, a.updated_at as "updatedAt", a.body,
            coalesce((select jsonb_agg(jsonb_build_array(c.content_type, c.content_id) order by c.position)
                        from news_article_content c where c.article_id = a.id), '[]'::jsonb) as related
       from news_article a
      where a.realm_id = $1 and a.published_at <= $2 and (a.id = $3 or a.slug = $4)`,
    [context.realm.id, context.now, id, slug],
  );
  if (!row) return null;
  const language = servedLanguage(row.headline, context);
  const blocks = row.body[language] ?? [];
  const related: ContentRef[] = row.related.map(([contentType, contentId]) => ({ contentType, contentId }));
  const cards = await loadContent(db, context, [...embeddedRefs(blocks), ...related]);
  return {
    ...summaryJson(row, language),
    updatedAt: row.updatedAt.toISOString(),
    language,
    languages: context.realm.languages.filter((candidate) => row.headline[candidate] && row.body[candidate]),
    body: bodyJson(blocks, cards),
    related: cardsOf(related, cards),
  };
}
