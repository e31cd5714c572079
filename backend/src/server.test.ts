import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from './server.ts';
import { headers } from './testing/testBackend.ts';

describe('startBackend', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ringside-server-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('listens on a free port with a fresh data directory, and starts again on the same one', async () => {
    for (let start = 0; start < 2; start++) {
      const backend = await startBackend({ port: 0, dataDir: join(dir, 'data'), databaseUrl: '' });
      try {
        expect(backend.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
        const response = await fetch(`${backend.url}/api/v2/realm/hostname/ringside.localhost`, { headers: headers() });
        expect(response.status).toBe(200);
        expect(response.headers.get('date')).toBeTruthy();
        expect((await response.json()).name).toBe('ringside');
      } finally {
        await backend.close();
      }
    }
  });
});
