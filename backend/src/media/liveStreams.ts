import type { Queryable } from '../db/database.ts';
import type { LiveSchedule } from './livePlaylist.ts';

/**
 * A live event's stream: when it is on air, and how far back a viewer may rewind it.
 * The DVR window is the stream provider's (table stream_provider: 1740 s for our origin,
 * 10 s for a relay that keeps only its last segments), and only where the event's realm
 * has DVR (realm.has_dvr); elsewhere it is null and the stream keeps a short live window.
 */
export interface LiveStream extends LiveSchedule {
  eventId: number;
  realmId: number;
}

export async function liveStreamById(db: Queryable, eventId: number): Promise<LiveStream | null> {
  const rows = await db.query<{ eventId: number; realmId: number; startDate: Date; endDate: Date; dvrWindowSeconds: number | null }>(
    `select e.id as "eventId", e.realm_id as "realmId", e.start_date as "startDate", e.end_date as "endDate",
            case when r.has_dvr then p.dvr_window_seconds end as "dvrWindowSeconds"
       from live_event e
       join realm r on r.id = e.realm_id
       join stream_provider p on p.name = e.stream_provider
      where e.id = $1`,
    [eventId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    eventId: row.eventId,
    realmId: row.realmId,
    startMs: new Date(row.startDate).getTime(),
    endMs: new Date(row.endDate).getTime(),
    dvrWindowSeconds: row.dvrWindowSeconds,
  };
}

export interface LiveStreams {
  byEventId(eventId: number): Promise<LiveStream | null>;
}

/**
 * Live streams kept in process for a moment: every viewer's player asks for its playlist
 * each segment (2 s), and a schedule changes rarely (an admin's move shows within the
 * TTL). Only events that exist are kept, so guessed ids cannot grow the cache.
 */
export function createLiveStreams(db: Queryable, options: { ttlMs?: number; clock?: () => number } = {}): LiveStreams {
  const ttlMs = options.ttlMs ?? 2000;
  // A monotonic clock: the backend's `now` is the business clock, which tests move.
  const clock = options.clock ?? (() => performance.now());
  const kept = new Map<number, { stream: LiveStream; expiresAt: number }>();
  return {
    async byEventId(eventId) {
      const hit = kept.get(eventId);
      if (hit && hit.expiresAt > clock()) return hit.stream;
      const stream = await liveStreamById(db, eventId);
      if (stream && ttlMs > 0) kept.set(eventId, { stream, expiresAt: clock() + ttlMs });
      else kept.delete(eventId);
      return stream;
    },
  };
}
