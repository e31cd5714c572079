// The viewer's session as the gateway sees it. Browsers keep their tokens in
// httpOnly cookies named per realm (a ringside session never leaks into acme);
// TV and mobile apps send `Authorization: Bearer`. A token counts only once its
// signature is verified against the upstream's keys (lib/jwt.ts): the viewer's
// role is read from its claims.
import { codedError } from '../lib/errors.ts';
import { serializeCookie } from '../lib/cookies.ts';
import { audienceIncludes, isExpired, type AccessTokenVerifier, type TokenClaims } from '../lib/jwt.ts';
import type { ServerClock } from '../lib/serverClock.ts';
import type { UpstreamTokens } from '../lib/upstream.ts';

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
  /** Called as the response is written, for cookies decided by the whole request (the session's ended mark). */
  beforeResponse?: () => void;
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

/**
 * Marks that a signed-in session of this browser ended because its refresh was
 * refused, until the viewer is told (Viewer.sessionExpired). The request that
 * finds out may not be the one that asks: a page's background read (a live
 * card's status, say) can end the session, and the viewer's next page must
 * still say "your session has expired" rather than plainly ask for a sign-in.
 */
export const endedSessionCookieName = (realm: string) => `rs_se_${realm}`;

/** Told on the viewer's next page, not days later. */
const ENDED_SESSION_MARK_SECONDS = 10 * 60;

export function markSignedInSessionEnded(jar: CookieJar, realm: string): void {
  jar.setCookies.push(serializeCookie(endedSessionCookieName(realm), '1', { maxAgeSeconds: ENDED_SESSION_MARK_SECONDS, secure: jar.secure }));
}

export function clearSignedInSessionEndedMark(jar: CookieJar, realm: string): void {
  jar.setCookies.push(serializeCookie(endedSessionCookieName(realm), '', { maxAgeSeconds: 0, secure: jar.secure }));
}

export function clearSessionCookies(jar: CookieJar, realm: string): void {
  const options = { maxAgeSeconds: 0, secure: jar.secure };
  jar.setCookies.push(serializeCookie(accessCookieName(realm), '', options));
  jar.setCookies.push(serializeCookie(refreshCookieName(realm), '', options));
}

/** A session from tokens the upstream just handed out (check-in, refresh); they are verified all the same. */
export async function sessionFromTokens(
  tokens: UpstreamTokens,
  source: Session['source'],
  verify: AccessTokenVerifier,
): Promise<Session> {
  const claims = await verify(tokens.authorisationToken);
  if (!claims) throw codedError('UNAUTHENTICATED', 'The access token is not valid.', { reason: 'INVALID_TOKEN' });
  return { accessToken: tokens.authorisationToken, refreshToken: tokens.refreshToken, claims, source };
}

/** What the request carries, before any check. */
export type SessionCandidate =
  | { kind: 'none' }
  | { kind: 'bearer'; accessToken: string }
  | { kind: 'cookie'; accessToken: string | null; refreshToken: string | null };

export function readSessionCandidate(headers: Headers, cookies: Map<string, string>, realm: string): SessionCandidate {
  const authorization = headers.get('authorization');
  const bearer = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] : undefined;
  if (bearer) return { kind: 'bearer', accessToken: bearer };
  const accessToken = cookies.get(accessCookieName(realm)) || null;
  const refreshToken = cookies.get(refreshCookieName(realm)) || null;
  if (!accessToken && !refreshToken) return { kind: 'none' };
  return { kind: 'cookie', accessToken, refreshToken };
}

/** An app's bearer token, or UNAUTHENTICATED: forged (INVALID_TOKEN), of another realm, or expired. */
export async function bearerSession(
  accessToken: string,
  realm: string,
  verify: AccessTokenVerifier,
  clock: Pick<ServerClock, 'now'>,
): Promise<Session> {
  const claims = await verify(accessToken);
  if (!claims) throw codedError('UNAUTHENTICATED', 'The access token is not valid.', { reason: 'INVALID_TOKEN' });
  if (!audienceIncludes(claims, realm)) {
    throw codedError('UNAUTHENTICATED', 'The access token belongs to another realm.', {
      reason: 'TOKEN_REALM_MISMATCH',
    });
  }
  if (isExpired(claims, clock.now(), 0)) {
    throw codedError('UNAUTHENTICATED', 'The access token has expired; refresh the session.', {
      reason: 'TOKEN_EXPIRED',
    });
  }
  return { accessToken, refreshToken: null, claims, source: 'bearer' };
}

/**
 * The session of a browser's cookies: usable as is, or to be refreshed (the
 * access token is genuine but expired, or gone), or to be dropped (forged, or
 * of another realm: never refreshed, the cookies are cleared).
 */
export async function cookieSession(
  accessToken: string | null,
  refreshToken: string | null,
  realm: string,
  verify: AccessTokenVerifier,
  clock: Pick<ServerClock, 'now'>,
): Promise<{ session: Session | null; needsRefresh: boolean }> {
  if (accessToken) {
    const claims = await verify(accessToken);
    if (!claims || !audienceIncludes(claims, realm)) return { session: null, needsRefresh: false };
    if (!isExpired(claims, clock.now())) {
      return { session: { accessToken, refreshToken, claims, source: 'cookie' }, needsRefresh: false };
    }
  }
  return { session: null, needsRefresh: refreshToken !== null };
}
