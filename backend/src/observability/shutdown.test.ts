import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { buildBackend } from '../server.ts';

/** A listening backend with `GET /test/slow`, which answers once `release()` is called. */
async function backendWithSlowRoute(dataDir: string) {
  const app = await buildBackend({ dataDir });
  let entered!: () => void;
  const handlerEntered = new Promise<void>((resolve) => (entered = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  app.get('/test/slow', async () => {
    entered();
    await released;
    return { finished: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, port, base: `http://127.0.0.1:${port}`, handlerEntered, release };
}

/** Shutdown has begun once the backend takes no new connection. */
const shutdownBegun = (app: FastifyInstance) => vi.waitFor(() => expect(app.server.listening).toBe(false));

describe('shutting down (what main.ts does on SIGTERM)', () => {
  it('lets the request in flight finish and takes no new connection meanwhile', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ringside-shutdown-'));
    try {
      const { app, base, handlerEntered, release } = await backendWithSlowRoute(dataDir);
      const slow = fetch(`${base}/test/slow`);
      await handlerEntered;
      const closed = app.close();

      await expect(fetch(`${base}/ready`)).rejects.toThrow();
      release();
      const answer = await slow;
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ finished: true });
      // The client's keep-alive connection is told to close, so the drain ends now, not at the grace period.
      expect(answer.headers.get('connection')).toBe('close');
      await closed;
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('never tells a probe on a busy connection it is ready: 503, or the connection closes under it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ringside-shutdown-'));
    try {
      const { app, port, handlerEntered, release } = await backendWithSlowRoute(dataDir);
      // One keep-alive connection, as the gateway's pool or a load balancer holds, written to by hand.
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
      const hungUp = once(socket, 'close');
      socket.write('GET /test/slow HTTP/1.1\r\nHost: backend\r\n\r\n');
      await handlerEntered;
      const closed = app.close();
      await shutdownBegun(app);

      const probed = once(app.server, 'request');
      socket.write('GET /ready HTTP/1.1\r\nHost: backend\r\n\r\n');
      await probed;
      release();
      await hungUp;

      // The answer in flight arrives whole; it ends the connection, so the probe must ask elsewhere
      // (and a new connection is refused) — a closing backend is never reported ready.
      const statuses = received.match(/HTTP\/1\.1 \d{3}/g) ?? [];
      expect(statuses[0]).toBe('HTTP/1.1 200');
      expect(received).toContain('{"finished":true}');
      expect(statuses.slice(1).every((status) => status === 'HTTP/1.1 503')).toBe(true);
      await closed;
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
