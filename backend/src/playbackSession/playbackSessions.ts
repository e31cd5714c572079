import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/apiError.ts';
import type { AccessClaims } from '../session/accessToken.ts';

/**
 * The per-account concurrent-stream limit (spec §8 "watching on another device").
 * A device is a sign-in session: handing out a stream starts (or moves) that
 * session's one playback session, and the player keeps it alive with heartbeats.
 * A stream is refused while the account's other sessions already play as many
 * streams as the realm allows; a session whose heartbeats stop stops counting
 * after HEARTBEAT_EXPIRY_SECONDS, so a closed laptop frees its place by itself.
 */

/** How often a player sends a heartbeat. */
export const HEARTBEAT_INTERVAL_SECONDS = 30;
/** Two missed heartbeats and a margin for a slow network. */
export const HEARTBEAT_EXPIRY_SECONDS = 2 * HEARTBEAT_INTERVAL_SECONDS + 10;

export type PlayedContent = { type: 'VIDEO' | 'LIVE_EVENT'; id: number };

export interface PlaybackSession {
  id: string;
  heartbeatIntervalSeconds: number;
}

/** The `playbackSession` of a stream answer (REST). */
export const playbackSessionSchema = {
  type: 'object',
  description:
    'The place this stream takes under the account\'s concurrent-stream limit: send a heartbeat every ' +
    'heartbeatIntervalSeconds while playing (POST /stream/session/{id}/heartbeat) and DELETE it on stop',
  required: ['id', 'heartbeatIntervalSeconds'],
  properties: { id: { type: 'string', format: 'uuid' }, heartbeatIntervalSeconds: { type: 'integer' } },
} as const;

export function concurrentStreamLimitError(limit: number): ApiError {
  return new ApiError(
    403,
    'CONCURRENT_STREAM_LIMIT',
    `This account is already watching on ${limit} other device${limit === 1 ? '' : 's'}; close one of them to watch here`,
    { limit },
  );
}

/** Rows of the user's other sessions that still count, locked against a concurrent start. */
async function otherActiveSessions(tx: Queryable, viewer: AccessClaims, now: Date): Promise<number> {
  // One start at a time per account: two devices pressing play together must not both get the last place.
  await tx.query('select pg_advisory_xact_lock(4101, $1)', [viewer.userId]);
  return streamsOnOtherDevices(tx, viewer, now);
}

/**
 * How many streams the account plays on its other devices now (unlocked: for
 * telling a viewer beforehand; starting a stream counts again under the lock).
 */
export async function streamsOnOtherDevices(db: Queryable, viewer: Pick<AccessClaims, 'userId' | 'sessionId'>, now: Date): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `select count(*)::int as count from playback_session p join session s on s.id = p.session_id
     where p.user_id = $1 and p.session_id <> $2 and s.revoked_at is null
       and p.last_heartbeat_at > $3::timestamptz - make_interval(secs => $4)`,
    [viewer.userId, viewer.sessionId, now, HEARTBEAT_EXPIRY_SECONDS],
  );
  return row?.count ?? 0;
}

/**
 * Starts the viewer's playback session for `content` (replacing what this device
 * played before), or refuses with CONCURRENT_STREAM_LIMIT.
 */
export async function startPlaybackSession(
  db: { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> },
  viewer: AccessClaims,
  realm: { id: number; concurrentStreamLimit: number },
  content: PlayedContent,
  now: Date,
): Promise<PlaybackSession> {
  return db.transaction(async (tx) => {
    if ((await otherActiveSessions(tx, viewer, now)) >= realm.concurrentStreamLimit) {
      throw concurrentStreamLimitError(realm.concurrentStreamLimit);
    }
    const [row] = await tx.query<{ id: string }>(
      `insert into playback_session (realm_id, user_id, session_id, content_type, content_id, started_at, last_heartbeat_at)
       values ($1, $2, $3, $4, $5, $6, $6)
       on conflict (session_id) do update set content_type = excluded.content_type, content_id = excluded.content_id,
         started_at = excluded.started_at, last_heartbeat_at = excluded.last_heartbeat_at, id = gen_random_uuid()
       returning id`,
      [realm.id, viewer.userId, viewer.sessionId, content.type, content.id, now],
    );
    return { id: row!.id, heartbeatIntervalSeconds: HEARTBEAT_INTERVAL_SECONDS };
  });
}

/**
 * Keeps a playback session counting. A session that had lapsed (the device slept)
 * gets its place back only if the limit still allows it; one that another stream
 * on the same device replaced is gone (404), and the player stops.
 */
export async function keepPlaybackSessionAlive(
  db: { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> },
  viewer: AccessClaims,
  realm: { concurrentStreamLimit: number },
  playbackSessionId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ lapsed: boolean }>(
      `select last_heartbeat_at <= $3::timestamptz - make_interval(secs => $4) as lapsed from playback_session
       where id = $1 and session_id = $2`,
      [playbackSessionId, viewer.sessionId, now, HEARTBEAT_EXPIRY_SECONDS],
    );
    if (!row) throw new ApiError(404, 'NOT_FOUND', 'This playback session has ended');
    if (row.lapsed && (await otherActiveSessions(tx, viewer, now)) >= realm.concurrentStreamLimit) {
      throw concurrentStreamLimitError(realm.concurrentStreamLimit);
    }
    await tx.query('update playback_session set last_heartbeat_at = $2 where id = $1', [playbackSessionId, now]);
  });
}

/** The player stopped: the place is free at once. */
export async function endPlaybackSession(db: Queryable, viewer: AccessClaims, playbackSessionId: string): Promise<void> {
  await db.query('delete from playback_session where id = $1 and session_id = $2', [playbackSessionId, viewer.sessionId]);
}
