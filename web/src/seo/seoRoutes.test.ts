import { describe, expect, it } from 'vitest';
import { formatPath, ROUTE_LANGUAGES, routeTable, type RouteName } from '../system/routeTable.ts';
import { isIndexablePath, isIndexableRoute, pathLanguageAlternates, robotsDisallowPatterns, routeLanguageAlternates } from './seoRoutes.ts';

const ringside = { languages: ['en', 'pt', 'es'], defaultLanguage: 'en' };
const onRingside = (path: string) => `https://ringside.tv${path}`;

/** Whether a robots.txt pattern (`*` any run, `$` the end) matches a path, as crawlers read it. */
function robotsMatch(pattern: string, path: string): boolean {
  const exact = pattern.endsWith('$');
  const body = (exact ? pattern.slice(0, -1) : pattern).split('*').map((part) => part.replace(/[.?+^()[\]{}|\\]/g, '\\$&')).join('.*');
  return new RegExp(`^${body}${exact ? '$' : ''}`).test(path);
}

describe('the pages search engines are sent to', () => {
  it('are the content pages anyone may open, not accounts, checkout, sign-in, admin or a viewer’s own', () => {
    for (const route of ['HOME', 'SECTION', 'VOD', 'LIVE', 'NEWS', 'NEWS_ITEM', 'SCHEDULE', 'SERIES', 'PLAYLIST', 'UPCOMING'] as const) {
      expect(isIndexableRoute(route), route).toBe(true);
    }
    for (const route of ['ACCOUNT', 'PURCHASE', 'PAY', 'LOGIN', 'SIGNUP', 'ADMIN_PREVIEW', 'HISTORY', 'SEARCH', 'MY_LIST', 'NOT_FOUND'] as const) {
      expect(isIndexableRoute(route), route).toBe(false);
    }
    expect(isIndexablePath('/secao/lutas')).toBe(true);
    expect(isIndexablePath('/conta')).toBe(false);
    expect(isIndexablePath('/no/such/page')).toBe(false);
  });

  it('keep every public page of every language open in robots.txt and close every other route', () => {
    const patterns = robotsDisallowPatterns();
    const samples = { id: '7', name: 'fights', slug: 'costa-outworks-herrera', plugin: 'consent' };
    for (const route of Object.keys(routeTable) as RouteName[]) {
      if (route === 'NOT_FOUND') continue;
      for (const language of ROUTE_LANGUAGES) {
        const path = formatPath(routeTable[route][language], samples);
        const blocked = patterns.some((pattern) => robotsMatch(pattern, path));
        expect(blocked, `${route} ${path}`).toBe(!isIndexableRoute(route));
      }
    }
    expect(patterns).toContain('/live$');
    expect(patterns).toContain('/activate/*');
  });

  it('closes the same routes under a realm’s base path', () => {
    expect(robotsDisallowPatterns('/realm/acme')).toContain('/realm/acme/account$');
  });
});

describe('a page’s links to itself in the realm’s other languages', () => {
  it('name its path in each language, opened in that language, and the default language’s for anyone else', () => {
    expect(pathLanguageAlternates('/secao/lutas', 'pt', ringside, onRingside)).toEqual([
      { hrefLang: 'en', href: 'https://ringside.tv/section/lutas?lang=en' },
      { hrefLang: 'pt', href: 'https://ringside.tv/secao/lutas?lang=pt' },
      { hrefLang: 'es', href: 'https://ringside.tv/seccion/lutas?lang=es' },
      { hrefLang: 'x-default', href: 'https://ringside.tv/section/lutas' },
    ]);
  });

  it('are the same for a route and its parameters (the sitemap’s)', () => {
    expect(routeLanguageAlternates('LIVE', { id: '3' }, { languages: ['pt-BR', 'en'], defaultLanguage: 'pt-BR' }, onRingside)).toEqual([
      { hrefLang: 'pt-BR', href: 'https://ringside.tv/ao-vivo/3?lang=pt-BR' },
      { hrefLang: 'en', href: 'https://ringside.tv/live/3?lang=en' },
      { hrefLang: 'x-default', href: 'https://ringside.tv/ao-vivo/3' },
    ]);
  });

  it('are none on a realm of one language', () => {
    expect(pathLanguageAlternates('/video/7', 'en', { languages: ['en'], defaultLanguage: 'en' }, onRingside)).toEqual([]);
  });
});
