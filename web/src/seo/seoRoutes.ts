// Which pages search engines are invited to, and a page's address in each of
// the realm's languages, derived from the route table and the route access
// rules: the frame's robots tag and language links read them, and the gateway
// (`@ringside/web/seoRoutes`) builds robots.txt and sitemap.xml from them.
// Plain functions, no React, no DOM.
import { routeAccess, type AccessRow } from '../session/routeAccess.ts';
import { formatPath, ROUTE_LANGUAGES, routesMatching, routeTable, translatePath, type RouteLanguage, type RouteName } from '../system/routeTable.ts';

/** Rows of pages anyone may see (content, where the realm lets visitors in; the guest schedule). */
const PUBLIC_ROWS: readonly AccessRow[] = ['CONTENT', 'UPCOMING'];

/**
 * Content routes that are the viewer's own or a tool rather than a page to be
 * found: a watch history, search results (search engines ask sites not to
 * index their result pages), the multi-view player.
 */
const VIEWER_TOOLS: readonly RouteName[] = ['HISTORY', 'SEARCH', 'MULTI_VIEW'];

/** Whether search engines may index the route's pages. */
export function isIndexableRoute(route: RouteName): boolean {
  if (route === 'NOT_FOUND') return false;
  return PUBLIC_ROWS.includes(routeAccess[route].row) && !VIEWER_TOOLS.includes(route);
}

/** Whether a path inside the realm is an indexable route's (an unknown path is not). */
export function isIndexablePath(pathname: string): boolean {
  const [match] = routesMatching(pathname);
  return match !== undefined && isIndexableRoute(match.route);
}

/**
 * robots.txt `Disallow` values for every other route, in every language,
 * under `basename` ('' or `/realm/{name}`). Matching is exact, as the router's:
 * `$` ends a literal path (`/live$` keeps `/live/7` allowed) and a parameter
 * becomes `*` (`/activate/*`), both understood by the major crawlers.
 */
export function robotsDisallowPatterns(basename = ''): string[] {
  const patterns = new Set<string>();
  for (const route of Object.keys(routeTable) as RouteName[]) {
    if (route === 'NOT_FOUND' || isIndexableRoute(route)) continue;
    for (const language of ROUTE_LANGUAGES) {
      const wildcarded = routeTable[route][language].replace(/:[A-Za-z]+/g, '*');
      const pattern = wildcarded.endsWith('*') ? wildcarded : `${wildcarded}$`;
      patterns.add(`${basename}${pattern}`);
    }
  }
  return [...patterns].sort();
}

/** The route language of a realm's language code (`pt-BR` → `pt`); null for one the web app has no paths for. */
export function routeLanguageOf(code: string): RouteLanguage | null {
  const language = code.split(/[-_]/)[0]?.toLowerCase();
  return (ROUTE_LANGUAGES as readonly string[]).includes(language ?? '') ? (language as RouteLanguage) : null;
}

export interface RealmLanguageList {
  /** The realm's language codes. */
  languages: readonly string[];
  defaultLanguage: string;
}

export interface LanguageAlternate {
  hrefLang: string;
  href: string;
}

/** The realm's languages that have paths in the web app, each with its route language. */
function offeredLanguages(realm: RealmLanguageList) {
  return realm.languages.flatMap((code) => {
    const language = routeLanguageOf(code);
    return language ? [{ code, language }] : [];
  });
}

/**
 * The language version a page's address names with `?lang=`: the realm's code
 * as the page's `hreflang` link writes it, or null for the page without one
 * (`x-default`) and in a realm of one language. The page's canonical link
 * carries it (seo/SiteHead.tsx), so each `hreflang` address, and each of the
 * sitemap's, is its own page's canonical, as search engines require of them.
 */
export function languageVersionAsked(asked: string | null | undefined, realm: RealmLanguageList): string | null {
  if (!asked) return null;
  const offered = offeredLanguages(realm);
  if (offered.length < 2) return null;
  return offered.find(({ code }) => code.toLowerCase() === asked.toLowerCase())?.code ?? null;
}

/**
 * A page's `hreflang` links: its path in each of the realm's languages with
 * `?lang=` (the app opens in the language a link names), and `x-default`, the
 * default language's path without it (the app picks the visitor's language).
 * `pageUrl` makes a path absolute. None for a realm of one language.
 */
export function languageAlternates(
  pathOf: (language: RouteLanguage) => string,
  realm: RealmLanguageList,
  pageUrl: (path: string) => string,
): LanguageAlternate[] {
  const offered = offeredLanguages(realm);
  if (offered.length < 2) return [];
  const alternates = offered.map(({ code, language }) => ({ hrefLang: code, href: `${pageUrl(pathOf(language))}?lang=${encodeURIComponent(code)}` }));
  const defaultLanguage = routeLanguageOf(realm.defaultLanguage) ?? offered[0]!.language;
  alternates.push({ hrefLang: 'x-default', href: pageUrl(pathOf(defaultLanguage)) });
  return alternates;
}

/** The hreflang links of the page at `pathname` (a path in `from`'s language). */
export function pathLanguageAlternates(pathname: string, from: RouteLanguage, realm: RealmLanguageList, pageUrl: (path: string) => string) {
  return languageAlternates((language) => translatePath(pathname, language, from), realm, pageUrl);
}

/** The hreflang links of a route's page with its parameters (the sitemap's). */
export function routeLanguageAlternates(
  route: RouteName,
  params: Readonly<Record<string, string>>,
  realm: RealmLanguageList,
  pageUrl: (path: string) => string,
) {
  return languageAlternates((language) => formatPath(routeTable[route][language], params), realm, pageUrl);
}
