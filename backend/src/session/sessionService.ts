import { createHash, randomBytes } from 'node:crypto';
import type { BackendConfig } from '../config.ts';
import type { Database, Queryable } from '../db/database.ts';
import { ApiError } from '../http/apiError.ts';
import type { Realm } from '../realm/realmRepository.ts';
import { signAccessToken, type Role } from './accessToken.ts';
import type { SigningKeys } from './signingKeys.ts';

export interface SessionTokens {
  authorisationToken: string;
  refreshToken: string;
  expiresAt: Date;
}

interface SessionDeps {
  db: Database;
  config: BackendConfig;
  tokenKeys: SigningKeys;
  now: () => Date;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts an anonymous guest session: a guest user, a session and its first tokens. */
export async function checkInGuest(deps: SessionDeps, realm: Realm, deviceId: string): Promise<SessionTokens> {
  if (!realm.guestsAllowed) {
    throw new ApiError(403, 'GUESTS_NOT_ALLOWED', `Realm "${realm.name}" does not allow guests`);
  }
  return deps.db.transaction(async (tx) => {
    const [user] = await tx.query<{ id: number }>(
      `insert into app_user (realm_id, role, is_guest) values ($1, 'GUEST', true) returning id`,
      [realm.id],
    );
    const [session] = await tx.query<{ id: number }>(
      `insert into session (user_id, realm_id, device_id) values ($1, $2, $3) returning id`,
      [user!.id, realm.id, deviceId],
    );
    return issueTokens(tx, deps, { userId: user!.id, role: 'GUEST', isGuest: true, sessionId: session!.id, realm });
  });
}

async function issueTokens(
  tx: Queryable,
  deps: SessionDeps,
  session: { userId: number; role: Role; isGuest: boolean; sessionId: number; realm: Realm },
): Promise<SessionTokens> {
  const now = deps.now();
  const refreshToken = randomBytes(32).toString('base64url');
  await tx.query(`insert into refresh_token (session_id, token_hash, expires_at) values ($1, $2, $3)`, [
    session.sessionId,
    hashToken(refreshToken),
    new Date(now.getTime() + deps.config.refreshTokenTtlSeconds * 1000),
  ]);
  const access = await signAccessToken(
    { userId: session.userId, role: session.role, isGuest: session.isGuest, realmName: session.realm.name, sessionId: session.sessionId },
    { key: deps.tokenKeys.signing, ttlSeconds: deps.config.accessTokenTtlSeconds, now },
  );
  return { authorisationToken: access.token, refreshToken, expiresAt: access.expiresAt };
}

interface RefreshRow extends Record<string, unknown> {
  tokenId: number;
  expiresAt: Date;
  usedAt: Date | null;
  sessionId: number;
  revokedAt: Date | null;
  realmId: number;
  userId: number;
  role: Role;
  isGuest: boolean;
}

/**
 * Exchanges a refresh token for a new pair. A token is good once: presenting a
 * used one means it leaked, so the whole session is revoked (REFRESH_TOKEN_REUSED).
 */
export async function refreshSession(deps: SessionDeps, realm: Realm, refreshToken: string): Promise<SessionTokens> {
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx.query<RefreshRow>(
      `select t.id as "tokenId", t.expires_at as "expiresAt", t.used_at as "usedAt",
              s.id as "sessionId", s.revoked_at as "revokedAt", s.realm_id as "realmId",
              u.id as "userId", u.role, u.is_guest as "isGuest"
         from refresh_token t
         join session s on s.id = t.session_id
         join app_user u on u.id = s.user_id
        where t.token_hash = $1
        for update of t`,
      [hashToken(refreshToken)],
    );
    const now = deps.now();
    if (!row || row.realmId !== realm.id || row.revokedAt) return 'invalid' as const;
    if (row.usedAt) {
      await tx.query(`update session set revoked_at = $2 where id = $1 and revoked_at is null`, [row.sessionId, now]);
      return 'reused' as const;
    }
    if (row.expiresAt.getTime() <= now.getTime()) return 'invalid' as const;
    await tx.query(`update refresh_token set used_at = $2 where id = $1`, [row.tokenId, now]);
    return issueTokens(tx, deps, { ...row, realm });
  });
  if (outcome === 'reused') {
    throw new ApiError(401, 'REFRESH_TOKEN_REUSED', 'The refresh token was already used; the session has been ended');
  }
  if (outcome === 'invalid') {
    throw new ApiError(401, 'INVALID_REFRESH_TOKEN', 'The refresh token is unknown or expired');
  }
  return outcome;
}

export async function isSessionActive(db: Queryable, sessionId: number): Promise<boolean> {
  const rows = await db.query('select 1 from session where id = $1 and revoked_at is null', [sessionId]);
  return rows.length > 0;
}
