// TV sign-in with a short code, the device authorisation pattern of RFC 8628:
// the TV asks for a pair of codes, shows the short user code and polls with
// the long device code; a signed-in viewer types the user code on the realm's
// TV_LOGIN page (`/tv`); the TV's next poll gets a session of that viewer.
//
// - Only on realms with `pinLoginEnabled`.
// - User codes: 8 letters from an alphabet without vowels or look-alikes
//   (RFC 8628 §6.1), shown as XXXX-XXXX; typed in any case, with or without
//   the dash. 20^8 ≈ 2.6e10 codes, 10 minutes each, and wrong guesses are
//   rate-limited, so guessing a live code is hopeless.
// - Device codes are 256-bit secrets kept hashed; the tokens are handed out
//   once (single use), then the device code is spent.
import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import type { BackendDeps } from '../deps.ts';
import { ApiError } from '../http/apiError.ts';
import { hashSecret, newSecret } from '../oauth/secrets.ts';
import type { Realm } from '../realm/realmRepository.ts';
import type { AccessClaims } from '../session/accessToken.ts';
import { openSession, type SessionDevice, type SessionTokens } from '../session/sessionService.ts';

export const TV_CODE_TTL_SECONDS = 10 * 60;
export const TV_POLL_INTERVAL_SECONDS = 5;
export const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
const USER_CODE_LENGTH = 8;

export function assertPinLogin(realm: Realm): void {
  if (!realm.pinLoginEnabled) {
    throw new ApiError(403, 'PIN_LOGIN_DISABLED', 'This realm does not offer TV sign-in with a code');
  }
}

/** `bcdf-ghjk`, ` BCDFGHJK ` → `BCDFGHJK`; null when it cannot be a user code. */
export function normaliseUserCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== USER_CODE_LENGTH) return null;
  return [...code].every((letter) => USER_CODE_ALPHABET.includes(letter)) ? code : null;
}

export function formatUserCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

function newUserCode(): string {
  let code = '';
  for (let i = 0; i < USER_CODE_LENGTH; i++) code += USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)];
  return code;
}

export interface TvCode {
  deviceCode: string;
  userCode: string;
  expiresIn: number;
  interval: number;
}

export async function startTvLogin(deps: BackendDeps, realm: Realm, device: SessionDevice): Promise<TvCode> {
  assertPinLogin(realm);
  const now = deps.now();
  const deviceCode = newSecret();
  // A clash with a code still open in the realm is astronomically rare; pick again if it happens.
  for (let attempt = 0; attempt < 5; attempt++) {
    const userCode = newUserCode();
    const inserted = await deps.db.query<{ id: number }>(
      `insert into tv_login (realm_id, device_code_hash, user_code, device_id, app, user_agent, expires_at)
       select $1, $2, $3, $4, $5, $6, $7
        where not exists (select 1 from tv_login where realm_id = $1 and user_code = $3 and expires_at > $8)
       returning id`,
      [
        realm.id,
        hashSecret(deviceCode),
        userCode,
        device.deviceId,
        device.app,
        device.userAgent,
        new Date(now.getTime() + TV_CODE_TTL_SECONDS * 1000),
        now,
      ],
    );
    if (inserted.length > 0) {
      return { deviceCode, userCode: formatUserCode(userCode), expiresIn: TV_CODE_TTL_SECONDS, interval: TV_POLL_INTERVAL_SECONDS };
    }
  }
  throw new Error('could not find a free TV user code');
}

/** Binds an open code to the viewer (and the profile they watch as). */
export async function approveTvLogin(deps: BackendDeps, realm: Realm, viewer: AccessClaims, userCode: string): Promise<void> {
  assertPinLogin(realm);
  const code = normaliseUserCode(userCode);
  const approved = code
    ? await deps.db.query<{ id: number }>(
        `update tv_login set approved_by = $3, approved_profile_id = $4, approved_at = $5
          where realm_id = $1 and user_code = $2 and expires_at > $5 and approved_by is null
          returning id`,
        [realm.id, code, viewer.userId, viewer.profile?.id ?? null, deps.now()],
      )
    : [];
  if (approved.length === 0) {
    // Unknown, expired and already used look the same: nothing to learn by guessing.
    throw new ApiError(404, 'INVALID_TV_CODE', 'This code is not valid or has expired. Check the code on your TV');
  }
}

interface PollRow extends Record<string, unknown> {
  id: number;
  expiresAt: Date;
  lastPolledAt: Date | null;
  approvedBy: number | null;
  approvedProfileId: number | null;
  collectedAt: Date | null;
  deviceId: string;
  app: string;
  userAgent: string | null;
}

/** RFC 8628 §3.5 answers, as `{code: error}` with status 400. */
function pollError(code: string, message: string): ApiError {
  return new ApiError(400, code, message, { error: code });
}

/** The TV's poll: pending, too fast, expired, or (once) the tokens. */
export async function pollTvLogin(deps: BackendDeps, realm: Realm, deviceCode: string): Promise<SessionTokens> {
  assertPinLogin(realm);
  const outcome = await deps.db.transaction(async (tx: Queryable) => {
    const [row] = await tx.query<PollRow>(
      `select id, expires_at as "expiresAt", last_polled_at as "lastPolledAt", approved_by as "approvedBy",
              approved_profile_id as "approvedProfileId", collected_at as "collectedAt",
              device_id as "deviceId", app, user_agent as "userAgent"
         from tv_login where realm_id = $1 and device_code_hash = $2
        for update`,
      [realm.id, hashSecret(deviceCode)],
    );
    const now = deps.now();
    if (!row || row.collectedAt) return 'invalid' as const;
    if (row.expiresAt.getTime() <= now.getTime()) return 'expired' as const;
    await tx.query(`update tv_login set last_polled_at = $2 where id = $1`, [row.id, now]);
    if (row.approvedBy === null) {
      // A TV that ignores the interval is told to slow down (a little slack for network jitter).
      // Once approved, the answer comes at once: the viewer is looking at the TV.
      const early = row.lastPolledAt && now.getTime() - row.lastPolledAt.getTime() < TV_POLL_INTERVAL_SECONDS * 1000 - 500;
      return early ? ('slow' as const) : ('pending' as const);
    }
    await tx.query(`update tv_login set collected_at = $2 where id = $1`, [row.id, now]);
    return openSession(tx, deps, {
      userId: row.approvedBy,
      realm,
      device: { deviceId: row.deviceId, app: row.app, userAgent: row.userAgent },
      profileId: row.approvedProfileId,
    });
  });
  switch (outcome) {
    case 'invalid':
      throw pollError('invalid_grant', 'The device code is unknown or its tokens were already collected');
    case 'expired':
      throw pollError('expired_token', 'The code has expired; start again with a new one');
    case 'slow':
      throw pollError('slow_down', `Poll at most every ${TV_POLL_INTERVAL_SECONDS} seconds`);
    case 'pending':
      throw pollError('authorization_pending', 'Waiting for the viewer to enter the code');
  }
  return outcome;
}
