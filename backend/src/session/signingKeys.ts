// The keys of access tokens. Tokens are signed ES256 with a private key only the
// backend holds; anyone (the gateway first) verifies them with the public keys
// published as a JWKS. The keys are kept in the database (migrations 003, 035),
// the first made on first start, unless TOKEN_PRIVATE_KEY supplies the one key.
//
// Database keys rotate without a restart (signingKeyRotation.ts, the
// rotateSigningKey command): every backend re-reads the table each minute, and
// judges each key by the time at every use, so instances sharing a database
// switch at the same moment however their re-reads fall:
// - published (JWKS) and accepted: every active key not yet past `retires_at`,
//   a key that does not sign yet included, so verifiers know it beforehand;
// - signing: the newest of those whose `signs_from` has come (null = since
//   its creation: the first key, and keys older than migration 035).
import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  importPKCS8,
  type CryptoKey,
  type JSONWebKeySet,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';
import type { Database, Queryable } from '../db/database.ts';

export const TOKEN_ALGORITHM = 'ES256';

/** How often each backend reads the database's keys again: a rotation's new key is published within this long. */
export const SIGNING_KEYS_REREAD_MS = 60_000;

export interface SigningKeys {
  /** The key new tokens are signed with now; its `kid` goes into the JWT header. */
  readonly signing: { kid: string; privateKey: CryptoKey };
  /** The public keys a token may be signed with now, as published at /.well-known/jwks.json. */
  readonly jwks: JSONWebKeySet;
  /** Picks the key of a token by its header (`kid`, `alg`), for `jwtVerify`. */
  readonly verificationKey: JWTVerifyGetKey;
}

/** A row of `signing_key` as the backends judge it. */
export interface StoredSigningKey {
  kid: string;
  publicJwk: JWK;
  createdAt: Date;
  /** When it may start signing; null = since its creation. */
  signsFrom: Date | null;
  /** When it stops being published and accepted; null = not planned. */
  retiresAt: Date | null;
}

/** Whether the key is published, and its tokens accepted, at `at`. */
export function isPublishedAt(key: StoredSigningKey, at: Date): boolean {
  return key.retiresAt === null || key.retiresAt.getTime() > at.getTime();
}

/** Whether the key may sign at `at` (it may still lose to a newer one: signerAt). */
export function maySignAt(key: StoredSigningKey, at: Date): boolean {
  return isPublishedAt(key, at) && (key.signsFrom === null || key.signsFrom.getTime() <= at.getTime());
}

/** Newest first: by `signs_from` (null, "since creation", before any date), then by creation. */
export function newestFirst(a: StoredSigningKey, b: StoredSigningKey): number {
  const start = (key: StoredSigningKey) => key.signsFrom?.getTime() ?? Number.NEGATIVE_INFINITY;
  return start(b) - start(a) || b.createdAt.getTime() - a.createdAt.getTime() || a.kid.localeCompare(b.kid);
}

/** The key that signs at `at`: the newest that may; null when none may. */
export function signerAt<Key extends StoredSigningKey>(keys: Key[], at: Date): Key | null {
  return keys.filter((key) => maySignAt(key, at)).sort(newestFirst)[0] ?? null;
}

// Any constant will do; it keeps two instances (or an instance and the rotation command) from each making a key.
export const SIGNING_KEY_LOCK = 4101;

/** The public JWK as published: no private part, marked for ES256 signatures. */
async function publicJwkOf(privateJwk: JWK): Promise<JWK & { kid: string }> {
  const { kty, crv, x, y } = privateJwk;
  const publicJwk = { kty, crv, x, y };
  const kid = await calculateJwkThumbprint(publicJwk);
  return { ...publicJwk, kid, alg: TOKEN_ALGORITHM, use: 'sig' };
}

/** A fresh key pair, as a row of `signing_key` holds it. */
export async function generateSigningKey(): Promise<{ kid: string; publicJwk: JWK; privateJwk: JWK }> {
  const { privateKey } = await generateKeyPair(TOKEN_ALGORITHM, { extractable: true });
  const privateJwk = await exportJWK(privateKey);
  const publicJwk = await publicJwkOf(privateJwk);
  return { kid: publicJwk.kid, publicJwk, privateJwk };
}

/** Inserts a new key; `signsFrom` null = it may sign at once. */
export async function insertSigningKey(
  tx: Queryable,
  key: { kid: string; publicJwk: JWK; privateJwk: JWK },
  signsFrom: Date | null,
): Promise<void> {
  await tx.query(`insert into signing_key (kid, algorithm, public_jwk, private_jwk, signs_from) values ($1, $2, $3, $4, $5)`, [
    key.kid,
    TOKEN_ALGORITHM,
    JSON.stringify(key.publicJwk),
    JSON.stringify(key.privateJwk),
    signsFrom,
  ]);
}

interface SigningKeyRow extends StoredSigningKey, Record<string, unknown> {
  privateJwk: JWK;
}

/** The active keys not retired at `at`. */
export function readSigningKeys(db: Queryable, at: Date): Promise<SigningKeyRow[]> {
  return db.query<SigningKeyRow>(
    `select kid, public_jwk as "publicJwk", private_jwk as "privateJwk", created_at as "createdAt",
            signs_from as "signsFrom", retires_at as "retiresAt"
       from signing_key
      where active and (retires_at is null or retires_at > $1)`,
    [at],
  );
}

/**
 * The keys not retired at `at`, making one that signs at once when none may sign
 * then (a first start; every key retired by hand), under a lock, so that
 * instances doing this together make one key between them.
 */
async function keysWithASigner(db: Database, at: Date): Promise<SigningKeyRow[]> {
  const keys = await readSigningKeys(db, at);
  if (signerAt(keys, at)) return keys;
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SIGNING_KEY_LOCK]);
    const locked = await readSigningKeys(tx, at);
    if (signerAt(locked, at)) return locked;
    await insertSigningKey(tx, await generateSigningKey(), null);
    return readSigningKeys(tx, at);
  });
}

/** A PKCS8 PEM (as TOKEN_PRIVATE_KEY holds it) as the only signing and verification key. */
export async function signingKeysFromPem(pem: string): Promise<SigningKeys> {
  let privateKey: CryptoKey;
  try {
    // Environments often carry a PEM on one line with literal `\n`s.
    privateKey = await importPKCS8(pem.replace(/\\n/g, '\n').trim(), TOKEN_ALGORITHM, { extractable: true });
  } catch (cause) {
    throw new Error('TOKEN_PRIVATE_KEY must be a PKCS8 PEM private key on the P-256 curve (ES256)', { cause });
  }
  const publicJwk = await publicJwkOf(await exportJWK(privateKey));
  const jwks = { keys: [publicJwk] };
  return { signing: { kid: publicJwk.kid, privateKey }, jwks, verificationKey: createLocalJWKSet(jwks) };
}

/** The token keys, and how they are kept current. */
export interface SigningKeySource {
  /** Read at each use, so the answer follows the time and the latest re-read. */
  keys: SigningKeys;
  /** Reads the database's keys again now (the timer does it every SIGNING_KEYS_REREAD_MS). */
  reread(): Promise<void>;
  /** Stops the re-reads, once one in flight has finished (before the database closes). */
  stop(): Promise<void>;
}

export interface SigningKeyOptions {
  /** TOKEN_PRIVATE_KEY: when set, that key alone, and the database's keys are not trusted. */
  privateKeyPem?: string | null;
  now?: () => Date;
  rereadMs?: number;
  /** A re-read failed (the database away): the keys read last stay in use. */
  onError?: (error: unknown) => void;
  /** A re-read found another set of keys (a rotation; a retirement): for the log. */
  onChange?: (keys: StoredSigningKey[]) => void;
}

/** TOKEN_PRIVATE_KEY when set, else the database's keys, re-read every minute. */
export async function loadSigningKeys(db: Database, options: SigningKeyOptions = {}): Promise<SigningKeySource> {
  if (options.privateKeyPem) {
    const keys = await signingKeysFromPem(options.privateKeyPem);
    return { keys, reread: async () => {}, stop: async () => {} };
  }
  return databaseSigningKeys(db, options);
}

type LiveKey = StoredSigningKey & { privateKey: CryptoKey };

async function databaseSigningKeys(db: Database, options: SigningKeyOptions): Promise<SigningKeySource> {
  const now = options.now ?? (() => new Date());
  const imported = new Map<string, CryptoKey>();
  async function liveKeys(): Promise<LiveKey[]> {
    const rows = await keysWithASigner(db, now());
    return Promise.all(
      rows.map(async ({ privateJwk, ...key }) => {
        let privateKey = imported.get(key.kid);
        if (!privateKey) {
          const importedKey = await importJWK(privateJwk, TOKEN_ALGORITHM);
          if (importedKey instanceof Uint8Array) throw new Error(`Signing key ${key.kid} is not an EC private key`);
          privateKey = importedKey;
          imported.set(key.kid, privateKey);
        }
        return { ...key, privateKey };
      }),
    );
  }

  let current = await liveKeys();
  const published = (at: Date) => current.filter((key) => isPublishedAt(key, at)).sort(newestFirst);
  // jose's local key set imports each public key once: kept while the published kids stay the same.
  let verifier: { kids: string; getKey: JWTVerifyGetKey } | null = null;
  function verifierOf(keys: LiveKey[]): JWTVerifyGetKey {
    const kids = keys.map((key) => key.kid).join(' ');
    if (verifier?.kids !== kids) verifier = { kids, getKey: createLocalJWKSet({ keys: keys.map((key) => key.publicJwk) }) };
    return verifier.getKey;
  }

  const keys: SigningKeys = {
    get signing() {
      const at = now();
      const signer = signerAt(current, at);
      // Only when every key read last has retired since, without a replacement: the next re-read makes one.
      if (!signer) throw new Error(`No token signing key may sign at ${at.toISOString()}; the next re-read of the keys makes one`);
      return { kid: signer.kid, privateKey: signer.privateKey };
    },
    get jwks() {
      return { keys: published(now()).map((key) => key.publicJwk) };
    },
    verificationKey: (header, token) => verifierOf(published(now()))(header, token),
  };

  const fingerprint = (set: StoredSigningKey[]) =>
    JSON.stringify(set.map(({ kid, signsFrom, retiresAt }) => [kid, signsFrom, retiresAt]).sort());
  let stopped = false;
  // One read at a time, in order: a reread() asked for after a change sees it.
  let reading: Promise<void> = Promise.resolve();
  function reread(): Promise<void> {
    const next = reading.then(async () => {
      if (stopped) return;
      const fresh = await liveKeys();
      const changed = fingerprint(fresh) !== fingerprint(current);
      current = fresh;
      if (changed) options.onChange?.(fresh.map(({ privateKey: _privateKey, ...key }) => key));
    });
    reading = next.catch(() => {});
    return next;
  }
  let timerRead: Promise<void> | null = null;
  const timer = setInterval(() => {
    timerRead ??= reread()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => (timerRead = null));
  }, options.rereadMs ?? SIGNING_KEYS_REREAD_MS);
  // A process with nothing else to do is not kept alive for this.
  timer.unref();

  return {
    keys,
    reread,
    async stop() {
      clearInterval(timer);
      stopped = true;
      await reading;
    },
  };
}
