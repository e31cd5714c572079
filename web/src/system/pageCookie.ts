// The cookies the page keeps for the server that renders it (server/
// renderPage.tsx): what the browser alone knows or chose — its language
// (localeCookie.ts), its time zone (timeZone.ts), its layout (tv/layout.ts) —
// so a page rendered on the server is the one the app takes over. They are
// the page's own, not the session's: readable by script, a year long, and
// sent on same-site navigations only.
import { stringifySetCookie } from 'cookie';

const ONE_YEAR_SECONDS = 365 * 86_400;

/** The Set-Cookie string (for `document.cookie`) keeping `value` under `name`, for pages under `path`. */
export function pageCookie(name: string, value: string, path = '/'): string {
  return stringifySetCookie(name, value, { path: path || '/', maxAge: ONE_YEAR_SECONDS, sameSite: 'lax' });
}

/** The Set-Cookie string (for `document.cookie`) forgetting `name` under `path`. */
export function forgottenPageCookie(name: string, path = '/'): string {
  return stringifySetCookie(name, '', { path: path || '/', maxAge: 0, sameSite: 'lax' });
}
