// What a gateway meets when it opens one of the backend's event streams
// (eventStream.ts): the api key asked first, a stream a proxy passes on at once
// and never finds idle, and an end when the backend shuts down.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { installErrorHandling } from './errorHandler.ts';
import { eventStreams } from './eventStream.ts';

const apiKey = 'event-stream-test-key';
let app: FastifyInstance | null = null;

/** A backend with one stream that greets, then says `hello` once. */
async function streamingBackend(): Promise<string> {
  app = Fastify();
  installErrorHandling(app);
  const streams = eventStreams(app, { config: { apiKeys: [apiKey] }, heartbeatMs: 20 });
  app.get('/stream', async (request, reply) => {
    streams.requireApiKey(request);
    streams.open(reply, 'test events').write('event: hello\ndata: {}\n\n');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}/stream`;
}

/** Everything the stream sends until `until` matches what has arrived, as text. */
async function readUntil(response: Response, until: RegExp): Promise<string> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (!until.test(text)) {
    const read = await reader.read();
    if (read.done) return text + '<end>';
    text += read.value;
  }
  await reader.cancel();
  return text;
}

afterEach(async () => {
  await app?.close();
  app = null;
});

describe('an event stream of the backend', () => {
  it('refuses a caller without a known api key before anything is streamed', async () => {
    const url = await streamingBackend();
    for (const headers of [{}, { 'x-api-key': 'someone-else' }] as Record<string, string>[]) {
      const refused = await fetch(url, { headers });
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ code: 'INVALID_API_KEY' });
    }
  });

  it('opens as text/event-stream that proxies pass on unbuffered, and keeps it busy with heartbeats', async () => {
    const response = await fetch(await streamingBackend(), { headers: { 'x-api-key': apiKey } });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(await readUntil(response, /: heartbeat\n\n/)).toMatch(/^retry: 1000\n: test events\n\nevent: hello\ndata: \{\}\n\n(: heartbeat\n\n)+$/);
  });

  it('ends its open streams when the backend closes, so closing does not wait on them', async () => {
    const response = await fetch(await streamingBackend(), { headers: { 'x-api-key': apiKey } });
    const read = readUntil(response, /never/);
    await app!.close();

    expect(await read).toMatch(/<end>$/);
  });
});
