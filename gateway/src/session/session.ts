// The viewer's session as the gateway sees it. Browsers keep their tokens in
// httpOnly cookies named per realm (a ringside session never leaks into acme);
// TV and mobile apps send `Authorization: Bearer`.
import { codedError } from '../lib/errors.ts';
import { audienceIncludes, decodeClaims, isExpired, type TokenClaims } from '../lib/jwt.ts';
import { serializeCookie } from '../lib/cookies.ts';
import type { UpstreamTokens } from '../lib/upstreamTypes.ts';

export interface Session {
  accessToken: string;
  /** Known for cookie sessions; BODY clients keep theirs. */
  refreshToken: string | null;
  claims: TokenClaims;
  source: 'cookie' | 'bearer';
}

export const accessCookieName = (realm: string) => `rs_at_${realm}`;
export const refreshCookieName = (realm: string) => `rs_rt_${realm}`;

/** Refresh tokens live 30 days upstream; both cookies live as long so an expired access token can be renewed. */
const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Collects the Set-Cookie headers of one response. */
export interface CookieJar {
  readonly setCookies: string[];
  secure: boolean;
}

export function storeAccessCookie(jar: CookieJar, realm: string, accessToken: string): void {
  jar.setCookies.push(
    serializeCookie(accessCookieName(realm), accessToken, { maxAgeSeconds: COOKIE_MAX_AGE_SECONDS, secure: jar.secure }),
  );
}

export function storeSessionCookies(jar: CookieJar, realm: string, tokens: UpstreamTokens): void {
  storeAccessCookie(jar, realm, tokens.authorisationToken);
  jar.setCookies.push(
    serializeCookie(refreshCookieName(realm), tokens.refreshToken, { maxAgeSeconds: COOKIE_MAX_AGE_SECONDS, secure: jar.secure }),
  );
}

export function clearSessionCookies(jar: CookieJar, realm: string): void {
  const options = { maxAgeSeconds: 0, secure: jar.secure };
  jar.setCookies.push(serializeCookie(accessCookieName(realm), '', options));
  jar.setCookies.push(serializeCookie(refreshCookieName(realm), '', options));
}

export function sessionFromTokens(tokens: UpstreamTokens, source: Session['source']): Session {
  const claims = decodeClaims(tokens.authorisationToken) ?? {};
  return { accessToken: tokens.authorisationToken, refreshToken: tokens.refreshToken, claims, source };
}

/** What the request carries, before any upstream call. */
export type SessionCandidate =
  | { kind: 'none' }
  | { kind: 'bearer'; session: Session }
  | { kind: 'cookie'; accessToken: string | null; refreshToken: string | null };

export function readSessionCandidate(
  headers: Headers,
  cookies: Map<string, string>,
  realm: string,
  nowMs: number,
): SessionCandidate {
  const authorization = headers.get('authorization');
  const bearer = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] : undefined;
  if (bearer) {
    const claims = decodeClaims(bearer);
    if (!claims) throw codedError('UNAUTHENTICATED', 'The access token is not valid.', { reason: 'INVALID_TOKEN' });
    if (!audienceIncludes(claims, realm)) {
      throw codedError('UNAUTHENTICATED', 'The access token belongs to another realm.', {
        reason: 'TOKEN_REALM_MISMATCH',
      });
    }
    if (isExpired(claims, nowMs, 0)) {
      throw codedError('UNAUTHENTICATED', 'The access token has expired; refresh the session.', {
        reason: 'TOKEN_EXPIRED',
      });
    }
    return { kind: 'bearer', session: { accessToken: bearer, refreshToken: null, claims, source: 'bearer' } };
  }
  const accessToken = cookies.get(accessCookieName(realm)) || null;
  const refreshToken = cookies.get(refreshCookieName(realm)) || null;
  if (!accessToken && !refreshToken) return { kind: 'none' };
  return { kind: 'cookie', accessToken, refreshToken };
}

/** The access token of a cookie session still usable as is, or null when it must be refreshed (or dropped). */
export function usableCookieSession(
  accessToken: string | null,
  refreshToken: string | null,
  realm: string,
  nowMs: number,
): { session: Session | null; needsRefresh: boolean; foreign: boolean } {
  const claims = accessToken ? decodeClaims(accessToken) : null;
  if (claims && !audienceIncludes(claims, realm)) return { session: null, needsRefresh: false, foreign: true };
  if (accessToken && claims && !isExpired(claims, nowMs)) {
    return { session: { accessToken, refreshToken, claims, source: 'cookie' }, needsRefresh: false, foreign: false };
  }
  return { session: null, needsRefresh: refreshToken !== null, foreign: false };
}
