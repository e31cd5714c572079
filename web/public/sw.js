// The installed app's service worker (issue 14 "Installed apps"; web/README.md,
// "Installed app"): the app opens without a connection, to its connection-failed
// page, and hashed assets come from the device.
//
// What it keeps, and nothing else:
// - the viewer-free shell, /offline.html (the plain built index.html, served by
//   the gateway: http/webApp.ts), and the /assets/ files it names, fetched at
//   install and refreshed after each page load that reached the server;
// - /assets/* files (hashed, so never stale) as the app loads them, and those the
//   registering page had loaded before the worker served it: cache first.
// Pages themselves are never kept: they are rendered per viewer. Nor is anything
// from /graphql, /api, /media, /images or any other path: this worker answers
// only /assets/* and failed page loads, and leaves every other request to the
// browser, untouched.
//
// Hand-written rather than Workbox: Workbox's Vite integration (vite-plugin-pwa,
// with workbox-build) is not among the project's packages, and the rules above
// take a hundred lines. With it, its injectManifest build would also precache
// every route's chunks, so that a page never opened before starts offline as
// fast as one that was (today it waits for its chunk's retries, about 6 s).
const SHELL_URL = '/offline.html';
const SHELL_CACHE = 'ringside-shell-v1';
const ASSET_CACHE = 'ringside-assets-v1';
const OWN_CACHES = [SHELL_CACHE, ASSET_CACHE];

/** Paths whose pages are not the app's (GraphiQL, the upstream's media, mailbox…): a failed load stays failed. */
const NOT_THE_APP = /^\/(graphql|api|media|images|oauth|dev)(\/|$)/;

/** The /assets/ files a shell's HTML names: its entry script, preloaded chunks and stylesheet. */
function assetsNamedIn(html) {
  return [...new Set([...html.matchAll(/["'](\/assets\/[^"'?#]+)["']/g)].map((match) => match[1]))];
}

/**
 * Fetches the shell (revalidated: a 304 when unchanged) and keeps it with the
 * assets it names. A shell that names other assets is a new build: the old
 * build's assets go, and the new one's lazy chunks are kept again as the app
 * loads them.
 */
async function refreshShell() {
  const response = await fetch(SHELL_URL, { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  const shells = await caches.open(SHELL_CACHE);
  const kept = await shells.match(SHELL_URL);
  if (kept && (await kept.text()) === html) return;
  if (kept) await caches.delete(ASSET_CACHE);
  // Assets first: a kept shell always finds the files it names.
  await (await caches.open(ASSET_CACHE)).addAll(assetsNamedIn(html));
  await shells.put(SHELL_URL, response);
}

/**
 * Requests this worker never answers go straight to the network, without
 * waking it (the Service Worker Static Routing API, where the browser has it).
 * Beyond speed, this keeps the requests a page sends as it goes away: Chromium
 * drops a `keepalive` fetch of an unloading page that has to pass through the
 * worker's fetch event, and the player's last calls are such fetches (the end
 * of its playback session, which frees the account's stream at once, and the
 * position to resume from).
 */
const NETWORK_ONLY_ROUTES = [
  { condition: { requestMethod: 'POST' }, source: 'network' },
  { condition: { urlPattern: { pathname: '/graphql' } }, source: 'network' },
];

self.addEventListener('install', (event) => {
  if (typeof event.addRoutes === 'function') {
    event.waitUntil(event.addRoutes(NETWORK_ONLY_ROUTES).catch(() => undefined));
  }
  // Installed only with its shell: offline starts work from the first one on.
  event.waitUntil(refreshShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('ringside-') && !OWN_CACHES.includes(name)) await caches.delete(name);
      }
      // Pages load as fast as without a worker: the request goes while the worker starts.
      await self.registration.navigationPreload?.enable();
      // The page that registered the worker is served by it at once: it can start offline next time.
      await self.clients.claim();
    })(),
  );
});

async function fromCacheFirst(request) {
  const cache = await caches.open(ASSET_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

async function pageOrShell(event) {
  try {
    const response = (await event.preloadResponse) ?? (await fetch(event.request));
    // Online: the page as the server rendered it, never kept; the shell is checked on the side.
    event.waitUntil(refreshShell().catch(() => undefined));
    return response;
  } catch (error) {
    const shell = await caches.match(SHELL_URL, { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

// The page that registered the worker loaded its language's catalog and its
// route's chunks before the worker served it: it names them here (as
// workbox-window's CACHE_URLS message does), so the first offline start
// finds them too. Only this origin's /assets/ files are taken.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'CACHE_URLS' || !Array.isArray(event.data.urls)) return;
  const paths = event.data.urls
    .map((url) => new URL(url, self.location.origin))
    .filter((url) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  event.waitUntil(
    (async () => {
      const cache = await caches.open(ASSET_CACHE);
      const missing = [];
      for (const path of paths) if (!(await cache.match(path))) missing.push(path);
      await cache.addAll(missing);
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && !NOT_THE_APP.test(url.pathname)) {
    event.respondWith(pageOrShell(event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(fromCacheFirst(request));
  }
});
