// Password storage: scrypt (memory-hard), a random salt per password, and the
// parameters written beside the hash so they can be raised later without
// invalidating stored passwords.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
// N = 2^15, r = 8: 32 MiB and ~80 ms per hash on one core; OWASP's scrypt floor is 2^17 with r = 8 and p = 1,
// traded here for p = 1 and a lower N to keep sign-in cheap on the 2-core demo machine; raise N in production.
const DEFAULT_PARAMETERS = { N: 2 ** 15, r: 8, p: 1 };

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 128 * options.N! * options.r! * 2 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = DEFAULT_PARAMETERS;
  const key = await scrypt(password, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash no password matches, verified when the email is unknown so that a
 * wrong email costs the same time as a wrong password (no account probing).
 */
export const DECOY_PASSWORD_HASH = `scrypt$${2 ** 15}$8$1$${'A'.repeat(22)}$${'A'.repeat(43)}`;
