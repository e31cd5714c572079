// Rotating the database's token signing keys while every backend and gateway
// keeps running (the rotateSigningKey command; docs/operations.md, "Key
// rotation"). A rotation only writes times into `signing_key`; the backends
// act on them (signingKeys.ts):
//
//   now                  a new key is made and published: each backend serves
//                        it in its JWKS within a minute (its re-read), each
//                        gateway knows it within five more (its own re-read);
//   now + publish delay  the new key signs; the old one stops signing but
//                        still verifies, so tokens it signed work until they
//                        expire and sessions holding one can still refresh;
//   then + retire delay  the old key is retired: no longer published, and no
//                        token of it accepted.
//
// The default retire delay is the refresh token's lifetime, not the access
// token's: a browser coming back days later carries an expired access token of
// the old key with its refresh token, and the gateway refreshes such a session
// only when the token's signature still verifies (gateway/src/session/session.ts,
// cookieSession); a key retired sooner signs those viewers out.
//
// Retiring a key at once (a compromise) is the other move: its tokens are
// refused within a minute and a replacement signs at once if it was signing.
import type { Database, Queryable } from '../db/database.ts';
import {
  generateSigningKey,
  insertSigningKey,
  isPublishedAt,
  maySignAt,
  newestFirst,
  readSigningKeys,
  SIGNING_KEY_LOCK,
  SIGNING_KEYS_REREAD_MS,
  signerAt,
  type StoredSigningKey,
} from './signingKeys.ts';

/** How long the gateways keep the key set they read (gateway/src/session/upstreamKeys.ts, maxAgeMs). */
export const GATEWAY_KEYS_REREAD_SECONDS = 5 * 60;

/** Twice what a new key takes to reach every gateway at worst (a backend's re-read, then a gateway's). */
export const DEFAULT_PUBLISH_DELAY_SECONDS = 10 * 60;

/**
 * Added to every retirement: the instances' clocks differ by a little, and a
 * backend learns a change up to a minute late.
 */
export const RETIREMENT_MARGIN_SECONDS = 5 * 60;

/** The least publish delay after which every gateway knows the new key before it signs. */
export const SAFE_PUBLISH_DELAY_SECONDS = SIGNING_KEYS_REREAD_MS / 1000 + GATEWAY_KEYS_REREAD_SECONDS;

/** A rotation the state of the keys does not allow; the message says why and what to do. */
export class SigningKeyRotationError extends Error {}

export interface Rotation {
  /** The new key: published from `publishedAt`, signing from `signsFrom`. */
  kid: string;
  publishedAt: Date;
  signsFrom: Date;
  /** The keys that signed until now and when each retires. */
  retiring: { kid: string; retiresAt: Date }[];
}

export interface RotationOptions {
  now: Date;
  /** From publication to signing. */
  publishDelaySeconds: number;
  /** From the new key's first signature to the old key's retirement. */
  retireAfterSeconds: number;
  /** ACCESS_TOKEN_TTL_SECONDS: an old key retired sooner after it stops signing would refuse valid tokens. */
  accessTokenTtlSeconds: number;
}

const later = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);

/** Every rotation and retirement runs under the lock the backends make their first key under. */
function locked<T>(db: Database, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SIGNING_KEY_LOCK]);
    return work(tx);
  });
}

/** Makes a new key that signs after the publish delay, and plans the retirement of the keys signing until then. */
export async function rotateSigningKey(db: Database, options: RotationOptions): Promise<Rotation> {
  const { now, publishDelaySeconds, retireAfterSeconds, accessTokenTtlSeconds } = options;
  if (!(publishDelaySeconds >= 0)) throw new SigningKeyRotationError('The publish delay cannot be negative');
  const leastRetireAfter = accessTokenTtlSeconds + RETIREMENT_MARGIN_SECONDS;
  if (!(retireAfterSeconds >= leastRetireAfter)) {
    throw new SigningKeyRotationError(
      `The old key must stay accepted at least ${leastRetireAfter} s after the new one signs ` +
        `(ACCESS_TOKEN_TTL_SECONDS=${accessTokenTtlSeconds}, plus ${RETIREMENT_MARGIN_SECONDS} s for clocks and re-reads), ` +
        'or tokens it signed are refused before they expire; to refuse them at once (a compromise), retire it instead',
    );
  }
  return locked(db, async (tx) => {
    const keys = await readSigningKeys(tx, now);
    const waiting = keys.filter((key) => !maySignAt(key, now)).sort(newestFirst)[0];
    if (waiting) {
      throw new SigningKeyRotationError(
        `A rotation is under way: key ${waiting.kid} starts signing at ${waiting.signsFrom!.toISOString()}. ` +
          `Rotate again after that, or retire it first (--retire ${waiting.kid}).`,
      );
    }
    const key = await generateSigningKey();
    const signsFrom = later(now, publishDelaySeconds);
    await insertSigningKey(tx, key, signsFrom);
    const retiresAt = later(signsFrom, retireAfterSeconds);
    // Every key that may sign now: the signer, and older ones still accepted (kept to their own date if sooner).
    const retiring = keys
      .filter((old) => maySignAt(old, now))
      .sort(newestFirst)
      .map((old) => ({ kid: old.kid, retiresAt: old.retiresAt && old.retiresAt < retiresAt ? old.retiresAt : retiresAt }));
    for (const old of retiring) {
      await tx.query('update signing_key set retires_at = $2 where kid = $1', [old.kid, old.retiresAt]);
    }
    return { kid: key.kid, publishedAt: now, signsFrom, retiring };
  });
}

export interface Retirement {
  kid: string;
  retiredAt: Date;
  /** The key made to sign at once, when the retired one was signing. */
  replacement: string | null;
}

/** Retires a key at once (refused within a minute everywhere); a replacement signs at once if it was signing. */
export async function retireSigningKey(db: Database, kid: string, { now }: { now: Date }): Promise<Retirement> {
  return locked(db, async (tx) => {
    const [row] = await tx.query<{ active: boolean; retiresAt: Date | null }>(
      `select active, retires_at as "retiresAt" from signing_key where kid = $1`,
      [kid],
    );
    if (!row) throw new SigningKeyRotationError(`There is no signing key ${kid} (--status lists them)`);
    if (!row.active || (row.retiresAt && row.retiresAt <= now)) {
      throw new SigningKeyRotationError(`Signing key ${kid} is already retired`);
    }
    const keys = await readSigningKeys(tx, now);
    const wasSigning = signerAt(keys, now)?.kid === kid;
    // Inactive as well: a backend of an older release that restarts will not trust it either.
    await tx.query('update signing_key set retires_at = $2, active = false where kid = $1', [kid, now]);
    let replacement: string | null = null;
    if (wasSigning) {
      const key = await generateSigningKey();
      await insertSigningKey(tx, key, now);
      replacement = key.kid;
    }
    return { kid, retiredAt: now, replacement };
  });
}

/**
 * What a key does at a time: signs; is published and waits for its `signsFrom`; only verifies
 * (tokens it signed, until `retiresAt`); or is retired (`retiredAt` null: made inactive by hand).
 */
export type SigningKeyState =
  | { state: 'SIGNING' }
  | { state: 'WAITING'; signsFrom: Date }
  | { state: 'VERIFYING' }
  | { state: 'RETIRED'; retiredAt: Date | null };

/** Every key of the table, newest first, with what it does at `now`. */
export async function signingKeyStates(db: Queryable, { now }: { now: Date }): Promise<(StoredSigningKey & SigningKeyState)[]> {
  const rows = await db.query<StoredSigningKey & { active: boolean } & Record<string, unknown>>(
    `select kid, public_jwk as "publicJwk", created_at as "createdAt", signs_from as "signsFrom",
            retires_at as "retiresAt", active
       from signing_key`,
  );
  const live = rows.filter((row) => row.active && isPublishedAt(row, now));
  const liveKids = new Set(live.map((row) => row.kid));
  const signer = signerAt(live, now);
  return rows.sort(newestFirst).map(({ active: _active, ...key }): StoredSigningKey & SigningKeyState => {
    if (!liveKids.has(key.kid)) return { ...key, state: 'RETIRED', retiredAt: key.retiresAt };
    if (key.kid === signer?.kid) return { ...key, state: 'SIGNING' };
    if (!maySignAt(key, now)) return { ...key, state: 'WAITING', signsFrom: key.signsFrom! };
    return { ...key, state: 'VERIFYING' };
  });
}
