import type { Queryable } from '../db/database.ts';
import { paging, pagingSchema, type PageRequest, type Paging } from '../http/paging.ts';
import type { LocalisedText } from '../i18n/language.ts';
import { text, type ContentContext } from '../content/contentContext.ts';
import {
  liveEventColumns,
  liveEventJson,
  liveEventRowFromJson,
  liveEventSchema,
  statusMatchesSql,
  type LiveEventStatus,
} from '../liveEvent/liveEvents.ts';
import { playlistColumns, playlistJson, playlistSchema, type PlaylistRow } from '../playlist/playlists.ts';
import { seriesColumns, seriesJson, seriesSchema, type SeriesRow } from '../series/series.ts';
import { videoColumns, videoJson, videoRowFromJson, videoSchema } from '../video/videos.ts';
import { visibilityParams, visibleSql } from '../content/visibility.ts';

export interface SectionRow extends Record<string, unknown> {
  id: number;
  name: string;
  title: LocalisedText;
  seoTitle: LocalisedText;
  heroType: ContentType | null;
  heroId: number | null;
}

export interface BucketRow extends Record<string, unknown> {
  id: number;
  name: string;
  title: LocalisedText;
  type: 'VIDEOS' | 'LIVE_EVENTS' | 'PLAYLISTS' | 'SERIES' | 'MIXED';
  liveStatus: LiveEventStatus | 'LIVE_OR_UPCOMING' | null;
}

export type ContentType = 'VIDEO' | 'LIVE_EVENT' | 'PLAYLIST' | 'SERIES';
export interface ContentRef {
  contentType: ContentType;
  contentId: number;
}

export const contentItemSchema = { oneOf: [videoSchema, liveEventSchema, playlistSchema, seriesSchema] } as const;

export const bucketSchema = {
  type: 'object',
  required: ['id', 'name', 'title', 'type', 'contentList', 'paging'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    title: { type: 'string' },
    type: { type: 'string', enum: ['VIDEOS', 'LIVE_EVENTS', 'PLAYLISTS', 'SERIES', 'MIXED'] },
    contentList: { type: 'array', items: contentItemSchema },
    paging: pagingSchema,
  },
} as const;

export const sectionSchema = {
  type: 'object',
  required: ['id', 'name', 'title', 'seo', 'hero', 'buckets', 'paging'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    title: { type: 'string' },
    seo: { type: 'object', required: ['title'], properties: { title: { type: 'string' } } },
    hero: {
      description:
        'The title the page opens with, as a banner above its buckets, chosen by the realm. Null when the section ' +
        'has none or the viewer may not see it (rating, territory): the same rules as the buckets’ items',
      oneOf: [...contentItemSchema.oneOf, { type: 'null' }],
    },
    buckets: { type: 'array', items: bucketSchema },
    paging: pagingSchema,
  },
} as const;

/**
 * Whose view a section is read for: the viewer's own (published sections and
 * buckets only), or an admin's preview (migration 030), which shows the
 * unpublished ones too. The route decides who may preview (`previewOf`).
 */
export interface Publication {
  preview: boolean;
}

export const PUBLISHED_ONLY: Publication = { preview: false };

/**
 * A section with one page of its buckets, each with one page of its item
 * references, in ONE statement however many buckets there are: curated buckets
 * read `bucket_item`, live buckets the realm's events of their status at `now`.
 * Items and counts are those the viewer may see (`visibilityParams` as $9–$11).
 * `bucketId` narrows the page to that one bucket (the bucket route). Unpublished
 * sections and buckets are left out unless `preview` ($12).
 */
async function readSectionPage(
  db: Queryable,
  query: { realmId: number; name: string; bucketId: number | null; buckets: PageRequest; items: PageRequest; now: Date; preview: boolean },
  visibility: unknown[],
): Promise<SectionPage | null> {
  const rows = await db.query<SectionPageRow>(
    `with s as (select id, name, title, seo_title, hero_content_type, hero_content_id from section
                 where realm_id = $1 and name = $2 and (published or $12::boolean)),
          b as (select b.id, b.name, b.title, b.type, b.live_status, b.position from bucket b join s on b.section_id = s.id
                 where ($3::int is null or b.id = $3) and (b.published or $12::boolean))
     select s.id, s.name, s.title, s.seo_title as "seoTitle", s.hero_content_type as "heroType", s.hero_content_id as "heroId",
            (select count(*)::int from b) as "bucketTotal",
            page.id as "bucketId", page.name as "bucketName", page.title as "bucketTitle", page.type as "bucketType",
            page.live_status as "liveStatus",
            case when page.live_status is null
                 then (select count(*)::int from bucket_item i where i.bucket_id = page.id and ${visibleItemSql})
                 else (select count(*)::int from live_event e where e.realm_id = $1 and ${statusMatchesSql('page.live_status', '$8')}
                         and ${visibleSql('e', 9)})
            end as "itemTotal",
            case when page.live_status is null
                 then (select coalesce(jsonb_agg(jsonb_build_array(i.content_type, i.content_id) order by i.position), '[]'::jsonb)
                         from (select i.content_type, i.content_id, i.position from bucket_item i
                                where i.bucket_id = page.id and ${visibleItemSql}
                                order by i.position limit $6 offset $7) i)
                 else (select coalesce(jsonb_agg(jsonb_build_array('LIVE_EVENT'::text, e.id) order by e.start_date, e.id), '[]'::jsonb)
                         from (select e.id, e.start_date from live_event e
                                where e.realm_id = $1 and ${statusMatchesSql('page.live_status', '$8')} and ${visibleSql('e', 9)}
                                order by e.start_date, e.id limit $6 offset $7) e)
            end as refs
       from s left join (select * from b order by position limit $4 offset $5) page on true
      order by page.position`,
    [
      query.realmId, query.name, query.bucketId, query.buckets.rpp, query.buckets.offset, query.items.rpp, query.items.offset, query.now,
      ...visibility, query.preview,
    ],
  );
  const first = rows[0];
  if (!first) return null;
  return {
    section: { id: first.id, name: first.name, title: first.title, seoTitle: first.seoTitle, heroType: first.heroType, heroId: first.heroId },
    bucketTotal: first.bucketTotal,
    buckets: rows.flatMap((row) =>
      row.bucketId === null
        ? []
        : [
            {
              bucket: { id: row.bucketId, name: row.bucketName!, title: row.bucketTitle!, type: row.bucketType!, liveStatus: row.liveStatus },
              itemTotal: row.itemTotal ?? 0,
              refs: (row.refs ?? []).map(([contentType, contentId]) => ({ contentType, contentId })),
            },
          ],
    ),
  };
}

/**
 * SQL on a bucket item `i`: its content exists in the realm ($1) and the viewer
 * ($9–$11) may see it, so a rail's items and its count agree.
 */
const visibleItemSql = `case i.content_type
    when 'VIDEO' then exists (select 1 from video v where v.id = i.content_id and v.realm_id = $1 and ${visibleSql('v', 9)})
    when 'LIVE_EVENT' then exists (select 1 from live_event e where e.id = i.content_id and e.realm_id = $1 and ${visibleSql('e', 9)})
    when 'PLAYLIST' then exists (select 1 from playlist p where p.id = i.content_id and p.realm_id = $1 and ${visibleSql('p', 9)})
    when 'SERIES' then exists (select 1 from series r where r.id = i.content_id and r.realm_id = $1 and ${visibleSql('r', 9)})
    else false end`;

interface SectionPageRow extends SectionRow {
  bucketTotal: number;
  bucketId: number | null;
  bucketName: string | null;
  bucketTitle: LocalisedText | null;
  bucketType: BucketRow['type'] | null;
  liveStatus: BucketRow['liveStatus'];
  itemTotal: number | null;
  refs: [ContentType, number][] | null;
}

interface SectionPage {
  section: SectionRow;
  bucketTotal: number;
  buckets: { bucket: BucketRow; itemTotal: number; refs: ContentRef[] }[];
}

/**
 * The cards of mixed references, in ONE statement for all four kinds (each row
 * travels as JSON so that the kinds share one result), in the order given;
 * what the viewer may not see is left out (lists reading through here keep to
 * the viewer's rating and country without a rule of their own).
 */
export async function loadContent(db: Queryable, context: ContentContext, refs: ContentRef[]) {
  const idsOf = (type: ContentType) => [...new Set(refs.filter((ref) => ref.contentType === type).map((ref) => ref.contentId))];
  if (refs.length === 0) return new Map<string, unknown>();
  const rows = await db.query<{ kind: ContentType; row: Record<string, unknown> }>(
    `select 'VIDEO' as kind, to_jsonb(x) as row from (select ${videoColumns} from video v
        where v.realm_id = $1 and v.id = any($2::int[]) and ${visibleSql('v', 6)}) x
     union all
     select 'LIVE_EVENT', to_jsonb(x) from (select ${liveEventColumns} from live_event e
        where e.realm_id = $1 and e.id = any($3::int[]) and ${visibleSql('e', 6)}) x
     union all
     select 'PLAYLIST', to_jsonb(x) from (select ${playlistColumns(6)} from playlist p
        where p.realm_id = $1 and p.id = any($4::int[]) and ${visibleSql('p', 6)}) x
     union all
     select 'SERIES', to_jsonb(x) from (select ${seriesColumns(6)} from series r
        where r.realm_id = $1 and r.id = any($5::int[]) and ${visibleSql('r', 6)}) x`,
    [context.realm.id, idsOf('VIDEO'), idsOf('LIVE_EVENT'), idsOf('PLAYLIST'), idsOf('SERIES'), ...visibilityParams(context.viewer)],
  );
  const toJson = (kind: ContentType, row: Record<string, unknown>) => {
    switch (kind) {
      case 'VIDEO':
        return videoJson(videoRowFromJson(row), context);
      case 'LIVE_EVENT':
        return liveEventJson(liveEventRowFromJson(row), context);
      case 'PLAYLIST':
        return playlistJson(row as PlaylistRow, context);
      case 'SERIES':
        return seriesJson(row as SeriesRow, context);
    }
  };
  return new Map(rows.map(({ kind, row }) => [`${kind}:${String(row.id)}`, toJson(kind, row)]));
}

export function cardsOf(refs: ContentRef[], cards: Map<string, unknown>) {
  // A reference whose content is gone (or belongs to another realm) is left out.
  return refs.flatMap((ref) => cards.get(`${ref.contentType}:${ref.contentId}`) ?? []);
}

function heroRef(section: SectionRow): ContentRef | null {
  return section.heroType !== null && section.heroId !== null ? { contentType: section.heroType, contentId: section.heroId } : null;
}

export function bucketJson(bucket: BucketRow, context: ContentContext, content: { contentList: unknown[]; paging: Paging }) {
  return { id: String(bucket.id), name: bucket.name, title: text(context, bucket.title), type: bucket.type, ...content };
}

/**
 * The section `name` with page `bucketPage` of its buckets, each with its first
 * `itemsPerBucket` items: two statements whatever the number of buckets and
 * items. Null when the realm has no such section.
 */
export async function sectionJson(
  db: Queryable,
  context: ContentContext,
  name: string,
  bucketPage: PageRequest,
  itemsPerBucket: number,
  publication: Publication = PUBLISHED_ONLY,
) {
  const firstItems: PageRequest = { page: 1, rpp: itemsPerBucket, offset: 0 };
  const page = await readSectionPage(db, {
    realmId: context.realm.id,
    name,
    bucketId: null,
    buckets: bucketPage,
    items: firstItems,
    now: context.now,
    preview: publication.preview,
  }, visibilityParams(context.viewer));
  if (!page) return null;
  const { section } = page;
  const hero = heroRef(section);
  // The hero's card is read with the rails' cards (no statement of its own), so it
  // passes the same visibility rules: a title the viewer may not see is no hero.
  const cards = await loadContent(db, context, [...(hero ? [hero] : []), ...page.buckets.flatMap((bucket) => bucket.refs)]);
  return {
    id: String(section.id),
    name: section.name,
    title: text(context, section.title),
    seo: { title: text(context, section.seoTitle) },
    hero: hero ? (cardsOf([hero], cards)[0] ?? null) : null,
    buckets: page.buckets.map(({ bucket, itemTotal, refs }) =>
      bucketJson(bucket, context, { contentList: cardsOf(refs, cards), paging: paging(firstItems, itemTotal) }),
    ),
    paging: paging(bucketPage, page.bucketTotal),
  };
}

/** One page of a bucket's items (two statements); null when the section has no such bucket. */
export async function bucketContent(
  db: Queryable,
  context: ContentContext,
  sectionName: string,
  bucketId: number,
  items: PageRequest,
  publication: Publication = PUBLISHED_ONLY,
) {
  const page = await readSectionPage(db, {
    realmId: context.realm.id,
    name: sectionName,
    bucketId,
    buckets: { page: 1, rpp: 1, offset: 0 },
    items,
    now: context.now,
    preview: publication.preview,
  }, visibilityParams(context.viewer));
  const found = page?.buckets[0];
  if (!found) return null;
  const cards = await loadContent(db, context, found.refs);
  return { contentList: cardsOf(found.refs, cards), paging: paging(items, found.itemTotal) };
}
