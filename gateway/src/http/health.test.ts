// Readiness in front of a real upstream: up, slow (still ready), gone or
// refusing (not ready). And while the gateway shuts down (what main.ts does on SIGTERM). Once
// the listening socket is closed, the only way a request still reaches the
// gateway is a connection that is busy with a request in flight, as a load
// balancer's pooled connection is: the probe that comes that way must hear
// 503, and the request in flight must still get its answer.
import { once } from 'node:events';
import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryCache } from '../lib/sharedCache.ts';
import { createGateway, type Gateway } from '../server.ts';
import { gatewayWithHeldUpstream } from '../testing/heldUpstream.ts';

/** One keep-alive connection, written to by hand: what comes back, as text, once the gateway hangs up. */
function connection(url: string) {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  return { send: (request: string) => socket.write(request), ended };
}

// Each answer starts with its status line (the one before may end without a line break).
const statusLines = (text: string) => text.match(/HTTP\/1\.1 \d{3}/g) ?? [];

describe('/ready while the gateway shuts down', () => {
  it('answers 503 once shutdown has begun, and the request in flight still gets its answer', async () => {
    const { running, upstreamCalled, release } = await gatewayWithHeldUpstream();
    const pooled = connection(running.url);
    const query = encodeURIComponent('{ realm { title } }');
    pooled.send(`GET /graphql?query=${query} HTTP/1.1\r\nHost: gateway\r\nx-ringside-realm: ringside\r\nx-graphql-yoga-csrf: 1\r\n\r\n`);
    await upstreamCalled;

    const closed = running.close();
    // Shutdown has begun once the gateway takes no new connection.
    await vi.waitFor(() => expect(running.gateway.app.server.listening).toBe(false));
    const probed = once(running.gateway.app.server, 'request');
    pooled.send('GET /ready HTTP/1.1\r\nHost: gateway\r\n\r\n');
    await probed;
    release();

    const received = await pooled.ended;
    expect(statusLines(received)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 503']);
    expect(received).toContain('{"data":{"realm":{"title":"ringside"}}}');
    // The drain ends with the last answer, not at the grace period.
    await closed;
  });
});

/** A real upstream whose `/health` answers as `answer` says; a held answer waits for `release()`. */
async function upstreamServer(answer: 'ok' | 'held' | 'closing') {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let heard!: () => void;
  const probed = new Promise<void>((resolve) => (heard = resolve));
  const server = createServer(async (request, response) => {
    heard();
    if (answer === 'held') await released;
    response.writeHead(answer === 'closing' ? 503 : 200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const close = () => {
    release();
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { url: `http://127.0.0.1:${port}`, probed, release, close };
}

describe('/ready in front of an upstream', () => {
  const gateways: Gateway[] = [];
  const gatewayBefore = (upstreamUrl: string) => {
    const gateway = createGateway({ upstreamUrl, cache: createMemoryCache() });
    gateways.push(gateway);
    return gateway.app;
  };
  afterEach(async () => {
    await Promise.all(gateways.splice(0).map((gateway) => gateway.close()));
  });

  it('is ready while the upstream answers, and not once nothing listens there any more', async () => {
    const upstream = await upstreamServer('ok');
    const app = gatewayBefore(upstream.url);
    const ready = await app.inject('/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });

    await upstream.close();
    const gone = await app.inject('/ready');
    expect(gone.statusCode).toBe(503);
    expect(gone.json()).toEqual({ status: 'upstream unavailable', reason: 'ECONNREFUSED' });
    expect((await app.inject('/health')).statusCode).toBe(200);
  });

  it('stays ready while the upstream is slow, so a slowdown never drains every gateway at once', async () => {
    const upstream = await upstreamServer('held');
    const app = gatewayBefore(upstream.url);
    try {
      const ready = await app.inject('/ready');
      await upstream.probed;
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', slow: true });
    } finally {
      await upstream.close();
    }
  });

  it('is not ready when the upstream says it cannot serve (a backend shutting down answers 503)', async () => {
    const upstream = await upstreamServer('closing');
    try {
      const answer = await gatewayBefore(upstream.url).inject('/ready');
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'upstream unavailable', reason: 'its /health answered 503' });
    } finally {
      await upstream.close();
    }
  });
});
