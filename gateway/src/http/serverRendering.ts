// Pages of the web app rendered here, for the viewer of each request (issue
// 14, "First paint"): the web's server entry (web/src/server/renderPage.tsx,
// built into `.ssr/renderPage.js` of each build: the one this gateway started
// with, whose files no later build replaces, web/src/server/webBuilds.ts)
// renders the page with the app's own routes, guard and components, and its
// GraphQL requests run through this gateway's Yoga in process, as requests of
// the page's viewer: no HTTP hop, and every plugin (persisted operations,
// limits, session cookies) applies as it would to the browser's own requests.
//
// Cookies: the page's request brings the viewer's; an answer may set new ones
// (a guest check-in, a renewed session), which the next in-process request of
// the same page carries (a tough-cookie jar) and the page's response sends on
// to the browser, so the viewer leaves with the session the page was rendered
// for.
//
// Streaming: the answer goes in two parts. As soon as the page's route and
// data are in (its status and cookies known), the document's start: `<html>`
// with its attributes and the head of index.html, whose stylesheet and
// module script the browser fetches while the page renders. Then the page's
// own head elements, its markup and its boot data. A cookie that an answer
// sets after the start was sent cannot reach the browser any more; the
// page's first request is the one that checks a visitor in or renews a
// session, so that only happens when the session changes mid-render, which is logged.
//
// Without a server bundle (a dist built without it, `vite build` alone), or if
// rendering fails or takes too long before the start was sent, the page is the
// built index.html as it is: the app then boots in the browser as before.
// After the start, the rest of index.html follows instead of the page, with
// its boot splash and no boot data, and the app boots the same way.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CookieJar } from 'tough-cookie';
import type { PageRequest, RenderedContent, RenderedPage } from '@ringside/web/renderPage';
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
  | {
      kind: 'page';
      status: number;
      setCookies: string[];
      /** The HTML, part by part as each is ready: the document's start, then the page. */
      html: AsyncIterable<string>;
    };

/** A page taking longer than this is sent unrendered (the browser's app boots as without a server). */
export const RENDER_TIME_LIMIT_MS = 5000;

// Headers of the page's request that mean nothing for its GraphQL requests.
const NOT_FORWARDED = new Set(['content-length', 'content-type', 'accept', 'accept-encoding', 'connection', 'cookie', 'if-none-match', 'if-modified-since']);

export interface PageRenderer {
  render(request: FastifyRequest, reply: FastifyReply): Promise<ServerRenderedAnswer>;
}

/** The built index.html, cut where a rendered page's parts go. */
export interface PageTemplate {
  /**
   * The head up to its end, without the generic title: the build's stylesheet
   * and module script are in it (Vite puts them last), so they go with the start.
   */
  start: string;
  /** From `</head>` to the end: the root's markers for the markup, and the boot data's. */
  end: string;
  /** The generic `<title>`, for a page that names none or could not be rendered. */
  title: string;
}

/** The page's own head elements go last in the head. */
const HEAD_END = '</head>';

export function splitTemplate(html: string): PageTemplate {
  const at = html.indexOf(HEAD_END);
  if (at === -1) throw new Error(`index.html has no ${HEAD_END}`);
  const title = /<title>[^<]*<\/title>/.exec(html)?.[0] ?? '';
  return {
    start: html.slice(0, at).replace(/<title>[^<]*<\/title>\s*/, ''),
    end: html.slice(at),
    title,
  };
}

/**
 * The document's start, sent before the page renders: `<html>` with the
 * page's attributes, the template's head with the realm's manifest
 * (`manifestPath`, realm/realmManifest.ts), and the head elements known
 * before the page renders, in place of the template's splash colours.
 */
export function documentStart(template: PageTemplate, page: Extract<RenderedPage, { kind: 'page' }>, manifestPath: string): string {
  let html = template.start;
  if (page.documentHead.includes('name="theme-color"')) html = html.replace(/<meta name="theme-color"[^>]*>\s*/g, '');
  return (
    html
      .replace(/<link rel="manifest" href="[^"]*"/, () => `<link rel="manifest" href="${manifestPath}"`)
      .replace(/<html lang="[^"]*"/, () => `<html ${page.htmlAttributes}`) + page.documentHead
  );
}

/**
 * The rest of the document: the page's own head elements, its markup in the
 * root and its boot data. Without a rendered page (`null`), the template's
 * rest as it is: the boot splash, and no boot data, so the app boots in the browser.
 */
export function documentEnd(template: PageTemplate, content: RenderedContent | null): string {
  if (!content) return template.title + template.end;
  const head = content.head.includes('<title') ? content.head : template.title + content.head;
  return (
    head +
    template.end
      .replace(/<!--app-html-->[\s\S]*?<!--\/app-html-->/, () => content.body)
      .replace('<!--app-boot-data-->', () => content.bootData)
  );
}

/** `promise`, or a rejection once `deadline` (a Date.now() time) has passed. */
async function byDeadline<T>(promise: Promise<T>, deadline: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`The page took over ${RENDER_TIME_LIMIT_MS} ms to render`)), Math.max(0, deadline - Date.now()));
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * The renderer of the pages of the build in `webDistDir` (its index.html and
 * `.ssr/`), or null when it has no server bundle. `graphql` is Yoga's in-process fetch.
 */
export async function loadPageRenderer(webDistDir: string, graphql: InProcessGraphQL): Promise<PageRenderer | null> {
  const entryFile = join(webDistDir, '.ssr', 'renderPage.js');
  if (!existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const template = splitTemplate(readFileSync(join(webDistDir, 'index.html'), 'utf8'));

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
      // Once the document's start is on its way, the response's headers are gone.
      let headersSent = false;
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
          if (headersSent) request.log.warn({ cookie: setCookie.split('=')[0] }, "A cookie an answer set while the page rendered came after the page's headers and does not reach the browser");
          else setCookies.push(setCookie);
          await jar.setCookie(setCookie, url.href, { ignoreError: true });
        }
        return response;
      };

      const deadline = Date.now() + RENDER_TIME_LIMIT_MS;
      const page = await byDeadline(
        entry.renderPage({ url: request.url, origin, languages: languageRanges(request.headers['accept-language']), cookie: request.headers.cookie ?? null, fetch }),
        deadline,
      );
      if (page.kind === 'redirect') return { ...page, setCookies };
      headersSent = true;
      const start = documentStart(template, page, manifestPathFor(realmNameInPath(request.url)));
      const { renderContent } = page;
      async function* html(): AsyncGenerator<string> {
        // Asked for the page only once the start has reached the socket (http/pageStream.ts).
        yield start;
        let content: RenderedContent | null = null;
        try {
          content = await byDeadline(renderContent(), deadline);
        } catch (error) {
          request.log.error({ err: error }, 'The page could not be rendered on the server after its start was sent; the browser renders it');
        }
        yield documentEnd(template, content);
      }
      return { kind: 'page', status: page.status, setCookies, html: html() };
    },
  };
}
