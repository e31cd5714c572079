// Storage of analytics: the realm's provider entries, the collector's events,
// referral sessions, and the analysts' read of them (spec §1 last bullet, §3,
// §7). One statement per list, never one per row.
import type { Queryable } from '../db/database.ts';
import type { AccessClaims } from '../session/accessToken.ts';
import type { AnalyticsProviderEntry, ConfigDeviceType, DeviceType } from './analyticsProviders.ts';

const DAY_MS = 86_400_000;
/** Spec §9: click ids (and so the referral they came with) are kept 90 days. */
export const REFERRAL_LIFETIME_DAYS = 90;
export const REFERRAL_LIFETIME_MS = REFERRAL_LIFETIME_DAYS * DAY_MS;

export async function analyticsProviderEntries(db: Queryable, realmId: number): Promise<AnalyticsProviderEntry[]> {
  return db.query<{ provider: string; deviceType: ConfigDeviceType; settings: unknown }>(
    `select provider, device_type as "deviceType", settings from analytics_provider_config where realm_id = $1`,
    [realmId],
  );
}

export interface IncomingEvent {
  name: string;
  occurredAt: string;
  properties?: Record<string, string | number | boolean | null>;
}

/**
 * Who sent the events, from the verified access token: the session always,
 * the account and profile only for signed-in accounts (spec §4: anonymous and
 * guest identities are skipped).
 */
export function eventIdentity(viewer: AccessClaims | null): { sessionId: number | null; userId: number | null; profileId: number | null } {
  if (!viewer) return { sessionId: null, userId: null, profileId: null };
  if (viewer.isGuest) return { sessionId: viewer.sessionId, userId: null, profileId: null };
  return { sessionId: viewer.sessionId, userId: viewer.userId, profileId: viewer.profile?.id ?? null };
}

export async function recordAnalyticsEvents(
  db: Queryable,
  batch: { realmId: number; deviceType: DeviceType; deviceId: string; viewer: AccessClaims | null; receivedAt: Date; events: IncomingEvent[] },
): Promise<number> {
  const who = eventIdentity(batch.viewer);
  await db.query(
    `insert into analytics_event (realm_id, name, occurred_at, received_at, device_type, device_id, session_id, user_id, profile_id, properties)
     select $1, e.name, e.occurred_at, $2, $3, $4, $5, $6, $7, e.properties
       from jsonb_to_recordset($8::jsonb) as e(name text, occurred_at timestamptz, properties jsonb)`,
    [
      batch.realmId,
      batch.receivedAt,
      batch.deviceType,
      batch.deviceId,
      who.sessionId,
      who.userId,
      who.profileId,
      JSON.stringify(batch.events.map((event) => ({ name: event.name, occurred_at: event.occurredAt, properties: event.properties ?? {} }))),
    ],
  );
  return batch.events.length;
}

// Types, not interfaces: rows must fit the database's Row (an index signature).
export type StoredEvent = {
  id: string;
  name: string;
  occurredAt: Date;
  deviceType: DeviceType;
  sessionId: number | null;
  userId: number | null;
  profileId: number | null;
  properties: Record<string, unknown>;
};

/** The realm's events in [from, to), newest first, one page. */
export async function listAnalyticsEvents(
  db: Queryable,
  query: { realmId: number; from: Date; to: Date; name?: string; offset: number; limit: number },
): Promise<{ events: StoredEvent[]; totalCount: number }> {
  const where = `realm_id = $1 and occurred_at >= $2 and occurred_at < $3 and ($4::text is null or name = $4)`;
  const params = [query.realmId, query.from, query.to, query.name ?? null];
  const [events, [count]] = await Promise.all([
    db.query<StoredEvent>(
      `select id::text as id, name, occurred_at as "occurredAt", device_type as "deviceType", session_id as "sessionId",
              user_id as "userId", profile_id as "profileId", properties
         from analytics_event where ${where} order by occurred_at desc, id desc offset $5 limit $6`,
      [...params, query.offset, query.limit],
    ),
    db.query<{ count: number }>(`select count(*)::int as count from analytics_event where ${where}`, params),
  ]);
  return { events, totalCount: count?.count ?? 0 };
}

export interface AnalyticsSummary {
  /** Events by UTC day and name. */
  events: Array<{ day: string; name: string; count: number }>;
  /** Referral sessions started by UTC day and referral id (null: an ad click without a referral link). */
  referralSessions: Array<{ day: string; referralId: string | null; count: number }>;
}

export async function analyticsSummary(db: Queryable, query: { realmId: number; from: Date; to: Date }): Promise<AnalyticsSummary> {
  const params = [query.realmId, query.from, query.to];
  const [events, referralSessions] = await Promise.all([
    db.query<{ day: string; name: string; count: number }>(
      `select to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD') as day, name, count(*)::int as count
         from analytics_event where realm_id = $1 and occurred_at >= $2 and occurred_at < $3
        group by 1, 2 order by 1, 2`,
      params,
    ),
    db.query<{ day: string; referralId: string | null; count: number }>(
      `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, referral_id as "referralId", count(*)::int as count
         from referral_session where realm_id = $1 and created_at >= $2 and created_at < $3
        group by 1, 2 order by 1, 2 nulls first`,
      params,
    ),
  ]);
  return { events, referralSessions };
}

export type ReferralSession = {
  id: string;
  referralId: string | null;
  clickId: string | null;
  adClickIds: Record<string, string>;
  createdAt: Date;
  expiresAt: Date;
};

export async function createReferralSession(
  db: Queryable,
  session: {
    realmId: number;
    deviceId: string;
    viewer: AccessClaims | null;
    referralId: string | null;
    clickId: string | null;
    adClickIds: Record<string, string>;
    extras: Record<string, unknown>;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<ReferralSession> {
  const [row] = await db.query<ReferralSession>(
    `insert into referral_session (realm_id, referral_id, click_id, ad_click_ids, extras, device_id, user_id, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     returning id::text as id, referral_id as "referralId", click_id as "clickId", ad_click_ids as "adClickIds",
               created_at as "createdAt", expires_at as "expiresAt"`,
    [
      session.realmId,
      session.referralId,
      session.clickId,
      JSON.stringify(session.adClickIds),
      JSON.stringify(session.extras),
      session.deviceId,
      eventIdentity(session.viewer).userId,
      session.createdAt,
      session.expiresAt,
    ],
  );
  return row!;
}
