// The web app's server entry (issue 14, "First paint"): renders one page of
// the app for one request, as the browser would show it to that viewer, so
// the HTML is the page before any script runs. The gateway calls it
// (gateway/src/http/serverRendering.ts) for every page address; Vite builds
// it into `dist/.ssr/` with the same aliases, Relay artifacts and Lingui
// catalogs as the browser bundle, so both render the same markup.
//
// One request, one app instance (createApp.tsx): its own Relay store, Lingui
// instance and route language. found resolves the route with the app's own
// route table and guard (redirects included), Relay fetches through the
// gateway's schema in process (the `fetch` given). The answer comes in two
// parts, which the gateway streams as they are ready: as soon as the route and
// its data are in, the status and the document's start (`<html>` with the
// language, the realm's colours and the layout), so the browser fetches the
// app's stylesheet and script while the page renders; then the page, rendered
// once every query and lazy screen it needs is in, with its own head elements,
// and the store's records, so the browser takes it over without asking again.
import { AsyncLocalStorage } from 'node:async_hooks';
import { I18nProvider } from '@lingui/react';
import { parseCookie } from 'cookie';
import { createBasenameMiddleware, MemoryProtocol, queryMiddleware } from 'farce';
import { resolver } from 'found';
import { getFarceResult } from 'found/server';
import { renderToStringAsync } from 'preact-render-to-string';
import type { ReactElement } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { ExternalRedirect, guardRoutes } from '../session/guardRoutes.ts';
import { basePathFromPathname } from '../system/basePath.ts';
import { BOOT_DATA_ELEMENT_ID, type BootData } from '../system/bootData.ts';
import { type AppInstance, createAppInRealmLocale, createAppInstance } from '../system/createApp.tsx';
import { escapeHtml, jsonForScript } from '../system/htmlText.ts';
import { activateLocale, createI18n, type LocaleSources, type SupportedLocale } from '../system/i18n.ts';
import { LOCALE_COOKIE } from '../system/localeCookie.ts';
import type { RecordMap } from '../system/relayEnvironment.ts';
import { routeConfigFor } from '../system/routeConfig.ts';
import { createPageHeadCollector, PageHeadContext, renderHeadTags } from '../seo/pageHead.tsx';
import { readRouteLanguageFrom } from '../system/routePaths.ts';
import { isTimeZone, readViewerTimeZoneFrom, TIME_ZONE_COOKIE } from '../system/timeZone.ts';
import { chooseLayout, LAYOUT_COOKIE } from '../tv/layout.ts';
import { realmHtmlAttributes } from '../realm/realmDocument.ts';
import { postFormsBeforeTheApp } from './formsBeforeTheApp.ts';

export interface PageRequest {
  /** The path and query as requested, `/realm/{name}` base included. */
  url: string;
  /** `https://host` as the viewer asked it: the page's absolute addresses where the realm names no canonical domain. */
  origin: string;
  /** The browser's languages, preferred first (the gateway parses Accept-Language). */
  languages: readonly string[];
  /** The request's Cookie header: the language the viewer chose last (system/localeCookie.ts). */
  cookie: string | null;
  /**
   * The gateway's `/graphql`, in process, as the viewer whose cookies came
   * with the request (the gateway keeps the cookies its answers set).
   */
  fetch: typeof globalThis.fetch;
}

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      locale: SupportedLocale;
      /** Attributes of `<html>` (language, the realm's colours and name, the TV layout), as markup. */
      htmlAttributes: string;
      /** Head elements known before the page renders (the browser's bar colour), as markup. */
      documentHead: string;
      /**
       * Renders the page itself; it rejects if rendering fails. Called once the
       * document's start is sent: rendering begins with a pass that holds the
       * thread, which must not keep the start from the browser.
       */
      renderContent: () => Promise<RenderedContent>;
    };

export interface RenderedContent {
  /** The page's head elements (title, description, canonical, Open Graph, JSON-LD, hreflang). */
  head: string;
  /** The app's markup, for `<div id="root">`. */
  body: string;
  /** The boot data (system/bootData.ts) as a script element, safe to inline. */
  bootData: string;
}

// `pathTo` builds links in the language of the request being rendered (system/routePaths.ts).
// Times are written in the request's time zone (system/timeZone.ts).
const rendering = new AsyncLocalStorage<{ language: SupportedLocale; timeZone: string }>();
readRouteLanguageFrom(() => rendering.getStore()?.language);
readViewerTimeZoneFrom(() => rendering.getStore()?.timeZone);

/** The browser's zone as its cookie tells it; UTC for a first visit (the browser then renders afresh if its zone differs). */
function timeZoneOf(request: PageRequest): string {
  const zone = parseCookie(request.cookie ?? '')[TIME_ZONE_COOKIE];
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

function localeSources(request: PageRequest, search: string): LocaleSources {
  return {
    explicit: new URLSearchParams(search).get('lang'),
    stored: parseCookie(request.cookie ?? '')[LOCALE_COOKIE] ?? null,
    browser: [...request.languages],
  };
}

export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const at = request.url.indexOf('?');
  const pathname = at === -1 ? request.url : request.url.slice(0, at);
  const search = at === -1 ? '' : request.url.slice(at);
  const basePath = basePathFromPathname(pathname);
  const i18n = createI18n();

  const create = (locale: SupportedLocale): AppInstance =>
    createAppInstance({
      basePath,
      locale,
      i18n,
      // Never navigated on a server: found gets the address from getFarceResult.
      historyProtocol: new MemoryProtocol(request.url),
      // As in the browser: the page's query brings the frame, and checks a visitor
      // in as a guest where the page would, in one request (system/firstPage.ts).
      firstLocation: { pathname: pathname.slice(basePath.basename.length) || '/', search },
      fetch: request.fetch,
      origin: request.origin,
      // A server renders one address: a language or session change happens in the browser.
      changeLocale: () => undefined,
      sessionChanged: () => undefined,
    });
  const instance = await createAppInRealmLocale(localeSources(request, search), create);
  const { locale } = instance.context;
  await activateLocale(i18n, locale, undefined, await instance.realmMessages());

  // Without the realm's frame (no such realm, a VPN refused, the upstream down) there is
  // no page to stream: the gateway sends the built page, whose app tells the viewer why.
  const realm = await instance.realmDocument();
  if (!realm) {
    instance.dispose();
    throw new Error("The realm's frame could not be read; the page is left to the browser");
  }

  const timeZone = timeZoneOf(request);
  return rendering.run({ language: locale, timeZone }, async () => {
    let result: Awaited<ReturnType<typeof getFarceResult>>;
    try {
      result = await getFarceResult({
        url: request.url,
        historyMiddlewares: [queryMiddleware, createBasenameMiddleware({ basename: basePath.basename })],
        routeConfig: guardRoutes(routeConfigFor(locale)),
        resolver,
        render: instance.render,
        matchContext: instance.context,
      });
    } catch (error) {
      instance.dispose();
      // The realm's splash site (spec §2: the root, for a visitor).
      if (error instanceof ExternalRedirect) return { kind: 'redirect', status: 302, location: error.url };
      throw error;
    }
    if ('redirect' in result) {
      instance.dispose();
      // found's redirects are 302: each lands on a path in the viewer's language (or
      // depends on who they are), which a 301 would let the browser keep for every
      // language and viewer. The realm moves that are permanent (`/dce.x/…` under
      // `/realm/`) are the gateway's own 301s (http/webApp.ts).
      return { kind: 'redirect', status: result.status, location: result.redirect.url };
    }
    // The document around the page, known before it renders: its language, the realm's
    // colours (realm/realmDocument.ts) and a TV browser's 10-foot layout (tv/layout.ts).
    const tvLayout = chooseLayout(search, parseCookie(request.cookie ?? '')[LAYOUT_COOKIE]) === 'tv';
    const htmlAttributes: Record<string, string> = {
      lang: locale,
      ...realmHtmlAttributes(realm),
      ...(tvLayout ? { 'data-layout': 'tv' } : {}),
    };
    const { element } = result;
    return {
      kind: 'page',
      status: result.status,
      locale,
      htmlAttributes: Object.entries(htmlAttributes)
        .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
        .join(' '),
      documentHead: `<meta name="theme-color" content="${escapeHtml(realm.barColour)}">`,
      // Called from the gateway's own context: the request's language and zone go with it again.
      renderContent: () => rendering.run({ language: locale, timeZone }, () => renderContent(instance, i18n, locale, timeZone, element)),
    };
  });
}

/** Renders the resolved route's elements once everything they suspend on is in, then lets the instance's data go. */
async function renderContent(
  instance: AppInstance,
  i18n: ReturnType<typeof createI18n>,
  locale: SupportedLocale,
  timeZone: string,
  element: ReactElement,
): Promise<RenderedContent> {
  try {
    const head = createPageHeadCollector();
    const markup = await renderToStringAsync(
      <PageHeadContext.Provider value={head.sink}>
        <RelayEnvironmentProvider environment={instance.environment}>
          <I18nProvider i18n={i18n}>{element}</I18nProvider>
        </RelayEnvironmentProvider>
      </PageHeadContext.Provider>,
    );
    const records = instance.environment.getStore().getSource().toJSON() as RecordMap;
    const bootData: BootData = { locale, timeZone, records };
    return {
      head: renderHeadTags(head.tags()),
      body: postFormsBeforeTheApp(markup),
      bootData: `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${jsonForScript(bootData)}</script>`,
    };
  } finally {
    instance.dispose();
  }
}
