// robots.txt and sitemap.xml per realm (issue 14 "Search engines"): `GET
// /robots.txt` and `/sitemap.xml` are the realm of the request's host, `GET
// /realm/{name}/robots.txt|sitemap.xml` that realm's (spec §1).
//
// Which pages are public, and their paths in every language, are the web
// app's own rules (web/src/seo/seoRoutes.ts: the route table and the route
// access rules), as are the absolute addresses (canonical domain first, as the
// pages' canonical links). The sitemap lists the realm's public pages: home,
// its menu's sections, the parameterless pages the realm offers, and the
// content a visitor can reach — the sections' titles, the live events and the
// news — read from the REST lists as a guest of the realm would read them.
// Where the realm lets no guest see content, a visitor could not see those
// pages either, and the sitemap names only the pages around them.
import { isRouteAvailable, realmAccessFlags, type RealmAccessFlags } from '@ringside/web/routeAccess';
import { DEFAULT_ROUTE_LANGUAGE, formatPath, type RouteName, routeTable, sectionRoute } from '@ringside/web/routeTable';
import { isIndexableRoute, type LanguageAlternate, robotsDisallowPatterns, routeLanguageAlternates, routeLanguageOf } from '@ringside/web/seoRoutes';
import { pageUrl, siteAddress, type SiteAddress } from '@ringside/web/siteAddress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { menuHasFightersView } from '../fighter/fighterResolvers.ts';
import { errorCodeOf } from '../lib/errors.ts';
import type { RestClient } from '../lib/restClient.ts';
import type { createCachedFetcher } from '../lib/sharedCache.ts';
import type { UpstreamContent, UpstreamInit } from '../lib/upstream.ts';
import { createUnauthenticatedLoaders } from '../loaders/unauthenticatedLoaders.ts';
import { realmCacheKey } from '../realm/realmChanges.ts';
import { realmByKey, type RealmKey } from '../realm/realmLookup.ts';
import type { RealmModel } from '../realm/realmModel.ts';
import { realmSettingsOf } from '../realm/realmResolvers.ts';
import { checkInGuest } from '../session/sessionHandover.ts';

/** The protocol's limit for one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Pages read of each paged list (events, news): 50 a page, so up to 1,000 of each. */
const MAX_LIST_PAGES = 20;
const LIST_PAGE_SIZE = 50;
/** A new title reaches the sitemap within this; crawlers fetch it far less often. */
export const SITEMAP_TTL_SECONDS = 300;

export interface SeoFilesOptions {
  api: RestClient;
  cached: ReturnType<typeof createCachedFetcher>;
}

/** One public page: a route and its parameters, with when it last changed where known. */
interface SitemapPage {
  route: RouteName;
  params: Record<string, string>;
  lastModified?: string;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text and attribute values of the sitemap (URLs carry `&` and `'` legally). */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);
}

/** `''` for the host's realm, `/realm/{name}` for one reached by its path. */
function basenameOf(realmName: string | null): string {
  return realmName === null ? '' : `/realm/${encodeURIComponent(realmName)}`;
}

/** Where the request was sent, as the browser sees it (TRUST_PROXY_HOPS heeded by Fastify). */
function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function addressOf(realm: RealmModel, request: FastifyRequest, realmName: string | null): SiteAddress {
  // As `Realm.canonicalDomain` (realm/realmResolvers.ts): the preferred domain, else the first.
  const canonicalDomain = realm.preferredDomain || realm.domains[0] || null;
  // The request's origin is always known, so there is always an address.
  return siteAddress(canonicalDomain, requestOrigin(request), basenameOf(realmName))!;
}

/** The realm's robots.txt: every route that is not a public page closed, and where the sitemap is. */
export function robotsTxt(realmFullName: string, address: SiteAddress, basename: string): string {
  return [
    `# ${realmFullName.replace(/[\r\n]+/g, ' ')}: public pages only; accounts, checkout, sign-in and admin pages are not for search engines.`,
    'User-agent: *',
    'Allow: /',
    ...robotsDisallowPatterns(basename).map((pattern) => `Disallow: ${pattern}`),
    '',
    `Sitemap: ${pageUrl(address, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/**
 * The sitemap: each page once per language (its own `<loc>`), every entry
 * naming all its language versions with `xhtml:link` (Google's
 * hreflang-in-sitemap form); a realm of one language has plain entries.
 */
export function sitemapXml(pages: readonly SitemapPage[], realm: Pick<RealmModel, 'realmLanguages' | 'defaultLanguage'>, address: SiteAddress): string {
  const languages = { languages: realm.realmLanguages, defaultLanguage: realm.defaultLanguage };
  const entries: string[] = [];
  for (const page of pages) {
    const alternates: LanguageAlternate[] = routeLanguageAlternates(page.route, page.params, languages, (path) => pageUrl(address, path));
    const lastModified = page.lastModified ? `<lastmod>${escapeXml(page.lastModified)}</lastmod>` : '';
    const links = alternates.map((alternate) => `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hrefLang)}" href="${escapeXml(alternate.href)}"/>`).join('');
    const onlyLanguage = routeLanguageOf(realm.defaultLanguage) ?? DEFAULT_ROUTE_LANGUAGE;
    const locations = alternates.length > 0 ? alternates.map((alternate) => alternate.href) : [pageUrl(address, formatPath(routeTable[page.route][onlyLanguage], page.params))];
    for (const location of locations) {
      if (entries.length >= SITEMAP_MAX_URLS) break;
      entries.push(`<url><loc>${escapeXml(location)}</loc>${lastModified}${links}</url>`);
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

const contentRoutes: Partial<Record<UpstreamContent['type'], RouteName>> = {
  VOD_VIDEO: 'VOD',
  LIVE_EVENT: 'LIVE',
  VOD_PLAYLIST: 'PLAYLIST',
  VOD_SERIES: 'SERIES',
};

/** Every page of a paged list, up to MAX_LIST_PAGES; a failing page ends the list (what was read stands). */
async function readPages<T>(readPage: (page: number) => Promise<{ items: T[]; more: boolean }>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= MAX_LIST_PAGES; page += 1) {
    const answer = await readPage(page).catch(() => null);
    if (!answer) break;
    items.push(...answer.items);
    if (!answer.more) break;
  }
  return items;
}

/** The realm's public pages, read from the REST lists as a guest (none of the content where guests see none). */
async function publicPages(api: RestClient, realm: RealmModel, init: UpstreamInit, flags: RealmAccessFlags): Promise<SitemapPage[]> {
  const available = (route: RouteName) => isIndexableRoute(route) && isRouteAvailable(route, flags);
  const pages: SitemapPage[] = [{ route: 'HOME', params: {} }];
  const sections = (init.menu?.items ?? []).flatMap((item) => (item.type === 'SECTION' && item.data?.section ? [item.data.section] : []));
  for (const section of sections) pages.push(sectionRoute(section));
  for (const route of ['SCHEDULE', 'EPG', 'UPCOMING', 'FIGHTERS'] as const) if (available(route)) pages.push({ route, params: {} });

  const realmApi = api.withOptions({ realm: realm.name, acceptLanguage: realm.defaultLanguage, getAccessToken: undefined });
  const tokens = await checkInGuest(realmApi).catch(() => null);
  if (tokens && flags.fullGuestAccess) {
    const guest = realmApi.withOptions({ getAccessToken: () => tokens.authorisationToken });
    for (const section of sections) {
      const answer = await guest
        .get('/api/v2/section/{name}', { params: { name: section }, query: { bpp: LIST_PAGE_SIZE, rpp: LIST_PAGE_SIZE } })
        .catch(() => null);
      const titles = [...(answer?.hero ? [answer.hero] : []), ...(answer?.buckets ?? []).flatMap((bucket) => bucket.contentList)];
      for (const title of titles) {
        const route = contentRoutes[title.type];
        if (route) pages.push({ route, params: { id: title.id } });
      }
    }
    const events = await readPages(async (p) => {
      const { events, paging } = await guest.get('/api/v2/event', { query: { rpp: LIST_PAGE_SIZE, p } });
      return { items: events, more: paging?.moreDataAvailable ?? false };
    });
    for (const event of events) pages.push({ route: 'LIVE', params: { id: event.id } });
    const articles = await readPages(async (p) => {
      const { items, paging } = await guest.get('/api/v2/news', { query: { rpp: LIST_PAGE_SIZE, p } });
      return { items, more: paging.moreDataAvailable };
    });
    if (articles.length > 0) pages.push({ route: 'NEWS', params: {} });
    for (const article of articles) pages.push({ route: 'NEWS_ITEM', params: { slug: article.slug }, lastModified: article.publishedAt });
  }
  if (tokens) {
    // The guest session was only for reading the lists: ended at once, best effort.
    await realmApi
      .request('/api/v2/logout', { method: 'POST', auth: 'none', headers: { authorization: `Bearer ${tokens.authorisationToken}` }, body: {} })
      .catch(() => undefined);
  }
  return uniquePages(pages.filter((page) => available(page.route)));
}

/** A title in several rails, or a section also in the menu twice, is listed once. */
function uniquePages(pages: SitemapPage[]): SitemapPage[] {
  const seen = new Set<string>();
  return pages.filter((page) => {
    const key = `${page.route} ${JSON.stringify(page.params)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export async function seoFileRoutes(app: FastifyInstance, options: SeoFilesOptions) {
  /** The realm and its route flags; null when there is no such realm. */
  async function realmOf(key: RealmKey) {
    const loaders = createUnauthenticatedLoaders(options.api, options.cached);
    let realm: RealmModel;
    try {
      realm = await realmByKey(loaders, key);
    } catch (error) {
      if (errorCodeOf(error) === 'REALM_NOT_FOUND') return null;
      throw error;
    }
    const init = await loaders.initLoader.load({ realm: realm.name, language: realm.defaultLanguage });
    const flags = realmAccessFlags({ settings: realmSettingsOf(realm), hasFightersView: menuHasFightersView(init.menu) });
    return { realm, init, flags };
  }

  const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found');

  async function robots(request: FastifyRequest, reply: FastifyReply, key: RealmKey, realmName: string | null) {
    const found = await realmOf(key);
    if (!found) return notFound(reply);
    const address = addressOf(found.realm, request, realmName && found.realm.name);
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(found.realm.realmFullName, address, basenameOf(realmName && found.realm.name)));
  }

  async function sitemap(request: FastifyRequest, reply: FastifyReply, key: RealmKey, realmName: string | null) {
    const found = await realmOf(key);
    if (!found) return notFound(reply);
    const { realm, init, flags } = found;
    const address = addressOf(realm, request, realmName && realm.name);
    // Per realm and address (host or `/realm/{name}`, which may name another origin), for a few minutes.
    const xml = await options.cached(realmCacheKey(realm.name, `sitemap:${address.pagesBase}`), SITEMAP_TTL_SECONDS, async () =>
      sitemapXml(await publicPages(options.api, realm, init, flags), realm, address),
    );
    return reply.header('cache-control', `public, max-age=${SITEMAP_TTL_SECONDS}`).type('application/xml; charset=utf-8').send(xml);
  }

  app.get('/robots.txt', (request, reply) => robots(request, reply, { hostname: request.hostname.toLowerCase() }, null));
  app.get<{ Params: { name: string } }>('/realm/:name/robots.txt', (request, reply) =>
    robots(request, reply, { name: request.params.name }, request.params.name),
  );
  app.get('/sitemap.xml', (request, reply) => sitemap(request, reply, { hostname: request.hostname.toLowerCase() }, null));
  app.get<{ Params: { name: string } }>('/realm/:name/sitemap.xml', (request, reply) =>
    sitemap(request, reply, { name: request.params.name }, request.params.name),
  );
}
