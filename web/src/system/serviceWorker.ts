// Registers the installed app's service worker (web/public/sw.js; web/README.md,
// "Installed app"): it keeps the viewer-free shell and the hashed assets, so the
// app opens without a connection to its connection-failed page.
import { basePathFromPathname } from './basePath.ts';

/**
 * The worker's scope: the app's base, `/` or `/realm/{name}/`, as the realm's
 * manifest's scope (gateway realm/realmManifest.ts). One script for every realm.
 */
export function serviceWorkerScope(pathname: string): string {
  return `${basePathFromPathname(pathname).basename}/`;
}

/**
 * The app's own files this page has loaded so far (its language's catalog, its
 * route's chunks): the worker keeps them, since it did not serve this page's
 * first requests and the next start may be offline.
 */
function assetsLoaded(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
}

/**
 * In production builds only (a worker under `npm run dev` would serve stale
 * modules) and where browsers allow workers at all: HTTPS, or localhost.
 * After the load event, so installing (which downloads the shell's assets)
 * never competes with the first page's own requests.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !window.isSecureContext || !('serviceWorker' in navigator)) return;
  const register = () => {
    // Without a worker the app works as before, only not offline: nothing to tell the viewer.
    navigator.serviceWorker
      .register('/sw.js', { scope: serviceWorkerScope(window.location.pathname) })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => registration.active?.postMessage({ type: 'CACHE_URLS', urls: assetsLoaded() }))
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
