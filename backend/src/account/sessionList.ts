// The account's signed-in sessions: listed without any token material, ended
// one by one or all but the current one ("sign out everywhere else").
import type { Queryable } from '../db/database.ts';
import { notFound } from '../http/apiError.ts';
import { revokeSession } from '../session/sessionService.ts';
import { deviceName } from './deviceName.ts';

export interface SignedInSession {
  id: string;
  app: string | null;
  device: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

interface SessionRow extends Record<string, unknown> {
  id: number;
  app: string | null;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/** Open sessions of the user, most recently active first; the caller's own is marked `current`. */
export async function listSessions(db: Queryable, userId: number, currentSessionId: number): Promise<SignedInSession[]> {
  const rows = await db.query<SessionRow>(
    `select id, app, user_agent as "userAgent", created_at as "createdAt", last_seen_at as "lastSeenAt"
       from session where user_id = $1 and revoked_at is null
      order by (id = $2) desc, last_seen_at desc, id desc`,
    [userId, currentSessionId],
  );
  return rows.map((row) => ({
    id: String(row.id),
    app: row.app,
    device: deviceName(row.userAgent, row.app),
    createdAt: new Date(row.createdAt).toISOString(),
    lastSeenAt: new Date(row.lastSeenAt).toISOString(),
    current: row.id === currentSessionId,
  }));
}

/** Ends one of the user's own sessions; another user's (or an ended) session is NOT_FOUND. */
export async function endOwnSession(db: Queryable, userId: number, sessionId: number, now: Date): Promise<void> {
  const rows = await db.query('select 1 from session where id = $1 and user_id = $2 and revoked_at is null', [sessionId, userId]);
  if (rows.length === 0) throw notFound('Session');
  await revokeSession(db, sessionId, now);
}

/** Ends every open session of the user but `keepSessionId`; answers how many ended. */
export async function endOtherSessions(db: Queryable, userId: number, keepSessionId: number, now: Date): Promise<number> {
  const rows = await db.query(
    `update session set revoked_at = $3 where user_id = $1 and id <> $2 and revoked_at is null returning id`,
    [userId, keepSessionId, now],
  );
  return rows.length;
}
