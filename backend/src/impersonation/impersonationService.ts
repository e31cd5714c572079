// Admin impersonation: support staff see the product exactly as a customer
// does. An admin asks for a short-lived, single-use token for a customer of
// their realm; opening /impersonate?token=… exchanges it (spec §7
// `GET /admin/user/impersonate`) for a session of the customer marked with the
// admin's id, so every token of it carries `imp: {adm}` and the clients show
// the impersonation overlay (spec §2: 'Impersonating', exid, device, location).
//
// Decisions where the spec is silent:
// - Only customers can be impersonated (never an admin: no stepping up), and
//   only by an admin of the same realm.
// - Tokens live 2 minutes: enough to open the link, too short to leak usefully.
// - The overlay's device and location describe the customer, which is what
//   support needs: the device of the customer's most recently active session
//   of their own (else this one) and the account's country.
import type { Queryable } from '../db/database.ts';
import type { BackendDeps } from '../deps.ts';
import { ApiError } from '../http/apiError.ts';
import { hashSecret, newSecret } from '../oauth/secrets.ts';
import type { Realm } from '../realm/realmRepository.ts';
import type { AccessClaims } from '../session/accessToken.ts';
import { issueTokens, openSession, type SessionDevice, type SessionTokens } from '../session/sessionService.ts';

export const IMPERSONATION_TOKEN_TTL_SECONDS = 120;

export interface CustomerSummary {
  id: number;
  exid: string;
  email: string;
  status: string;
  createdAt: Date;
}

/** Customers of the realm whose email contains `email` (case-insensitive), at most 20. */
export async function searchCustomers(db: Queryable, realm: Realm, email: string): Promise<CustomerSummary[]> {
  const pattern = `%${email.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db.query<CustomerSummary & Record<string, unknown>>(
    `select id, exid, email, status, created_at as "createdAt" from app_user
      where realm_id = $1 and role = 'CUSTOMER' and not is_guest and lower(email) like $2
      order by lower(email) limit 20`,
    [realm.id, pattern],
  );
}

export async function createImpersonationToken(
  deps: BackendDeps,
  realm: Realm,
  admin: AccessClaims,
  userId: number,
): Promise<{ token: string; exp: Date }> {
  if (admin.impersonatedBy) {
    throw new ApiError(403, 'FORBIDDEN', 'End the impersonation before starting another');
  }
  const [customer] = await deps.db.query<{ id: number }>(
    `select id from app_user where id = $1 and realm_id = $2 and role = 'CUSTOMER' and not is_guest`,
    [userId, realm.id],
  );
  if (!customer) throw new ApiError(404, 'NOT_FOUND', 'No customer with this id in this realm');
  const token = newSecret();
  const exp = new Date(deps.now().getTime() + IMPERSONATION_TOKEN_TTL_SECONDS * 1000);
  await deps.db.query(
    `insert into impersonation_token (realm_id, admin_id, user_id, token_hash, expires_at) values ($1, $2, $3, $4, $5)`,
    [realm.id, admin.userId, customer.id, hashSecret(token), exp],
  );
  return { token, exp };
}

/** Spends a token: a new session of the customer, marked as opened by the admin. */
export async function signInWithImpersonationToken(
  deps: BackendDeps,
  realm: Realm,
  token: string,
  device: SessionDevice,
): Promise<SessionTokens> {
  const tokens = await deps.db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number; adminId: number; userId: number; expiresAt: Date; usedAt: Date | null }>(
      `select id, admin_id as "adminId", user_id as "userId", expires_at as "expiresAt", used_at as "usedAt"
         from impersonation_token where token_hash = $1 and realm_id = $2
        for update`,
      [hashSecret(token), realm.id],
    );
    const now = deps.now();
    if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) return null;
    await tx.query(`update impersonation_token set used_at = $2 where id = $1`, [row.id, now]);
    // The session is marked before its tokens are handed out, so every one of them carries `imp`.
    const first = await openSession(tx, deps, { userId: row.userId, realm, device });
    const [session] = await tx.query<{ id: number }>(
      `update session set impersonated_by = $2
        where id = (select session_id from refresh_token where token_hash = $1)
        returning id`,
      [hashSecret(first.refreshToken), row.adminId],
    );
    // The pair issued before the mark is never handed out.
    await tx.query(`delete from refresh_token where token_hash = $1`, [hashSecret(first.refreshToken)]);
    return issueTokens(tx, deps, session!.id, realm);
  });
  if (!tokens) {
    throw new ApiError(401, 'INVALID_IMPERSONATION_TOKEN', 'The impersonation link is unknown, expired or already used');
  }
  return tokens;
}

export interface ImpersonationState {
  impersonating: boolean;
  exid: string | null;
  device: string | null;
  location: string | null;
  admin: { id: string; email: string } | null;
}

/** A short label of a session's device: the app, and browser and system from the user agent. */
export function deviceLabel(app: string | null, userAgent: string | null): string {
  const ua = userAgent ?? '';
  const browser =
    /Edg\//.test(ua) ? 'Edge'
    : /(Chrome|Chromium)\//.test(ua) ? 'Chrome'
    : /Firefox\//.test(ua) ? 'Firefox'
    : /Safari\//.test(ua) ? 'Safari'
    : null;
  const system =
    /Android/.test(ua) ? 'Android'
    : /iPhone|iPad|iOS/.test(ua) ? 'iOS'
    : /Windows/.test(ua) ? 'Windows'
    : /Mac OS X|Macintosh/.test(ua) ? 'macOS'
    : /Linux|X11/.test(ua) ? 'Linux'
    : null;
  const what = [browser, system && `on ${system}`].filter(Boolean).join(' ');
  const appName = app && app !== 'gateway' ? app : 'web';
  return what ? `${appName} · ${what}` : appName;
}

export async function impersonationState(db: Queryable, viewer: AccessClaims): Promise<ImpersonationState> {
  if (!viewer.impersonatedBy) return { impersonating: false, exid: null, device: null, location: null, admin: null };
  const [row] = await db.query<{
    exid: string;
    country: string | null;
    adminEmail: string;
    app: string | null;
    userAgent: string | null;
  }>(
    `select u.exid, u.country, a.email as "adminEmail", s.app, s.user_agent as "userAgent"
       from app_user u
       join app_user a on a.id = $2
       left join lateral (
         select app, user_agent from session
          where user_id = u.id and (impersonated_by is null or id = $3)
          order by (impersonated_by is null) desc, last_seen_at desc limit 1
       ) s on true
      where u.id = $1`,
    [viewer.userId, viewer.impersonatedBy, viewer.sessionId],
  );
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'The impersonated account no longer exists');
  return {
    impersonating: true,
    exid: row.exid,
    device: deviceLabel(row.app, row.userAgent),
    location: row.country && row.country !== 'ZZ' ? row.country : 'Unknown',
    admin: { id: String(viewer.impersonatedBy), email: row.adminEmail },
  };
}
