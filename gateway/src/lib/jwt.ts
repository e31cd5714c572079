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

/**
 * Resolves to null for anything that is not a token signed by one of `keys`
 * (forged, `alg: none`, HS256, malformed, unknown key id). Rejects only when
 * the keys themselves cannot be had (UPSTREAM_UNAVAILABLE from `keys`).
 */
export function createAccessTokenVerifier(keys: JWTVerifyGetKey): AccessTokenVerifier {
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        algorithms: [ACCESS_TOKEN_ALGORITHM],
        requiredClaims: ['sub', 'aud', 'exp'],
        // Expiry is checked by the caller against the upstream's clock.
        clockTolerance: Number.MAX_SAFE_INTEGER / 2,
      });
      return payload as TokenClaims;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  };
}

export function audienceIncludes(claims: TokenClaims, realmName: string): boolean {
  return Array.isArray(claims.aud) ? claims.aud.includes(realmName) : claims.aud === realmName;
}

/** True when the token has expired at `nowMs` (the server's clock), with a little slack for the trip. */
export function isExpired(claims: TokenClaims, nowMs: number, slackMs = 5_000): boolean {
  return typeof claims.exp === 'number' && claims.exp * 1000 <= nowMs + slackMs;
}
