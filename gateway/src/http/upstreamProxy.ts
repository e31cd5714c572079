// `/media/*` and `/images/*` are the upstream's; the gateway passes them
// through so playlists, segments and artwork are same-origin with the app.
// So is the upstream's development mailbox (`/dev/mailbox`, `/dev/mailbox.json`),
// so the links in its emails open beside the app; exactly those two paths, and
// only where the mailbox is allowed (config.ts: off in production).
//
// The body is streamed through as it arrives (segments are megabytes); only
// the checked path and query are ever fetched, on the upstream's own origin.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';

const forwardedRequestHeaders = ['range', 'if-none-match', 'if-modified-since', 'accept'];
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);

export function isProxiedPath(pathname: string, options: { devMailbox?: boolean } = {}): boolean {
  return (
    pathname.startsWith('/media/') ||
    pathname.startsWith('/images/') ||
    ((options.devMailbox ?? true) && (pathname === '/dev/mailbox' || pathname === '/dev/mailbox.json'))
  );
}

export interface UpstreamProxyOptions {
  upstreamUrl: string;
  devMailbox: boolean;
  fetch?: typeof fetch;
}

export async function upstreamProxyRoutes(app: FastifyInstance, options: UpstreamProxyOptions) {
  const doFetch = options.fetch ?? globalThis.fetch;
  const upstreamOrigin = new URL(options.upstreamUrl).origin;

  async function proxy(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('allow', 'GET, HEAD').send();
    }
    // request.url is the path and query (server.ts reduced absolute-form targets to it).
    const url = new URL(request.url, options.upstreamUrl);
    if (url.origin !== upstreamOrigin || !isProxiedPath(url.pathname, options)) return reply.callNotFound();
    const headers: Record<string, string> = { 'x-request-id': request.id };
    for (const name of forwardedRequestHeaders) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    let upstream: Response;
    try {
      upstream = await doFetch(url, { method: request.method, headers });
    } catch (error) {
      request.log.warn({ err: error, upstream: url.pathname }, 'upstream unavailable for a proxied request');
      return reply.code(502).type('text/plain; charset=utf-8').send('Upstream unavailable');
    }
    reply.code(upstream.status);
    upstream.headers.forEach((value, name) => {
      // fetch has already decoded the body, so its encoding and length no longer apply.
      if (!hopByHop.has(name) && name !== 'content-encoding' && name !== 'content-length') reply.header(name, value);
    });
    if (!upstream.body || request.method === 'HEAD') return reply.send();
    return reply.send(Readable.fromWeb(upstream.body as ReadableStream));
  }

  const paths = ['/media/*', '/images/*', ...(options.devMailbox ? ['/dev/mailbox', '/dev/mailbox.json'] : [])];
  for (const url of paths) {
    // Passed through as the upstream sent it: segments are already compressed
    // video, and a compressed 206 would no longer match its Content-Range.
    app.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url, compress: false, handler: proxy });
  }
}
