import { BrowserProtocol } from 'farce';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { basePathFromPathname } from './system/basePath.ts';
import { type BootData, readBootData } from './system/bootData.ts';
import { loadFirstScreens } from './system/firstPage.ts';
import { localeCookie } from './system/localeCookie.ts';
import { pathTo } from './system/routePaths.ts';
import { pageCookie } from './system/pageCookie.ts';
import { TIME_ZONE_COOKIE, viewerTimeZone } from './system/timeZone.ts';
import type { RecordMap } from './system/relayEnvironment.ts';
import { App, type AppInstance, createAppInRealmLocale, createAppInstance } from './system/createApp.tsx';
import {
  activateLocale,
  browserLocaleSources,
  createI18n,
  prefetchCatalog,
  resolveLocale,
  storeLocale,
  type SupportedLocale,
} from './system/i18n.ts';

// The browser entry point: the only module that reads `window` at start-up.
// Everything else is created per app instance, so a server can render too.
const basePath = basePathFromPathname(window.location.pathname);
// The stored language is per realm: by name under /realm/{name}, else by host.
const realmKey = basePath.realmName ?? window.location.hostname;
const i18n = createI18n();
const container = document.getElementById('root')!;
// Made by the first mount: over the server's markup, or afresh.
let root: Root | null = null;

/** The address inside the realm, without the `/realm/{name}` base. */
function locationInRealm() {
  const { pathname, search } = window.location;
  return { pathname: pathname.slice(basePath.basename.length) || '/', search };
}

/**
 * The page is the app's now (its links and buttons are the router's and the
 * components'): said on <html> for tools and tests, which would otherwise act
 * on a server-rendered page before its scripts took it over.
 */
function markStarted() {
  document.documentElement.dataset.app = 'started';
}

/** Remembers the language for the server too (system/localeCookie.ts). */
function rememberLocale(locale: SupportedLocale) {
  storeLocale(window, realmKey, locale);
  document.cookie = localeCookie(locale, basePath.basename);
}

/** `records`: the server-rendered page's store, which has the first page's data. */
/** How long a session change waits for the previous app's answers (system/answersAwaited.ts). */
const PREVIOUS_ANSWERS_LIMIT_MS = 3000;

function createInstance(locale: SupportedLocale, records?: RecordMap): AppInstance {
  const instance: AppInstance = createAppInstance({
    basePath,
    locale,
    // The page being opened: its query goes at once, with the frame (one round
    // trip), unless the server rendered it and its data came with it.
    firstLocation: records ? undefined : locationInRealm(),
    records,
    i18n,
    historyProtocol: new BrowserProtocol(),
    changeLocale: (next) => {
      if (next === locale) return;
      rememberLocale(next);
      void mount(createInstance(next));
    },
    sessionChanged: (destination) => {
      window.history.pushState(null, '', `${basePath.basename}${destination}`);
      // The new session's cookies must be the last ones set.
      void instance.allAnswered(PREVIOUS_ANSWERS_LIMIT_MS).then(() => mount(createInstance(locale)));
    },
  });
  return instance;
}

/**
 * Mounts an app instance once its language's catalog and the realm's labels
 * in that language are loaded. A language change mounts a fresh one (new
 * Relay store, so the realm's localised texts are fetched again); the session
 * cookies survive, so a guest stays checked in.
 * A session change mounts a fresh one too: nothing cached for the previous
 * viewer survives it.
 */
let generation = 0;

async function mount(instance: AppInstance) {
  const { locale } = instance.context;
  generation += 1;
  // The catalog downloads while the frame's query (which brings the realm's
  // own labels, laid over it) is answered; meanwhile the previous page stays.
  prefetchCatalog(locale).catch(() => undefined);
  await activateLocale(i18n, locale, document, await instance.realmMessages());
  root ??= createRoot(container);
  root.render(
    <StrictMode>
      <App key={`${locale}:${generation}`} instance={instance} i18n={i18n} />
    </StrictMode>,
  );
  markStarted();
}

// The server writes times in the viewer's zone once it knows it (system/timeZone.ts).
document.cookie = pageCookie(TIME_ZONE_COOKIE, viewerTimeZone());

/** Checkout (PURCHASE, PAY) resumes from the tab's storage, which the server never sees. */
const PAGES_RESUMED_FROM_STORAGE = ['PURCHASE', 'PAY'] as const;

/**
 * Whether the browser's first render of the page is the server's, so that
 * hydrating it is right: times are written in the same zone (a first visit's
 * server does not know the browser's), and the page is not one that resumes
 * from the tab's storage. Called once the instance has set the route language.
 */
function firstRenderMatchesServer(boot: BootData): boolean {
  if (boot.timeZone !== viewerTimeZone()) return false;
  const { pathname } = locationInRealm();
  return !PAGES_RESUMED_FROM_STORAGE.some((name) => pathname === pathTo(name) || pathname.startsWith(`${pathTo(name)}/`));
}

/**
 * Takes over a page the server rendered (server/renderPage.tsx): the app
 * starts with the server's Relay records, found resolves the page from them
 * (no request), and the app hydrates the markup (or is rendered over it where
 * its first render differs: firstRenderMatchesServer). If this
 * browser wants another language than the server rendered (a choice only its
 * storage knew), the app is rendered afresh in that one instead.
 */
async function takeOver(boot: BootData) {
  const instance = createInstance(boot.locale, boot.records);
  const realm = await instance.realmLanguages();
  const wanted = resolveLocale(localeSources, realm ?? undefined);
  if (wanted !== boot.locale) {
    instance.dispose();
    await mount(createInstance(wanted));
    return;
  }
  const [, Router] = await Promise.all([
    activateLocale(i18n, boot.locale, document, await instance.realmMessages()),
    loadFirstScreens(instance.context, locationInRealm()).then(() => instance.initialRouter()),
  ]);
  generation += 1;
  const app = (
    <StrictMode>
      <App key={`${boot.locale}:${generation}`} instance={instance} i18n={i18n} router={Router} />
    </StrictMode>
  );
  if (firstRenderMatchesServer(boot)) {
    root = hydrateRoot(container, app);
  } else {
    // Preact's hydration keeps the server's text and attributes where the
    // browser's first render differs: such a page is rendered over the
    // server's markup instead, from the same records (no request again).
    root = createRoot(container);
    root.render(app);
  }
  markStarted();
}

const localeSources = browserLocaleSources(window, realmKey);
// A choice made before the server was told of it (system/localeCookie.ts).
if (localeSources.stored && !document.cookie.includes('rs_lang=')) {
  document.cookie = localeCookie(localeSources.stored, basePath.basename);
}
const boot = readBootData(document);
// The provisional language's catalog downloads alongside the first query.
prefetchCatalog(boot?.locale ?? resolveLocale(localeSources)).catch(() => undefined);

// Until the realm's languages are known, index.html's splash stays on screen.
// No top-level await here: with one, Rollup can no longer assume the entry has
// run before a route's lazy chunk, and moves React and Relay into a separate
// chunk that every route waits for.
if (boot) void takeOver(boot);
else void createAppInRealmLocale(localeSources, (locale) => createInstance(locale)).then(mount);

// The installed app: its service worker keeps the shell for offline starts (web/README.md, "Installed app").

// The installed app's service worker (system/serviceWorker.ts), registered
// once the page has loaded: its code is a chunk of its own, off the first page's path.
const registerServiceWorker = () => void import('./system/serviceWorker.ts').then((worker) => worker.registerServiceWorker());
if (document.readyState === 'complete') registerServiceWorker();
else window.addEventListener('load', registerServiceWorker, { once: true });
