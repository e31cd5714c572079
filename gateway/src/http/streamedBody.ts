// Hands a streamed Yoga response (subscriptions over SSE, incremental delivery)
// to Fastify as a Node stream that is safe to destroy at any moment.
import { Readable } from 'node:stream';

/**
 * Yoga's SSE body sets up its iterator in the stream's `start`, which the
 * whatwg-node stream runs only on the first read; its `cancel` then assumes the
 * iterator exists. A viewer who leaves before Fastify's first read (a sign-out,
 * a page change) made `cancel` throw outside any handler and left the
 * subscription running (graphql-hive/graphql-yoga#4537). Starting the stream
 * here, before anyone can cancel it, avoids that; destroying the returned
 * stream then ends the subscription.
 */
export async function startedBody(body: AsyncIterable<Uint8Array>): Promise<Readable> {
  // whatwg-node's stream is a Node Readable inside (`readable`): handed over as it is, every
  // event reaches the socket without two more stream layers per subscriber (bench/subscriptions.ts).
  // Reading nothing runs its `start` at once.
  const inner = (body as { readable?: unknown }).readable;
  if (inner instanceof Readable) {
    inner.read(0);
    return inner;
  }
  return startedByFirstChunk(body);
}

/** Any other async-iterable body: reading its first chunk (Yoga always opens with a ping) starts it. */
async function startedByFirstChunk(body: AsyncIterable<Uint8Array>): Promise<Readable> {
  const chunks = body[Symbol.asyncIterator]();
  let first: IteratorResult<Uint8Array> | null = await chunks.next();
  // An iterator, not a generator: a generator not yet started ignores `return()`,
  // and Fastify may destroy the stream before it reads anything.
  const fromTheFirst: AsyncIterableIterator<Uint8Array> = {
    [Symbol.asyncIterator]() {
      return this;
    },
    next() {
      const pending = first;
      first = null;
      return pending ? Promise.resolve(pending) : chunks.next();
    },
    return(value?: unknown) {
      first = null;
      return chunks.return?.(value) ?? Promise.resolve({ done: true, value: undefined });
    },
  };
  return Readable.from(fromTheFirst);
}
