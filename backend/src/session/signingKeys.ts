// The keys of access tokens. Tokens are signed ES256 with a private key only the
// backend holds; anyone (the gateway first) verifies them with the public keys
// published as a JWKS. The key pair is made on first start and kept in the
// database (migration 003), unless TOKEN_PRIVATE_KEY supplies one.
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
import type { Database } from '../db/database.ts';

export const TOKEN_ALGORITHM = 'ES256';

export interface SigningKeys {
  /** The key new tokens are signed with; its `kid` goes into the JWT header. */
  signing: { kid: string; privateKey: CryptoKey };
  /** The public keys a token may be signed with, as published at /.well-known/jwks.json. */
  jwks: JSONWebKeySet;
  /** Picks the key of a token by its header (`kid`, `alg`), for `jwtVerify`. */
  verificationKey: JWTVerifyGetKey;
}

// Any constant will do; it keeps two instances starting at once from each making a key.
const SIGNING_KEY_LOCK = 4101;

/** The public JWK as published: no private part, marked for ES256 signatures. */
async function publicJwkOf(privateJwk: JWK): Promise<JWK & { kid: string }> {
  const { kty, crv, x, y } = privateJwk;
  const publicJwk = { kty, crv, x, y };
  const kid = await calculateJwkThumbprint(publicJwk);
  return { ...publicJwk, kid, alg: TOKEN_ALGORITHM, use: 'sig' };
}

function keySet(signing: SigningKeys['signing'], publicJwks: JWK[]): SigningKeys {
  const jwks = { keys: publicJwks };
  return { signing, jwks, verificationKey: createLocalJWKSet(jwks) };
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
  return keySet({ kid: publicJwk.kid, privateKey }, [publicJwk]);
}

interface SigningKeyRow extends Record<string, unknown> {
  kid: string;
  publicJwk: JWK;
  privateJwk: JWK;
}

/** The database's active keys, making the first one if there is none yet. */
export async function signingKeysFromDatabase(db: Database): Promise<SigningKeys> {
  const rows = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SIGNING_KEY_LOCK]);
    const active = await tx.query<SigningKeyRow>(
      `select kid, public_jwk as "publicJwk", private_jwk as "privateJwk"
         from signing_key where active order by created_at desc, kid`,
    );
    if (active.length > 0) return active;
    const { privateKey } = await generateKeyPair(TOKEN_ALGORITHM, { extractable: true });
    const privateJwk = await exportJWK(privateKey);
    const publicJwk = await publicJwkOf(privateJwk);
    await tx.query(`insert into signing_key (kid, algorithm, public_jwk, private_jwk) values ($1, $2, $3, $4)`, [
      publicJwk.kid,
      TOKEN_ALGORITHM,
      JSON.stringify(publicJwk),
      JSON.stringify(privateJwk),
    ]);
    return [{ kid: publicJwk.kid, publicJwk, privateJwk }];
  });
  const newest = rows[0]!;
  const privateKey = await importJWK(newest.privateJwk, TOKEN_ALGORITHM);
  if (privateKey instanceof Uint8Array) throw new Error(`Signing key ${newest.kid} is not an EC private key`);
  return keySet({ kid: newest.kid, privateKey }, rows.map((row) => row.publicJwk));
}

/**
 * Read once at start: TOKEN_PRIVATE_KEY when set (then the database's keys are
 * not trusted), else the database's keys. A key added to the database later is
 * picked up by each instance at its next start.
 */
export function loadSigningKeys(db: Database, options: { privateKeyPem?: string | null } = {}): Promise<SigningKeys> {
  return options.privateKeyPem ? signingKeysFromPem(options.privateKeyPem) : signingKeysFromDatabase(db);
}
