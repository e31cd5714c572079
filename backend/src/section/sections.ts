import type { Queryable } from '../db/database.ts';
import { paging, pagingSchema, type PageRequest } from '../http/paging.ts';
import type { LocalisedText } from '../i18n/language.ts';
import { text, type ContentContext } from '../content/contentContext.ts';
import { listLiveEvents, liveEventJson, liveEventSchema, liveEventsByIds, type LiveEventStatus } from '../liveEvent/liveEvents.ts';
import { playlistJson, playlistSchema, playlistsByIds } from '../playlist/playlists.ts';
import { seriesByIds, seriesJson, seriesSchema } from '../series/series.ts';
import { videoJson, videoSchema, videosByIds } from '../video/videos.ts';

export interface SectionRow extends Record<string, unknown> {
  id: number;
  name: string;
  title: LocalisedText;
  seoTitle: LocalisedText;
}

export interface BucketRow extends Record<string, unknown> {
  id: number;
  name: string;
  title: LocalisedText;
  type: 'VIDEOS' | 'LIVE_EVENTS' | 'PLAYLISTS' | 'SERIES' | 'MIXED';
  liveStatus: LiveEventStatus | 'LIVE_OR_UPCOMING' | null;
}

type ContentType = 'VIDEO' | 'LIVE_EVENT' | 'PLAYLIST' | 'SERIES';
interface ContentRef {
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
  required: ['id', 'name', 'title', 'seo', 'buckets', 'paging'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    title: { type: 'string' },
    seo: { type: 'object', properties: { title: { type: 'string' } } },
    buckets: { type: 'array', items: bucketSchema },
    paging: pagingSchema,
  },
} as const;

export async function sectionByName(db: Queryable, realmId: number, name: string): Promise<SectionRow | null> {
  const rows = await db.query<SectionRow>(
    `select id, name, title, seo_title as "seoTitle" from section where realm_id = $1 and name = $2`,
    [realmId, name],
  );
  return rows[0] ?? null;
}

export async function bucketOfSection(db: Queryable, sectionId: number, bucketId: number): Promise<BucketRow | null> {
  const rows = await db.query<BucketRow>(
    `select id, name, title, type, live_status as "liveStatus" from bucket where section_id = $1 and id = $2`,
    [sectionId, bucketId],
  );
  return rows[0] ?? null;
}

/** Loads mixed content by reference with one query per kind, keeping the given order. */
async function loadContent(db: Queryable, context: ContentContext, refs: ContentRef[]) {
  const idsOf = (type: ContentType) => refs.filter((ref) => ref.contentType === type).map((ref) => ref.contentId);
  const realmId = context.realm.id;
  const [videos, events, playlists, series] = await Promise.all([
    videosByIds(db, realmId, idsOf('VIDEO')),
    liveEventsByIds(db, realmId, idsOf('LIVE_EVENT')),
    playlistsByIds(db, realmId, idsOf('PLAYLIST')),
    seriesByIds(db, realmId, idsOf('SERIES')),
  ]);
  const json = new Map<string, unknown>([
    ...videos.map((row) => [`VIDEO:${row.id}`, videoJson(row, context)] as const),
    ...events.map((row) => [`LIVE_EVENT:${row.id}`, liveEventJson(row, context)] as const),
    ...playlists.map((row) => [`PLAYLIST:${row.id}`, playlistJson(row, context)] as const),
    ...series.map((row) => [`SERIES:${row.id}`, seriesJson(row, context)] as const),
  ]);
  return refs.flatMap((ref) => json.get(`${ref.contentType}:${ref.contentId}`) ?? []);
}

/** One page of a bucket's items: curated ones, or the live events of a status. */
export async function bucketContent(db: Queryable, context: ContentContext, bucket: BucketRow, page: PageRequest) {
  if (bucket.liveStatus) {
    const { events, totalCount } = await listLiveEvents(db, context.realm.id, { status: bucket.liveStatus, now: context.now }, page);
    return { contentList: events.map((event) => liveEventJson(event, context)), paging: paging(page, totalCount) };
  }
  const [count] = await db.query<{ total: number }>('select count(*)::int as total from bucket_item where bucket_id = $1', [
    bucket.id,
  ]);
  const refs = await db.query<ContentRef & Record<string, unknown>>(
    `select content_type as "contentType", content_id as "contentId" from bucket_item
      where bucket_id = $1 order by position limit $2 offset $3`,
    [bucket.id, page.rpp, page.offset],
  );
  return { contentList: await loadContent(db, context, refs), paging: paging(page, count?.total ?? 0) };
}

export function bucketJson(bucket: BucketRow, context: ContentContext, content: Awaited<ReturnType<typeof bucketContent>>) {
  return { id: String(bucket.id), name: bucket.name, title: text(context, bucket.title), type: bucket.type, ...content };
}

/** A section with page `bucketPage` of its buckets, each with its first `itemsPerBucket` items. */
export async function sectionJson(
  db: Queryable,
  context: ContentContext,
  section: SectionRow,
  bucketPage: PageRequest,
  itemsPerBucket: number,
) {
  const [count] = await db.query<{ total: number }>('select count(*)::int as total from bucket where section_id = $1', [
    section.id,
  ]);
  const buckets = await db.query<BucketRow>(
    `select id, name, title, type, live_status as "liveStatus" from bucket
      where section_id = $1 order by position limit $2 offset $3`,
    [section.id, bucketPage.rpp, bucketPage.offset],
  );
  const firstItems: PageRequest = { page: 1, rpp: itemsPerBucket, offset: 0 };
  const filled = await Promise.all(
    buckets.map(async (bucket) => bucketJson(bucket, context, await bucketContent(db, context, bucket, firstItems))),
  );
  return {
    id: String(section.id),
    name: section.name,
    title: text(context, section.title),
    seo: { title: text(context, section.seoTitle) },
    buckets: filled,
    paging: paging(bucketPage, count?.total ?? 0),
  };
}
