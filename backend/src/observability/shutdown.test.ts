import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildBackend } from '../server.ts';

describe('shutting down (what main.ts does on SIGTERM)', () => {
  it('lets the request in flight finish and takes no new connection meanwhile', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ringside-shutdown-'));
    try {
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
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

      const slow = fetch(`${base}/test/slow`);
      await handlerEntered;
      const closed = app.close();

      await expect(fetch(`${base}/health`)).rejects.toThrow();
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
});
