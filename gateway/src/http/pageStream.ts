// Sends a page rendered on the server part by part (http/serverRendering.ts):
// the document's start as soon as the page's route and data are in, then the
// page once rendered. Compressed here rather than by @fastify/compress: each
// part is flushed out of the compressor, and the next part is asked for only
// once the last one has reached the socket. The page's render begins with a
// pass that holds the thread; asked for any earlier, it would keep the start
// (compressed on the thread pool) from leaving until the page was done.
import { once } from 'node:events';
import { PassThrough, type Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Brotli at the quality @fastify/compress uses for answers made on the fly: most of the gain for a fraction of the time of 11. */
const BROTLI_QUALITY = 4;

function encoderFor(encoding: 'br' | 'gzip' | null): { encoder: Transform; flushed: () => Promise<void> } {
  if (encoding === 'br') {
    const encoder = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
    return { encoder, flushed: () => new Promise((resolve) => encoder.flush(constants.BROTLI_OPERATION_FLUSH, () => resolve())) };
  }
  if (encoding === 'gzip') {
    const encoder = createGzip();
    return { encoder, flushed: () => new Promise((resolve) => encoder.flush(constants.Z_SYNC_FLUSH, () => resolve())) };
  }
  // Unencoded, a write goes straight on, but the response holds (corks) its first
  // writes until the next tick: the part leaves once the event loop has turned.
  return { encoder: new PassThrough(), flushed: () => new Promise((resolve) => setImmediate(resolve)) };
}

/** Sends `parts` as the reply's body, each flushed to the browser before the next is asked for. */
export function sendPageParts(request: FastifyRequest, reply: FastifyReply, parts: AsyncIterable<string>): FastifyReply {
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  const { encoder, flushed } = encoderFor(encoding);
  if (encoding) reply.header('content-encoding', encoding);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');

  void (async () => {
    try {
      for await (const part of parts) {
        if (!encoder.write(part)) await once(encoder, 'drain');
        await flushed();
      }
      encoder.end();
    } catch (error) {
      // A browser that left (the encoder is destroyed) or a failed part: the response ends here.
      encoder.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return reply.send(encoder);
}
