import { createHash, randomBytes } from 'node:crypto';
import type { BackendConfig } from '../config.ts';
import type { Database, Queryable } from '../db/database.ts';
import { ApiError } from '../http/apiError.ts';
import type { Realm } from '../realm/realmRepository.ts';
import { signAccessToken, type ProfileKind, type Role } from './accessToken.ts';
import type { SigningKeys } from './signingKeys.ts';

export interface SessionTokens {
  authorisationToken: string;
  refreshToken: string;
  expiresAt: Date;
}

export interface SessionDeps {
  db: Database;
  config: BackendConfig;
  tokenKeys: SigningKeys;
  now: () => Date;
}

/** Where a session runs, shown in the account's list of signed-in devices. */
export interface SessionDevice {
  deviceId: string;
  app: string;
  userAgent: string | null;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts an anonymous guest session: a guest user, a session and its first tokens. */
export async function checkInGuest(deps: SessionDeps, realm: Realm, device: SessionDevice): Promise<SessionTokens> {
  if (!realm.guestsAllowed) {
    throw new ApiError(403, 'GUESTS_NOT_ALLOWED', `Realm "${realm.name}" does not allow guests`);
  }
  return deps.db.transaction(async (tx) => {
    const [user] = await tx.query<{ id: number }>(
      `insert into app_user (realm_id, role, is_guest) values ($1, 'GUEST', true) returning id`,
      [realm.id],
    );
    return openSession(tx, deps, { userId: user!.id, realm, device });
  });
}

/**
 * Opens a new session for a user of `realm` and issues its first tokens. The
 * session watches as `profileId`, or as the account's main profile when there is one.
 */
export async function openSession(
  tx: Queryable,
  deps: SessionDeps,
  options: { userId: number; realm: Realm; device: SessionDevice; profileId?: number | null },
): Promise<SessionTokens> {
  const { userId, realm, device } = options;
  const [session] = await tx.query<{ id: number }>(
    `insert into session (user_id, realm_id, device_id, app, user_agent, profile_id, last_seen_at)
     values ($1, $2, $3, $4, $5,
             coalesce($6, (select id from profile where user_id = $1 and is_main)), $7)
     returning id`,
    [userId, realm.id, device.deviceId, device.app, device.userAgent, options.profileId ?? null, deps.now()],
  );
  return issueTokens(tx, deps, session!.id, realm);
}

interface TokenSubjectRow extends Record<string, unknown> {
  userId: number;
  role: Role;
  isGuest: boolean;
  status: string;
  adsId: string;
  country: string | null;
  partition: string | null;
  profileId: number | null;
  profileKind: ProfileKind | null;
  impersonatedBy: number | null;
}

/**
 * Issues a new token pair for an open session, with the claims read afresh
 * from the account and the session's profile (a role or profile change shows
 * in the next token).
 */
export async function issueTokens(tx: Queryable, deps: SessionDeps, sessionId: number, realm: Realm): Promise<SessionTokens> {
  const [row] = await tx.query<TokenSubjectRow>(
    `select u.id as "userId", u.role, u.is_guest as "isGuest", u.status, u.ads_id as "adsId",
            u.country, u.partition, p.id as "profileId", p.kind as "profileKind",
            s.impersonated_by as "impersonatedBy"
       from session s
       join app_user u on u.id = s.user_id
       left join profile p on p.id = s.profile_id
      where s.id = $1`,
    [sessionId],
  );
  if (!row) throw new Error(`session ${sessionId} does not exist`);
  const now = deps.now();
  const refreshToken = randomBytes(32).toString('base64url');
  await tx.query(`insert into refresh_token (session_id, token_hash, expires_at) values ($1, $2, $3)`, [
    sessionId,
    hashToken(refreshToken),
    new Date(now.getTime() + refreshTtlSeconds(deps, row) * 1000),
  ]);
  await tx.query(`update session set last_seen_at = $2 where id = $1`, [sessionId, now]);
  const access = await signAccessToken(
    {
      userId: row.userId,
      role: row.role,
      isGuest: row.isGuest,
      realmName: realm.name,
      sessionId,
      profile: row.profileId === null ? null : { id: row.profileId, kind: row.profileKind ?? 'ADULT' },
      approved: row.status === 'ACTIVE',
      country: row.country ?? 'ZZ',
      partition: row.partition,
      adsId: row.adsId,
      impersonatedBy: row.impersonatedBy,
    },
    { key: deps.tokenKeys.signing, ttlSeconds: deps.config.accessTokenTtlSeconds, now },
  );
  return { authorisationToken: access.token, refreshToken, expiresAt: access.expiresAt };
}

/**
 * An admin's impersonation session is not left lying around: it ends after an
 * hour without a refresh (backend/src/impersonation), where a customer's own
 * lasts 30 days.
 */
const IMPERSONATION_IDLE_SECONDS = 60 * 60;

function refreshTtlSeconds(deps: SessionDeps, row: TokenSubjectRow): number {
  const ttl = deps.config.refreshTokenTtlSeconds;
  return row.impersonatedBy ? Math.min(ttl, IMPERSONATION_IDLE_SECONDS) : ttl;
}

interface RefreshRow extends Record<string, unknown> {
  tokenId: number;
  expiresAt: Date;
  usedAt: Date | null;
  sessionId: number;
  revokedAt: Date | null;
  realmId: number;
  usedByDevice: string | null;
  status: string;
}

/**
 * Exchanges a refresh token for a new pair. A token is good once: presenting a
 * used one means it leaked, so the whole session is revoked (REFRESH_TOKEN_REUSED).
 */
/**
 * How long after its use a refresh token may be used again by the device that
 * used it. A browser's burst of requests with an expired access token can land on
 * two gateways at once (several instances share nothing but the backend), and
 * each refreshes with the same token: without this, the second one would look
 * like theft and end the viewer's session. Kept short, and only for the device
 * that used the token first: a reuse from anywhere else, or later, or after a
 * thief's first use, still ends the session (the "Reuse interval" of Auth0's and Okta's rotation, for the same reason).
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

export async function refreshSession(
  deps: SessionDeps,
  realm: Realm,
  refreshToken: string,
  device: Pick<SessionDevice, 'deviceId'>,
): Promise<SessionTokens> {
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx.query<RefreshRow>(
      `select t.id as "tokenId", t.expires_at as "expiresAt", t.used_at as "usedAt", t.used_by_device as "usedByDevice",
              s.id as "sessionId", s.revoked_at as "revokedAt", s.realm_id as "realmId", u.status
         from refresh_token t
         join session s on s.id = t.session_id
         join app_user u on u.id = s.user_id
        where t.token_hash = $1
        for update of t`,
      [hashToken(refreshToken)],
    );
    const now = deps.now();
    if (!row || row.realmId !== realm.id || row.revokedAt || row.status === 'SUSPENDED') return 'invalid' as const;
    if (row.usedAt) {
      const sinceUse = now.getTime() - row.usedAt.getTime();
      // The same device as the first use: a thief who used the token first, or who reuses it later, still ends the session.
      const concurrentOwnRefresh = row.usedByDevice === device.deviceId && sinceUse <= REFRESH_REUSE_GRACE_SECONDS * 1000;
      // Another pair for the same session: the device keeps whichever answer arrives last.
      if (concurrentOwnRefresh) return issueTokens(tx, deps, row.sessionId, realm);
      await revokeSession(tx, row.sessionId, now);
      return 'reused' as const;
    }
    if (row.expiresAt.getTime() <= now.getTime()) return 'invalid' as const;
    await tx.query(`update refresh_token set used_at = $2, used_by_device = $3 where id = $1`, [row.tokenId, now, device.deviceId]);
    return issueTokens(tx, deps, row.sessionId, realm);
  });
  if (outcome === 'reused') {
    throw new ApiError(401, 'REFRESH_TOKEN_REUSED', 'The refresh token was already used; the session has been ended');
  }
  if (outcome === 'invalid') {
    throw new ApiError(401, 'INVALID_REFRESH_TOKEN', 'The refresh token is unknown or expired');
  }
  return outcome;
}

/** Ends a session server-side: its access tokens stop working at once and its refresh tokens are refused. */
export async function revokeSession(db: Queryable, sessionId: number, now: Date): Promise<void> {
  await db.query(`update session set revoked_at = $2 where id = $1 and revoked_at is null`, [sessionId, now]);
}

/**
 * The profile an open session watches as now (null: none), or undefined when
 * the session has ended. A token whose `pro` differs was issued before a
 * profile switch and must not keep the old profile's rights.
 */
export async function activeSessionProfile(db: Queryable, sessionId: number): Promise<number | null | undefined> {
  const [row] = await db.query<{ profileId: number | null }>(
    'select profile_id as "profileId" from session where id = $1 and revoked_at is null',
    [sessionId],
  );
  return row ? row.profileId : undefined;
}
