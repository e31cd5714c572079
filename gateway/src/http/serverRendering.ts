// Pages of the web app rendered here, for the viewer of each request (issue
// 14, "First paint"): the web's server entry (web/src/server/renderPage.tsx,
// built into `<dist>/.ssr/renderPage.js`) renders the page with the app's own
// routes, guard and components, and its GraphQL requests run through this
// gateway's Yoga in process, as requests of the page's viewer: no HTTP hop, and
// every plugin (persisted operations, limits, session cookies) applies as it
// would to the browser's own requests.
//
// Cookies: the page's request brings the viewer's; an answer may set new ones
// (a guest check-in, a renewed session), which the next in-process request of
// the same page carries (a tough-cookie jar) and the page's response sends on
// to the browser, so the viewer leaves with the session the page was rendered
// for.
//
// Without a server bundle (a dist built without it, `vite build` alone), or if
// rendering fails or takes too long, the page is the built index.html as it is:
// the app then boots in the browser as before.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CookieJar } from 'tough-cookie';
import type { PageRequest, RenderedPage } from '@ringside/web/renderPage';
import { languageRanges } from '../lib/language.ts';
import { realmNameInPath } from '../realm/realmLookup.ts';
import { manifestPathFor } from '../realm/realmManifest.ts';

/**
 * The server entry's contract, its own types (web/src/server/renderPage.tsx):
 * the built bundle (dist/.ssr/renderPage.js) is loaded at run time, so only its types are imported here.
 */
interface ServerEntry {
  renderPage(request: PageRequest): Promise<RenderedPage>;
}

/** Runs a GraphQL request through the gateway's Yoga in process (`yoga.fetch`), with the page's request as server context. */
export type InProcessGraphQL = (
  request: Request,
  serverContext: { req: FastifyRequest; reply: FastifyReply },
) => Promise<Response> | Response;

/** What a page's response is made of. */
export type ServerRenderedAnswer =
  | { kind: 'redirect'; status: number; location: string; setCookies: string[] }
  | { kind: 'page'; status: number; html: string; setCookies: string[] };

/** A page taking longer than this is sent unrendered (the browser's app boots as without a server). */
export const RENDER_TIME_LIMIT_MS = 5000;

// Headers of the page's request that mean nothing for its GraphQL requests.
const NOT_FORWARDED = new Set(['content-length', 'content-type', 'accept', 'accept-encoding', 'connection', 'cookie', 'if-none-match', 'if-modified-since']);

export interface PageRenderer {
  render(request: FastifyRequest, reply: FastifyReply): Promise<ServerRenderedAnswer>;
}

/**
 * Fills the built index.html with a rendered page. The page's head replaces
 * the template's generic title and splash colours; `manifestPath` is the
 * installed app's manifest of the page's realm (realm/realmManifest.ts).
 */
export function fillTemplate(template: string, page: Extract<RenderedPage, { kind: 'page' }>, manifestPath: string): string {
  let html = template;
  if (page.head.includes('<title')) html = html.replace(/<title>[^<]*<\/title>\s*/, '');
  if (page.head.includes('name="theme-color"')) html = html.replace(/<meta name="theme-color"[^>]*>\s*/g, '');
  return html
    .replace(/<link rel="manifest" href="[^"]*"/, () => `<link rel="manifest" href="${manifestPath}"`)
    .replace('<!--app-head-->', () => page.head)
    .replace(/<html lang="[^"]*"/, `<html ${page.htmlAttributes}`)
    .replace(/<!--app-html-->[\s\S]*?<!--\/app-html-->/, () => page.body)
    .replace('<!--app-boot-data-->', () => page.bootData);
}

/**
 * The renderer of the pages of `webDistDir`, or null when the dist has no
 * server bundle. `graphql` is Yoga's in-process fetch.
 */
export async function loadPageRenderer(webDistDir: string, graphql: InProcessGraphQL): Promise<PageRenderer | null> {
  const entryFile = join(webDistDir, '.ssr', 'renderPage.js');
  if (!existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const template = readFileSync(join(webDistDir, 'index.html'), 'utf8');

  return {
    async render(request, reply) {
      const origin = `${request.protocol}://${request.host}`;
      const pageUrl = `${origin}${request.url}`;
      const jar = new CookieJar();
      // The viewer's cookies as they came. Their paths are not sent with them: each is
      // given `/`, or the jar would default it to the page's folder and keep it from /graphql.
      for (const part of (request.headers.cookie ?? '').split(';')) {
        if (part.includes('=')) await jar.setCookie(`${part.trim()}; Path=/`, pageUrl, { ignoreError: true });
      }
      const setCookies: string[] = [];
      const forwarded = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined || NOT_FORWARDED.has(name)) continue;
        forwarded.set(name, Array.isArray(value) ? value.join(', ') : value);
      }

      const fetch: typeof globalThis.fetch = async (input, init) => {
        const url = new URL(String(input instanceof Request ? input.url : input), origin);
        const headers = new Headers(forwarded);
        new Headers(init?.headers).forEach((value, name) => headers.set(name, value));
        const cookie = await jar.getCookieString(url.href);
        if (cookie) headers.set('cookie', cookie);
        else headers.delete('cookie');
        const response = await graphql(new Request(url, { ...init, headers }), { req: request, reply });
        for (const setCookie of response.headers.getSetCookie()) {
          setCookies.push(setCookie);
          await jar.setCookie(setCookie, url.href, { ignoreError: true });
        }
        return response;
      };

      let timer: ReturnType<typeof setTimeout> | undefined;
      const page = await Promise.race([
        entry.renderPage({ url: request.url, origin, languages: languageRanges(request.headers['accept-language']), cookie: request.headers.cookie ?? null, fetch }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`The page took over ${RENDER_TIME_LIMIT_MS} ms to render`)), RENDER_TIME_LIMIT_MS);
        }),
      ]).finally(() => clearTimeout(timer));
      if (page.kind === 'redirect') return { ...page, setCookies };
      const realmName = realmNameInPath(request.url);
      return { kind: 'page', status: page.status, html: fillTemplate(template, page, manifestPathFor(realmName)), setCookies };
    },
  };
}
