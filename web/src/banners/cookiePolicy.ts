// Spec §3 Session `cookiePolicyAgreed`, §4 "accept cookie policy (sets flag
// and stores it in a cookie)": the viewer's agreement to the realm's cookie
// policy, kept in a first-party cookie of the browser. The cookie banner
// writes it; analytics reads it (analytics/cookieConsent.ts, one name for both):
// no analytics event, click id or referral before the viewer agreed.
//
// Decisions (the spec does not show them):
// - `cookiePolicyAgreed=true` (the session field's name), kept 365 days (the
//   analytics SDK's cookie expiry, spec §9), SameSite=Lax, Secure on https,
//   not HttpOnly (the web client reads it).
// - Path=/: a realm is a host in production, so the agreement is the realm's.
//   (Demo realms under `/realm/{name}` on one host share it.)
// - It is not a session cookie: signing out (LOGOUT) and a session expiring
//   leave it, as spec §4 says logout keeps the cookie-agreed flag.
import { serialize } from 'cookie';
import { COOKIE_POLICY_COOKIE, viewerAgreedToCookies } from '../analytics/cookieConsent.ts';

const COOKIE_LIFETIME_SECONDS = 365 * 24 * 60 * 60;

export function hasAgreedToCookiePolicy(cookies: string): boolean {
  return viewerAgreedToCookies(cookies);
}

/** The cookie text (for `document.cookie`) that records the agreement. */
export function cookiePolicyAgreement(secure: boolean): string {
  return serialize(COOKIE_POLICY_COOKIE, 'true', { maxAge: COOKIE_LIFETIME_SECONDS, path: '/', sameSite: 'lax', secure });
}
