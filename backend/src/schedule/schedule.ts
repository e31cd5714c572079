// The realm's schedule (live events in a time range, for the week view) and its
// EPG (each channel's programmes in a time range, for the grid). Both read one
// page or one grid in at most two statements, whatever the number of rows.
import type { Queryable } from '../db/database.ts';
import type { PageRequest } from '../http/paging.ts';
import type { LocalisedText } from '../i18n/language.ts';
import { text, type ContentContext } from '../content/contentContext.ts';
import { visibilityParams, visibleSql } from '../content/visibility.ts';
import { liveEventColumns, type LiveEventRow } from '../liveEvent/liveEvents.ts';
import type { TimeRange } from './scheduleRange.ts';

/**
 * Events the viewer may see (a child profile's rating, the territory rules)
 * on air at any moment of the range (a fight night that started the evening
 * before still shows on the morning it ends), earliest start first;
 * `onlyNotEndedAt` keeps those not over at that time (the guest schedule).
 * Ordered by instant, so the order is the same in every time zone.
 */
export async function eventsInRange(
  db: Queryable,
  context: ContentContext,
  range: TimeRange & { onlyNotEndedAt?: Date },
  page: PageRequest,
): Promise<{ events: LiveEventRow[]; totalCount: number }> {
  const where = `e.realm_id = $1 and e.start_date < $3 and e.end_date > $2
        and ($4::timestamptz is null or e.end_date > $4) and ${visibleSql('e', 5)}`;
  const params = [context.realm.id, range.from, range.to, range.onlyNotEndedAt ?? null, ...visibilityParams(context.viewer)];
  const rows = await db.query<LiveEventRow & { totalCount: number }>(
    `select ${liveEventColumns}, count(*) over ()::int as "totalCount"
       from live_event e where ${where}
      order by e.start_date, e.id
      limit $8 offset $9`,
    [...params, page.rpp, page.offset],
  );
  // A page past the end has no row to carry the count: count again only then.
  if (rows.length === 0 && page.offset > 0) {
    const [count] = await db.query<{ total: number }>(`select count(*)::int as total from live_event e where ${where}`, params);
    return { events: [], totalCount: count?.total ?? 0 };
  }
  return { events: rows.map(({ totalCount: _count, ...event }) => event as LiveEventRow), totalCount: rows[0]?.totalCount ?? 0 };
}

export type ProgrammeKind = 'LIVE_EVENT' | 'REPLAY' | 'VIDEO' | 'SHOW';
export type ProgrammeStatus = 'PAST' | 'ON_AIR' | 'UPCOMING';

interface ChannelRow extends Record<string, unknown> {
  id: number;
  name: LocalisedText;
  sport: string | null;
}

interface ProgrammeRow extends Record<string, unknown> {
  channelId: number;
  kind: ProgrammeKind;
  title: LocalisedText;
  description: LocalisedText;
  liveEventId: number | null;
  videoId: number | null;
  startDate: Date;
  endDate: Date;
}

export interface EpgGrid {
  channels: (ChannelRow & { programmes: ProgrammeRow[] })[];
}

/**
 * The realm's channels in order, each with what it shows during the range:
 * its live events, and the programmes between them. A programme that a moved
 * event now overlaps is left out: the event wins its slot. An event or video
 * the viewer may not see (a child profile's rating, the territory rules) is
 * left out too, as everywhere: the grid has a gap there.
 */
export async function epgGrid(db: Queryable, context: ContentContext, range: TimeRange): Promise<EpgGrid> {
  const channels = await db.query<ChannelRow>(
    'select id, name, sport from channel where realm_id = $1 order by position, id',
    [context.realm.id],
  );
  const programmes = await db.query<ProgrammeRow>(
    `select ce.channel_id as "channelId", 'LIVE_EVENT' as kind, e.title, e.description,
            e.id as "liveEventId", null::int as "videoId", e.start_date as "startDate", e.end_date as "endDate"
       from channel_event ce
       join channel c on c.id = ce.channel_id and c.realm_id = $1
       join live_event e on e.id = ce.live_event_id
      where e.start_date < $3 and e.end_date > $2 and ${visibleSql('e', 4)}
     union all
     select p.channel_id, p.kind, coalesce(p.title, v.title, e.title), coalesce(p.description, v.description, e.description),
            p.live_event_id, p.video_id, p.start_date, p.end_date
       from programme p
       join channel c on c.id = p.channel_id and c.realm_id = $1
       left join video v on v.id = p.video_id
       left join live_event e on e.id = p.live_event_id
      where p.start_date < $3 and p.end_date > $2
        and (v.id is null or ${visibleSql('v', 4)}) and (e.id is null or ${visibleSql('e', 4)})
        and not exists (
          select 1 from channel_event ce2 join live_event e2 on e2.id = ce2.live_event_id
           where ce2.channel_id = p.channel_id and e2.start_date < p.end_date and e2.end_date > p.start_date)
      order by 1, 7`,
    [context.realm.id, range.from, range.to, ...visibilityParams(context.viewer)],
  );
  return {
    channels: channels.map((channel) => ({
      ...channel,
      programmes: programmes.filter((programme) => programme.channelId === channel.id),
    })),
  };
}

export function programmeStatus(programme: Pick<ProgrammeRow, 'startDate' | 'endDate'>, now: Date): ProgrammeStatus {
  if (now < programme.startDate) return 'UPCOMING';
  if (now < programme.endDate) return 'ON_AIR';
  return 'PAST';
}

/**
 * Spec §3: the programme on air can be played from the grid when
 * currentProgramPlaybackStatus is ENABLED, past ones (as replays) when
 * epgPlaybackContentStatus is; nothing upcoming, and never a studio show,
 * which has no stream of its own.
 */
export function programmePlayable(kind: ProgrammeKind, status: ProgrammeStatus, context: ContentContext): boolean {
  if (kind === 'SHOW' || status === 'UPCOMING') return false;
  if (status === 'ON_AIR') return context.realm.currentProgramPlaybackStatus === 'ENABLED';
  return context.realm.epgPlaybackContentStatus === 'ENABLED';
}

export function epgJson(grid: EpgGrid, range: TimeRange, context: ContentContext) {
  return {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    channels: grid.channels.map((channel) => ({
      id: String(channel.id),
      name: text(context, channel.name),
      sport: channel.sport,
      programmes: channel.programmes.map((programme) => {
        const status = programmeStatus(programme, context.now);
        return {
          kind: programme.kind,
          title: text(context, programme.title),
          description: text(context, programme.description),
          startDate: new Date(programme.startDate).toISOString(),
          endDate: new Date(programme.endDate).toISOString(),
          status,
          playable: programmePlayable(programme.kind, status, context),
          liveEventId: programme.liveEventId === null ? null : String(programme.liveEventId),
          videoId: programme.videoId === null ? null : String(programme.videoId),
        };
      }),
    })),
  };
}

const nullableId = { type: ['string', 'null'] } as const;

export const epgSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to', 'channels'],
  properties: {
    from: { type: 'string', format: 'date-time' },
    to: { type: 'string', format: 'date-time' },
    channels: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'sport', 'programmes'],
        properties: {
          id: { type: 'string' },
          name: { type: 'string' },
          sport: { type: ['string', 'null'] },
          programmes: {
            type: 'array',
            description: 'What the channel shows during the range, earliest first',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['kind', 'title', 'description', 'startDate', 'endDate', 'status', 'playable', 'liveEventId', 'videoId'],
              properties: {
                kind: { type: 'string', enum: ['LIVE_EVENT', 'REPLAY', 'VIDEO', 'SHOW'] },
                title: { type: 'string' },
                description: { type: 'string' },
                startDate: { type: 'string', format: 'date-time' },
                endDate: { type: 'string', format: 'date-time' },
                status: { type: 'string', enum: ['PAST', 'ON_AIR', 'UPCOMING'], description: 'Computed from the clock at request time' },
                playable: { type: 'boolean', description: "Can be played from the grid now (the realm's EPG playback settings)" },
                liveEventId: { ...nullableId, description: 'The live event (LIVE_EVENT, REPLAY)' },
                videoId: { ...nullableId, description: 'The video (VIDEO)' },
              },
            },
          },
        },
      },
    },
  },
} as const;
