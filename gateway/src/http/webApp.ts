// Serves the built web app from the gateway's own origin with @fastify/static:
// hashed assets cached for a year, everything else revalidated, and index.html
// for any other page so the client-side router can take over, also under
// `/realm/{name}/...`. A build's `.br`/`.gz` twins are sent as they are when
// the browser accepts them; otherwise @fastify/compress compresses on the way.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { extname, resolve } from 'node:path';

/** Vite names built files `name-HASH.ext` (8+ base64url characters). */
export function isHashedAsset(path: string): boolean {
  return /[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/i.test(path) && path.includes('/assets/');
}

/** Assets referenced relatively from a page under /realm/{name}/ resolve under that prefix. */
export function withoutRealmPrefix(pathname: string): string {
  return pathname.replace(/^\/realm\/[^/]+(?=\/|$)/, '') || '/';
}

function sendRevalidated(reply: FastifyReply, file: string) {
  // `no-cache` = use the copy only after asking (ETag / Last-Modified): a new
  // deployment's index.html names new asset hashes and must be seen at once.
  reply.header('cache-control', 'no-cache');
  return reply.sendFile(file, { cacheControl: false });
}

export async function webAppRoutes(app: FastifyInstance, options: { webDistDir: string }) {
  await app.register(fastifyStatic, { root: resolve(options.webDistDir), serve: false, preCompressed: true });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler(request, reply) {
      // The path as sent (still percent-encoded): `..%2f` never names a file's extension.
      const pathname = withoutRealmPrefix(request.url.split('?')[0]!);
      if (extname(pathname) === '') return sendRevalidated(reply, 'index.html');
      // A missing file (it has an extension) is a 404 from @fastify/static, not the
      // app: a broken script must fail loudly. It never leaves the dist folder.
      if (isHashedAsset(pathname)) return reply.sendFile(pathname, { maxAge: '365d', immutable: true });
      return sendRevalidated(reply, pathname);
    },
  });
}
