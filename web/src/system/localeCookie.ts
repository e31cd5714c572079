// The viewer's chosen language, told to the server too. The browser keeps the
// choice in localStorage (i18n.ts storeLocale), which a server never sees; a
// page rendered on the server (server/renderPage.tsx) must be in the language
// the app will take the page over in, so the choice is mirrored in this cookie. Cookies
// are per host, and under `/realm/{name}` the cookie's path keeps it to that
// realm, as the storage key does.
import { pageCookie } from './pageCookie.ts';

export const LOCALE_COOKIE = 'rs_lang';

/** The Set-Cookie string (for `document.cookie`) remembering `locale` under `basename`. */
export function localeCookie(locale: string, basename: string): string {
  return pageCookie(LOCALE_COOKIE, locale, basename);
}
