// Serves the built web app from the gateway's own origin with @fastify/static:
// hashed assets cached for a year, everything else revalidated, and index.html
// for any other page so the client-side router can take over, also under
// `/realm/{name}/...`. A build's `.br`/`.gz` twins are sent as they are when
// the browser accepts them; otherwise @fastify/compress compresses on the way.
//
// The page's HTTP status tells crawlers and tools what the app will show
// (spec §2 "Unknown paths show the not-found page"): index.html comes with 404
// when the path is no route (nor redirect) of the route table in any language
// (web/src/system/routeTable.ts, the one the app routes with), names a realm
// that does not exist, or is a conditional route the request's realm does not
// offer (spec §2: TV_LOGIN without pin login…). That last rule is the web route
// guard's own (session/routeAccess.ts), fed the realm's settings by the same
// functions as GraphQL's `Realm.settings` (realm/realmLookup.ts): one copy.
// 200 otherwise, and whenever the realm cannot be read (the app says why).
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { extname, resolve } from 'node:path';
import { isRouteAvailable } from '@ringside/web/routeAccess';
import { isKnownPath, routesMatching, underRealmPrefix } from '@ringside/web/routeTable';
import { currentWebBuild, type WebBuild } from '@ringside/web/webBuilds';
import { type RealmKey, type RealmRouteAccess, realmNameInPath } from '../realm/realmLookup.ts';
import { sendPageParts } from './pageStream.ts';
import { type InProcessGraphQL, loadPageRenderer } from './serverRendering.ts';

/** Vite names built files `name-HASH.ext` (8+ base64url characters). */
export function isHashedAsset(path: string): boolean {
  return /[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/i.test(path) && path.includes('/assets/');
}

/** The app's shell for offline starts, as the service worker keeps it. */
export const OFFLINE_SHELL_PATH = '/offline.html';

/** Assets referenced relatively from a page under /realm/{name}/ resolve under that prefix. */
export function withoutRealmPrefix(pathname: string): string {
  const realmName = realmNameInPath(pathname);
  return realmName === null ? pathname : pathname.slice(`/realm/${realmName}`.length) || '/';
}

function sendRevalidated(reply: FastifyReply, file: string, root?: string) {
  // `no-cache` = use the copy only after asking (ETag / Last-Modified): a new
  // deployment's index.html names new asset hashes and must be seen at once.
  reply.header('cache-control', 'no-cache');
  return root ? reply.sendFile(file, root, { cacheControl: false }) : reply.sendFile(file, { cacheControl: false });
}

export interface WebAppOptions {
  webDistDir: string;
  /**
   * The build this server serves for its whole life (web/src/server/webBuilds.ts):
   * its index.html and server entry; default, the dist's current build now.
   * The browser's hashed assets are served from the dist, those of older kept builds too.
   */
  webBuild?: WebBuild;
  /**
   * The realm a page belongs to, by the name of `/realm/{name}` or by host name
   * (realm/realmLookup.ts); it may throw when it cannot tell, and the page is
   * then served as usual. Without it every realm exists and offers every route.
   */
  realmAccess?: (key: RealmKey) => Promise<RealmRouteAccess>;
  /**
   * Yoga's in-process fetch: with it, pages are rendered on the server for
   * their viewer (http/serverRendering.ts) when the dist has the server bundle.
   */
  graphql?: InProcessGraphQL;
}

/**
 * The status of a page of the app: 404 when the app will show its not-found
 * page for it. `hostname` picks the realm when the path names none.
 */
export async function pageStatus(path: string, hostname: string | null, realmAccess?: WebAppOptions['realmAccess']): Promise<200 | 404> {
  const pathname = withoutRealmPrefix(path);
  if (!isKnownPath(pathname)) return 404;
  if (!realmAccess) return 200;
  const prefixed = realmNameInPath(path);
  let key: RealmKey | null = hostname ? { hostname } : null;
  if (prefixed !== null) {
    try {
      key = { name: decodeURIComponent(prefixed) };
    } catch {
      return 404;
    }
  }
  if (!key) return 200;
  const access = await realmAccess(key).catch(() => null);
  if (!access) return 200;
  // An unknown host is not a verdict: the app tells the visitor which service this is not.
  if (!access.exists) return 'name' in key ? 404 : 200;
  // Spec §2 "Conditional content": the app shows not-found for a route the realm
  // does not offer. A path that is some route's in one language and another's in
  // another (rare) stands while any of them is offered; a redirect's path (no route) stands.
  const routes = routesMatching(pathname);
  return routes.length > 0 && routes.every(({ route }) => !isRouteAvailable(route, access.flags)) ? 404 : 200;
}

export async function webAppRoutes(app: FastifyInstance, options: WebAppOptions) {
  await app.register(fastifyStatic, { root: resolve(options.webDistDir), serve: false, preCompressed: true });
  const build = options.webBuild ?? currentWebBuild(resolve(options.webDistDir));
  const renderer = options.graphql ? await loadPageRenderer(build.dir, options.graphql) : null;
  // The page template of this server's build, wherever a newer build has put its own.
  const sendPage = (reply: FastifyReply) => sendRevalidated(reply, 'index.html', build.dir);

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    async handler(request, reply) {
      // The path as sent (still percent-encoded): `..%2f` never names a file's extension.
      const [path, query] = splitQuery(request.url);
      // Spec §1: `/dce.ufc/…` is the realm dce.ufc's, under /realm/ (before the
      // extension test below, which would take `.ufc` for a file's).
      const underRealm = underRealmPrefix(path);
      if (underRealm) return reply.redirect(`${underRealm}${query}`, 301);
      const pathname = withoutRealmPrefix(path);
      // The server bundle (`.ssr/`) and any other dot-folder are not the browser's.
      if (pathname.split('/').some((segment) => segment.startsWith('.'))) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      if (extname(pathname) === '') {
        // Fastify's host name heeds TRUST_PROXY_HOPS, as the GraphQL context's does (security/clientAddress.ts).
        const status = await pageStatus(path, request.hostname.toLowerCase() || null, options.realmAccess);
        if (renderer) {
          try {
            const answer = await renderer.render(request, reply);
            if (answer.setCookies.length > 0) reply.header('set-cookie', answer.setCookies);
            // Rendered for this viewer (their session, profile, list): never kept by a shared cache.
            reply.header('cache-control', 'private, no-cache').header('vary', 'cookie, accept-language');
            if (answer.kind === 'redirect') return reply.redirect(answer.location, answer.status);
            // Streamed: the document's start, then the page (http/pageStream.ts).
            return sendPageParts(request, reply.code(status === 404 ? 404 : answer.status).type('text/html; charset=utf-8'), answer.html);
          } catch (error) {
            request.log.error({ err: error }, 'The page could not be rendered on the server; it is sent for the browser to render');
          }
        }
        reply.code(status);
        return sendPage(reply);
      }
      // The offline shell of the service worker (web/public/sw.js): the plain built
      // page, which boots on the client alone and holds no viewer's data, unlike a
      // rendered page. Also under /realm/{name}/. Not a page for search engines.
      if (pathname === OFFLINE_SHELL_PATH) return sendPage(reply.header('x-robots-tag', 'noindex'));
      // A missing file (it has an extension) is a 404 from @fastify/static, not the
      // app: a broken script must fail loudly. It never leaves the dist folder.
      if (isHashedAsset(pathname)) return reply.sendFile(pathname, { maxAge: '365d', immutable: true });
      return sendRevalidated(reply, pathname);
    },
  });
}

function splitQuery(url: string): [string, string] {
  const at = url.indexOf('?');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}
