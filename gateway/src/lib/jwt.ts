// Reads the claims of the upstream's access tokens. The gateway does not
// verify signatures (the upstream does, on every call); it only needs the
// claims to derive the viewer's role, the token's realm and its expiry.
export interface TokenClaims {
  sub?: string;
  rol?: string;
  gue?: boolean;
  aud?: string | string[];
  exp?: number;
  iat?: number;
  sid?: string;
}

export function decodeClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    return claims && typeof claims === 'object' ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

export function audienceIncludes(claims: TokenClaims, realmName: string): boolean {
  return Array.isArray(claims.aud) ? claims.aud.includes(realmName) : claims.aud === realmName;
}

/** True when the token has expired at `nowMs` (the server's clock), with a little slack for the trip. */
export function isExpired(claims: TokenClaims, nowMs: number, slackMs = 5_000): boolean {
  return typeof claims.exp === 'number' && claims.exp * 1000 <= nowMs + slackMs;
}
