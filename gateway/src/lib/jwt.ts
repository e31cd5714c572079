// The upstream's access tokens, as the gateway trusts them: only once their
// signature checks out against the upstream's published keys (ES256, nothing
// else), because the viewer's role and session are read from their claims.
// Realm (`aud`) and expiry are judged by the callers: an expired cookie token is
// still good enough to ask for a refresh, and expiry follows the upstream's clock.
import { errors, jwtVerify, type JWTVerifyGetKey } from 'jose';

/** The upstream's access-token claims (spec §3 "Token claims"; backend/README.md "Tokens"). */
export interface TokenClaims {
  sub?: string;
  rol?: string;
  gue?: boolean;
  aud?: string | string[];
  exp?: number;
  iat?: number;
  sid?: string | number;
  /** The profile the session watches as; `ty` is "c" for a child profile, "a" for an adult. */
  pro?: { id?: string; ty?: string };
  /** The account is approved (email confirmed where required). */
  apr?: boolean;
  /** The viewer's country, ZZ when unknown. */
  loc?: string;
  /** The account's partition, if any. */
  par?: string | null;
  /** The advertising id. */
  ads?: { id?: string };
  /** Set when an admin opened this session as the customer (impersonation): the admin's id. */
  imp?: { adm?: string };
}

export const ACCESS_TOKEN_ALGORITHM = 'ES256';

/** The verified claims of an access token, or null when it is not one of the upstream's; may expire. */
export type AccessTokenVerifier = (token: string) => Promise<TokenClaims | null>;

/** Verified tokens remembered at once; an app or browser sends the same token for minutes. */
export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

export interface AccessTokenVerifierOptions {
  /** How many verified tokens are remembered (least recently used go first). */
  cacheSize?: number;
  now?: () => number;
}

/**
 * Resolves to null for anything that is not a token signed by one of `keys`
 * (forged, `alg: none`, HS256, malformed, unknown key id). Rejects only when
 * the keys themselves cannot be had (UPSTREAM_UNAVAILABLE from `keys`).
 *
 * A token's signature is checked once: its claims are remembered, by the exact
 * token string, until the token expires, so the viewer's next requests skip the
 * ECDSA verification (the most expensive step of a small query). The memory is
 * bounded (LRU) and holds verified tokens only: forged ones cannot fill it.
 * A key the upstream retires stops verifying new tokens at once; tokens it had
 * already verified stay trusted until they expire (minutes, spec §3).
 */
export function createAccessTokenVerifier(
  keys: JWTVerifyGetKey,
  { cacheSize = VERIFIED_TOKEN_CACHE_SIZE, now = Date.now }: AccessTokenVerifierOptions = {},
): AccessTokenVerifier {
  // A Map iterates in insertion order: re-inserting on use makes its first key the least recently used.
  const verified = new Map<string, TokenClaims>();
  return async (token) => {
    const known = verified.get(token);
    if (known) {
      // Past its expiry a token is verified again (and is then judged by the caller as expired).
      if ((known.exp ?? 0) * 1000 > now()) {
        verified.delete(token);
        verified.set(token, known);
        return known;
      }
      verified.delete(token);
    }
    let claims: TokenClaims;
    try {
      const { payload } = await jwtVerify(token, keys, {
        algorithms: [ACCESS_TOKEN_ALGORITHM],
        requiredClaims: ['sub', 'aud', 'exp'],
        // Expiry is checked by the caller against the upstream's clock.
        clockTolerance: Number.MAX_SAFE_INTEGER / 2,
      });
      claims = payload as TokenClaims;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
    if ((claims.exp ?? 0) * 1000 > now()) {
      verified.set(token, claims);
      if (verified.size > cacheSize) verified.delete(verified.keys().next().value!);
    }
    return claims;
  };
}

export function audienceIncludes(claims: TokenClaims, realmName: string): boolean {
  return Array.isArray(claims.aud) ? claims.aud.includes(realmName) : claims.aud === realmName;
}

/** True when the token has expired at `nowMs` (the server's clock), with a little slack for the trip. */
export function isExpired(claims: TokenClaims, nowMs: number, slackMs = 5_000): boolean {
  return typeof claims.exp === 'number' && claims.exp * 1000 <= nowMs + slackMs;
}
