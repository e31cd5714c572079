import { BrowserProtocol } from 'farce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { basePathFromPathname } from './system/basePath.ts';
import { App, createAppInstance } from './system/createApp.tsx';
import {
  activateLocale,
  browserLocaleSources,
  createI18n,
  resolveLocale,
  storeLocale,
  type SupportedLocale,
} from './system/i18n.ts';

// The browser entry point: the only module that reads `window` at start-up.
// Everything else is created per app instance, so a server can render too.
const basePath = basePathFromPathname(window.location.pathname);
const i18n = createI18n();
const root = createRoot(document.getElementById('root')!);

/**
 * Mounts an app instance for a language. A language change mounts a fresh one
 * (new Relay store, so the realm's localised texts are fetched again); the
 * session cookies survive, so a guest stays checked in.
 */
function start(locale: SupportedLocale) {
  const instance = createAppInstance({
    basePath,
    locale,
    i18n,
    historyProtocol: new BrowserProtocol(),
    changeLocale: (next) => {
      if (next === locale) return;
      void activateLocale(i18n, next, document).then(() => {
        storeLocale(window, next);
        start(next);
      });
    },
  });
  root.render(
    <StrictMode>
      <App key={locale} instance={instance} i18n={i18n} />
    </StrictMode>,
  );
}

const initialLocale = resolveLocale(browserLocaleSources(window));
await activateLocale(i18n, initialLocale, document);
start(initialLocale);
