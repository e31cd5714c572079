// `/media/*` and `/images/*` are the upstream's; the gateway passes them
// through so playlists, segments and artwork are same-origin with the app.
// So is the upstream's development mailbox (`/dev/mailbox`, `/dev/mailbox.json`),
// so the links in its emails open beside the app; exactly those two paths.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

const forwardedRequestHeaders = ['range', 'if-none-match', 'if-modified-since', 'accept'];
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);

export function isProxiedPath(pathname: string): boolean {
  return (
    pathname.startsWith('/media/') ||
    pathname.startsWith('/images/') ||
    pathname === '/dev/mailbox' ||
    pathname === '/dev/mailbox.json'
  );
}

export function createUpstreamProxy(upstreamUrl: string, doFetch: typeof fetch = globalThis.fetch) {
  /**
   * `target` is the checked path and query (`/media/...?...`), never the raw
   * request target: only the upstream's own origin is ever fetched.
   */
  return async function proxy(req: IncomingMessage, res: ServerResponse, target: string): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const headers: Record<string, string> = {};
    for (const name of forwardedRequestHeaders) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const url = new URL(target, upstreamUrl);
    if (url.origin !== new URL(upstreamUrl).origin || !isProxiedPath(url.pathname)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    let upstream: Response;
    try {
      upstream = await doFetch(url, { method: req.method, headers });
    } catch {
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end('Upstream unavailable');
      return;
    }
    const responseHeaders: Record<string, string> = {};
    upstream.headers.forEach((value, name) => {
      // fetch has already decoded the body, so its encoding and length no longer apply.
      if (!hopByHop.has(name) && name !== 'content-encoding' && name !== 'content-length') {
        responseHeaders[name] = value;
      }
    });
    res.writeHead(upstream.status, responseHeaders);
    if (!upstream.body || req.method === 'HEAD') {
      res.end();
      return;
    }
    Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream).pipe(res);
  };
}
