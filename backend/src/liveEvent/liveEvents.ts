import type { Queryable } from '../db/database.ts';
import { licensingColumn, licensingSchema, type Licensing } from '../licence/licences.ts';
import type { PageRequest } from '../http/paging.ts';
import type { LocalisedText } from '../i18n/language.ts';
import { artworkUrls, nullableString, text, type ContentContext, previewImageSchema } from '../content/contentContext.ts';
import {
  ageRatingSchema,
  geoBlockedSchema,
  ratedColumns,
  ratingJson,
  visibilityParams,
  visibleSql,
  type RatedRow,
} from '../content/visibility.ts';

export type LiveEventStatus = 'UPCOMING' | 'LIVE' | 'ENDED';

export interface LiveEventRow extends RatedRow, Record<string, unknown> {
  id: number;
  realmId: number;
  title: LocalisedText;
  description: LocalisedText;
  sport: string | null;
  venue: string | null;
  startDate: Date;
  endDate: Date;
  licensing: Licensing;
}

/** The columns of a LiveEventRow, on table alias `e`. */
export const liveEventColumns = `e.id, e.realm_id as "realmId", e.title, e.description, e.sport, e.venue,
  e.start_date as "startDate", e.end_date as "endDate", ${ratedColumns('e')}, ${licensingColumn('e', 'LIVE_EVENT')}`;

/** Status is never stored: it follows from the clock at the time of the request. */
export function liveEventStatus(event: Pick<LiveEventRow, 'startDate' | 'endDate'>, now: Date): LiveEventStatus {
  if (now < event.startDate) return 'UPCOMING';
  if (now < event.endDate) return 'LIVE';
  return 'ENDED';
}

/** SQL condition on `e` for a status at `$param` (the clock). */
export function statusCondition(status: LiveEventStatus | 'LIVE_OR_UPCOMING', param: string): string {
  switch (status) {
    case 'UPCOMING':
      return `e.start_date > ${param}`;
    case 'LIVE':
      return `e.start_date <= ${param} and e.end_date > ${param}`;
    case 'ENDED':
      return `e.end_date <= ${param}`;
    case 'LIVE_OR_UPCOMING':
      return `e.end_date > ${param}`;
  }
}

/** A LiveEventRow read back from JSON (`to_jsonb` of the columns above): dates arrive as text. */
export function liveEventRowFromJson(row: Record<string, unknown>): LiveEventRow {
  return { ...row, startDate: new Date(row.startDate as string), endDate: new Date(row.endDate as string) } as LiveEventRow;
}

/**
 * SQL condition on `e` for the status held in the SQL expression `statusSql` (e.g.
 * a bucket's `live_status` column), so one statement can serve buckets of every status.
 */
export function statusMatchesSql(statusSql: string, param: string): string {
  const statuses = ['UPCOMING', 'LIVE', 'ENDED', 'LIVE_OR_UPCOMING'] as const;
  return `case ${statusSql} ${statuses.map((status) => `when '${status}' then (${statusCondition(status, param)})`).join(' ')} else false end`;
}

export function liveEventJson(event: LiveEventRow, context: ContentContext) {
  return {
    id: String(event.id),
    type: 'LIVE_EVENT' as const,
    title: text(context, event.title),
    description: text(context, event.description),
    startDate: event.startDate.toISOString(),
    endDate: event.endDate.toISOString(),
    status: liveEventStatus(event, context.now),
    ...artworkUrls('event', event.id, context),
    sport: event.sport,
    venue: event.venue,
    ...ratingJson(event, context.viewer),
    licensing: event.licensing,
  };
}

export const liveEventSchema = {
  type: 'object',
  required: [
    'id', 'type', 'title', 'description', 'startDate', 'endDate', 'status', 'thumbnailUrl', 'coverUrl', 'previewImage', 'sport', 'venue',
    'ageRating', 'geoBlocked', 'licensing',
  ],
  properties: {
    id: { type: 'string' },
    type: { type: 'string', enum: ['LIVE_EVENT'] },
    title: { type: 'string' },
    description: { type: 'string' },
    startDate: { type: 'string', format: 'date-time' },
    endDate: { type: 'string', format: 'date-time' },
    status: { type: 'string', enum: ['UPCOMING', 'LIVE', 'ENDED'], description: 'Computed from the clock at request time' },
    thumbnailUrl: { type: 'string' },
    coverUrl: { type: 'string' },
    previewImage: previewImageSchema,
    sport: nullableString,
    venue: nullableString,
    ageRating: ageRatingSchema,
    geoBlocked: geoBlockedSchema,
    licensing: licensingSchema,
  },
} as const;

/** The realm's events with these ids that the viewer may see, in the order asked. */
export async function liveEventsByIds(db: Queryable, context: ContentContext, ids: number[]): Promise<LiveEventRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<LiveEventRow>(
    `select ${liveEventColumns} from live_event e where e.realm_id = $1 and e.id = any($2::int[]) and ${visibleSql('e', 3)}`,
    [context.realm.id, ids, ...visibilityParams(context.viewer)],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** An event the viewer may see (one above their rating does not exist for them). */
export async function liveEventById(db: Queryable, context: ContentContext, id: number): Promise<LiveEventRow | null> {
  return (await liveEventsByIds(db, context, [id]))[0] ?? null;
}

/** The realm's events the viewer may see (optionally of one status at `now`), soonest first. */
export async function listLiveEvents(
  db: Queryable,
  context: ContentContext,
  filter: { status?: LiveEventStatus | 'LIVE_OR_UPCOMING'; now: Date },
  page: PageRequest,
): Promise<{ events: LiveEventRow[]; totalCount: number }> {
  const where = `e.realm_id = $1${filter.status ? ` and ${statusCondition(filter.status, '$2')}` : ' and $2::timestamptz is not null'}
    and ${visibleSql('e', 3)}`;
  const params = [context.realm.id, filter.now, ...visibilityParams(context.viewer)];
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from live_event e where ${where}`, params);
  const events = await db.query<LiveEventRow>(
    `select ${liveEventColumns} from live_event e where ${where} order by e.start_date, e.id limit $6 offset $7`,
    [...params, page.rpp, page.offset],
  );
  return { events, totalCount: count?.total ?? 0 };
}
