import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createUpstreamLiveFeed, type LiveSignal } from './liveFeed.ts';

/** A stand-in for the backend's stream: records each connection, lets the test write to it or drop it. */
async function fakeLiveEndpoint() {
  const connections: { request: IncomingMessage; response: ServerResponse; closed: boolean }[] = [];
  const waiting: (() => void)[] = [];
  const server: Server = createServer((request, response) => {
    if (request.headers['x-api-key'] !== 'key') return void response.writeHead(401).end();
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write(': hello\n\n');
    const connection = { request, response, closed: false };
    response.on('close', () => void (connection.closed = true));
    connections.push(connection);
    waiting.splice(0).forEach((wake) => wake());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url,
    connections,
    async connection(index: number) {
      while (!connections[index]) await new Promise<void>((resolve) => waiting.push(resolve));
      return connections[index]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const realm = { name: 'ringside', liveEndpoint: '/live/ringside/events' };
const message = (eventId: string) => JSON.stringify({ realmId: 1, kind: 'EVENT_CHANGED', eventId, liveCount: 1, at: '2026-01-01T00:00:00Z' });

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

describe('the live feed from the backend’s stream', () => {
  it('holds one stream per realm for all its listeners, resumes after a drop with Last-Event-ID, and lets go when the last listener leaves', async () => {
    const endpoint = await fakeLiveEndpoint();
    cleanup.push(endpoint.close);
    const feed = createUpstreamLiveFeed({ upstreamUrl: endpoint.url, apiKey: 'key', backoffMs: 10 });
    cleanup.push(() => feed.close());
    const heard: [string, LiveSignal][] = [];
    const stopA = feed.subscribe(realm, (signal) => heard.push(['a', signal]));
    const stopB = feed.subscribe(realm, (signal) => heard.push(['b', signal]));
    const first = await endpoint.connection(0);
    expect(first.request.url).toBe('/live/ringside/events');
    expect(feed.stats()).toEqual({ listeners: 2, upstreamConnections: 1 });

    first.response.write(`id: e-1\nevent: live\ndata: ${message('3')}\n\n`);
    await expect.poll(() => heard.length).toBe(2);
    expect(heard.map(([who, signal]) => [who, signal.kind, signal.kind === 'MESSAGE' && signal.message.eventId])).toEqual([
      ['a', 'MESSAGE', '3'],
      ['b', 'MESSAGE', '3'],
    ]);
    // Both heard the same signal: one upstream read can answer both.
    expect(heard[0]![1].seq).toBe(heard[1]![1].seq);

    first.response.destroy();
    const second = await endpoint.connection(1);
    expect(second.request.headers['last-event-id']).toBe('e-1');
    second.response.write(`event: resync\ndata: {}\n\n`);
    await expect.poll(() => heard.filter(([, signal]) => signal.kind === 'RESYNC').length).toBe(2);

    stopA();
    expect(second.closed).toBe(false);
    stopB();
    await expect.poll(() => second.closed).toBe(true);
    expect(feed.stats()).toEqual({ listeners: 0, upstreamConnections: 0 });
    expect(endpoint.connections).toHaveLength(2);
  });

  it('keeps trying with growing waits while the backend refuses, and tells listeners to read afresh once back', async () => {
    const endpoint = await fakeLiveEndpoint();
    cleanup.push(endpoint.close);
    const errors: unknown[] = [];
    // A wrong key first: refused (401) like a backend that is not ready.
    let apiKey = 'wrong';
    const feed = createUpstreamLiveFeed({
      upstreamUrl: endpoint.url,
      apiKey: 'key',
      backoffMs: 5,
      maxBackoffMs: 40,
      onError: (error) => errors.push(error),
      fetch: (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), 'x-api-key': apiKey } }),
    });
    cleanup.push(() => feed.close());
    const heard: LiveSignal[] = [];
    feed.subscribe(realm, (signal) => heard.push(signal));
    await expect.poll(() => errors.length).toBeGreaterThanOrEqual(3);
    apiKey = 'key';
    const connection = await endpoint.connection(0);
    connection.response.destroy();
    // Reconnected without a last id (nothing was heard): the backend cannot replay, so listeners resync.
    await endpoint.connection(1);
    await expect.poll(() => heard.map((signal) => signal.kind)).toEqual(['RESYNC']);
  });

  it('says when a realm’s channel is heard: once its stream is open, or after the wait it allows when the backend does not answer', async () => {
    const endpoint = await fakeLiveEndpoint();
    cleanup.push(endpoint.close);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const feed = createUpstreamLiveFeed({
      upstreamUrl: endpoint.url,
      apiKey: 'key',
      backoffMs: 5,
      maxBackoffMs: 20,
      // Held back until the test lets the backend answer.
      fetch: async (input, init) => {
        await answered;
        return fetch(input, init);
      },
    });
    cleanup.push(() => feed.close());
    // No listener: nothing to wait for.
    await feed.heard('ringside');

    const stop = feed.subscribe(realm, () => {});
    let heard = false;
    const hearing = feed.heard('ringside', 60_000).then(() => void (heard = true));
    // The backend has not answered: a bounded wait gives up, the long one still waits.
    await feed.heard('ringside', 20);
    expect(heard).toBe(false);
    answer();
    await endpoint.connection(0);
    await hearing;
    expect(heard).toBe(true);
    // Heard already: at once.
    await feed.heard('ringside', 0);
    stop();
  });
});
