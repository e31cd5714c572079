// The links between fighters and content (table content_fighter), both ways:
// the videos a fighter is tagged on (spec: "fighter videos tagged vod"), their
// next live event, and the fighters of a video or live event. Every read keeps
// to what the viewer may see (content/visibility.ts), like any other content list.
import type { Queryable } from '../db/database.ts';
import type { LocalisedText } from '../i18n/language.ts';
import type { PageRequest } from '../http/paging.ts';
import { text, type ContentContext } from '../content/contentContext.ts';
import { visibilityParams, visibleSql } from '../content/visibility.ts';
import { liveEventStatus } from '../liveEvent/liveEvents.ts';
import { videoColumns, videoRowFromJson, type VideoRow } from '../video/videos.ts';
import { fighterSummaryColumns, type FighterSummaryRow } from './fighterSummary.ts';

export type TaggedContentType = 'VIDEO' | 'LIVE_EVENT';

// ---- A fighter's next live event ----------------------------------------------

export interface UpcomingEventRow {
  id: number;
  title: LocalisedText;
  /** Timestamps as JSON text (the row is read with to_jsonb). */
  startDate: string;
  endDate: string;
}

/**
 * SQL: the next live event of the fighter on `alias` that has not ended at the
 * clock in `$first` and that the viewer whose `visibilityParams` follow it may
 * see (on air counts: it has not ended), as JSON or null.
 */
export function upcomingEventColumn(alias: string, first: number): string {
  return `(select to_jsonb(u) from (
             select e.id, e.title, e.start_date as "startDate", e.end_date as "endDate"
               from content_fighter cf join live_event e on e.id = cf.content_id
              where cf.content_type = 'LIVE_EVENT' and cf.fighter_id = ${alias}.id and e.realm_id = ${alias}.realm_id
                and e.end_date > $${first} and ${visibleSql('e', first + 1)}
              order by e.start_date, e.id limit 1) u) as "upcomingEvent"`;
}

export function upcomingEventJson(event: UpcomingEventRow | null, context: ContentContext) {
  if (!event) return null;
  const [startDate, endDate] = [new Date(event.startDate), new Date(event.endDate)];
  return {
    id: String(event.id),
    title: text(context, event.title),
    startDate: startDate.toISOString(),
    status: liveEventStatus({ startDate, endDate }, context.now),
  };
}

export const upcomingEventSchema = {
  type: ['object', 'null'],
  description: 'The next live event with this fighter that has not ended (it may be on air); null when none',
  required: ['id', 'title', 'startDate', 'status'],
  properties: {
    id: { type: 'string', description: 'The live event’s id (`GET /event/{id}`)' },
    title: { type: 'string' },
    startDate: { type: 'string', format: 'date-time' },
    status: { type: 'string', enum: ['UPCOMING', 'LIVE'], description: 'Computed from the clock at request time' },
  },
} as const;

// ---- The videos of a fighter -------------------------------------------------

/**
 * A page of the videos tagged with a fighter of the request's realm that the
 * viewer may see, newest first, and how many those are (one statement); null
 * when the realm has no such fighter.
 */
export async function videosOfFighter(
  db: Queryable,
  context: ContentContext,
  fighterId: number,
  page: PageRequest,
): Promise<{ videos: VideoRow[]; totalCount: number } | null> {
  const tagged = `from content_fighter cf join video v on v.id = cf.content_id
    where cf.content_type = 'VIDEO' and cf.fighter_id = f.id and v.realm_id = f.realm_id and ${visibleSql('v', 5)}`;
  const [row] = await db.query<{ total: number; videos: Record<string, unknown>[] }>(
    `select (select count(*)::int ${tagged}) as total,
            (select coalesce(jsonb_agg(to_jsonb(x) order by x."releaseDate" desc, x.id desc), '[]'::jsonb)
               from (select ${videoColumns} ${tagged} order by v.release_date desc, v.id desc limit $3 offset $4) x) as videos
       from fighter f where f.id = $1 and f.realm_id = $2`,
    [fighterId, context.realm.id, page.rpp, page.offset, ...visibilityParams(context.viewer)],
  );
  if (!row) return null;
  return { videos: row.videos.map(videoRowFromJson), totalCount: row.total };
}

// ---- The fighters of a video or live event -----------------------------------

const contentTables: Record<TaggedContentType, string> = { VIDEO: 'video', LIVE_EVENT: 'live_event' };

/**
 * The fighters tagged on a video or live event of the request's realm, in
 * billing order ("A vs B": A first); null when the viewer may not see that
 * title (it does not exist for them, as on its own page).
 */
export async function fightersOfContent(
  db: Queryable,
  context: ContentContext,
  contentType: TaggedContentType,
  contentId: number,
): Promise<FighterSummaryRow[] | null> {
  const [row] = await db.query<{ fighters: FighterSummaryRow[] }>(
    `select (select coalesce(jsonb_agg(to_jsonb(s) order by s.position, s.id), '[]'::jsonb)
               from (select cf.position, ${fighterSummaryColumns('f')}
                       from content_fighter cf join fighter f on f.id = cf.fighter_id
                      where cf.content_type = $1 and cf.content_id = c.id and f.realm_id = c.realm_id) s) as fighters
       from ${contentTables[contentType]} c where c.id = $2 and c.realm_id = $3 and ${visibleSql('c', 4)}`,
    [contentType, contentId, context.realm.id, ...visibilityParams(context.viewer)],
  );
  return row ? row.fighters : null;
}
