// Readiness while the gateway shuts down (what main.ts does on SIGTERM). Once
// the listening socket is closed, the only way a request still reaches the
// gateway is a connection that is busy with a request in flight, as a load
// balancer's pooled connection is: the probe that comes that way must hear
// 503, and the request in flight must still get its answer.
import { once } from 'node:events';
import { connect } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
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
