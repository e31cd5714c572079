import { BrowserProtocol } from 'farce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { basePathFromPathname } from './system/basePath.ts';
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
const root = createRoot(document.getElementById('root')!);

/** The address inside the realm, without the `/realm/{name}` base. */
function locationInRealm() {
  const { pathname, search } = window.location;
  return { pathname: pathname.slice(basePath.basename.length) || '/', search };
}

function createInstance(locale: SupportedLocale): AppInstance {
  return createAppInstance({
    basePath,
    locale,
    // The page being opened: its query goes at once, with the frame (one round trip).
    firstLocation: locationInRealm(),
    i18n,
    historyProtocol: new BrowserProtocol(),
    changeLocale: (next) => {
      if (next === locale) return;
      storeLocale(window, realmKey, next);
      void mount(createInstance(next));
    },
    sessionChanged: (destination) => {
      window.history.pushState(null, '', `${basePath.basename}${destination}`);
      void mount(createInstance(locale));
    },
  });
}

/**
 * Mounts an app instance once its language's catalog is loaded. A language
 * change mounts a fresh one (new Relay store, so the realm's localised texts
 * are fetched again); the session cookies survive, so a guest stays checked in.
 * A session change mounts a fresh one too: nothing cached for the previous
 * viewer survives it.
 */
let generation = 0;

async function mount(instance: AppInstance) {
  const { locale } = instance.context;
  generation += 1;
  await activateLocale(i18n, locale, document);
  root.render(
    <StrictMode>
      <App key={`${locale}:${generation}`} instance={instance} i18n={i18n} />
    </StrictMode>,
  );
}

const localeSources = browserLocaleSources(window, realmKey);
// The provisional language's catalog downloads alongside the first query.
prefetchCatalog(resolveLocale(localeSources)).catch(() => undefined);

// Until the realm's languages are known, index.html's splash stays on screen.
// No top-level await here: with one, Rollup can no longer assume the entry has
// run before a route's lazy chunk, and moves React and Relay into a separate
// chunk that every route waits for.
void createAppInRealmLocale(localeSources, createInstance).then(mount);
