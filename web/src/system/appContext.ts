import type { I18n } from '@lingui/core';
import type { Environment } from 'relay-runtime';
import type { SessionGate } from '../session/ensureSession.ts';
import type { SupportedLocale } from './i18n.ts';
import type { RouteQueryRetention } from './routeQueryRetention.ts';

/**
 * What every route's `getData` and the app frame need; passed to found as its
 * `matchContext` (routes read it as `match.context`). One per app instance,
 * never module-level, so a server can render many at once.
 */
export interface AppContext {
  environment: Environment;
  i18n: I18n;
  locale: SupportedLocale;
  /** Changes the language: the app is rebuilt with a fresh Relay store. */
  changeLocale: (locale: SupportedLocale) => void;
  /**
   * After the session changed (signed in, signed out, switched profile,
   * impersonating): the app is rebuilt with a fresh Relay store, so nothing
   * cached for the previous viewer is shown (spec §4 "Login … clears cached
   * content"), then shows `destination` (a path inside the realm, e.g. '/').
   */
  sessionChanged: (destination: string) => void;
  /** Whether the viewer may load content; checks in as a guest when needed. */
  session: SessionGate;
  realmName: string | null;
  /**
   * Where the page was opened (`https://host`), for the absolute addresses of
   * its head (seo/siteAddress.ts) when the realm has no canonical domain. The
   * server passes the request's; the browser's own location is used without it.
   */
  origin?: string;
  /** Disposes route query references once their page is off screen. */
  routeQueries: RouteQueryRetention;
  /**
   * Set only for the first page's early load (system/firstPage.ts): the
   * route's query is sent with the frame's fields (`withFrame`).
   */
  bringsFrame?: boolean;
}
