import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, checkInGuest, headers, testBackend, type TestBackend } from '../testing/testBackend.ts';

// Spec §2: sponsor logos on series, season and VOD pages when the sponsor's display mode is SHOW.
describe('sponsors', () => {
  let backend: TestBackend;
  let guest: Record<string, string>;
  beforeAll(async () => {
    backend = await testBackend();
    guest = bearer((await checkInGuest(backend.app)).authorisationToken);
  });
  afterAll(() => backend.close());

  const get = async (url: string) => (await backend.app.inject({ url, headers: { ...headers('ringside'), ...guest } })).json();
  const southpaw = {
    name: 'Southpaw Energy',
    imageUrl: '/images/sponsor/1/logo.svg',
    linkUrl: 'https://example.com/southpaw-energy',
    displayMode: 'SHOW',
  };

  it('presents the documentary series and, through it, each of its episodes', async () => {
    expect((await get('/api/v2/series/1')).sponsor).toEqual(southpaw);
    expect((await get('/api/v2/vod/25')).sponsor).toEqual(southpaw);
  });

  it('presents a video of its own, and other videos have none', async () => {
    expect((await get('/api/v2/vod/23')).sponsor).toEqual(southpaw);
    expect((await get('/api/v2/vod/1')).sponsor).toBeNull();
  });

  it('keeps a hidden sponsor on file with its display mode, for clients to leave out', async () => {
    await backend.database.query(`update sponsor set display_mode = 'HIDE' where id = 1`);
    try {
      expect((await get('/api/v2/vod/23')).sponsor).toMatchObject({ displayMode: 'HIDE' });
    } finally {
      await backend.database.query(`update sponsor set display_mode = 'SHOW' where id = 1`);
    }
  });

  it('serves the logo as SVG at the width asked', async () => {
    const logo = await backend.app.inject({ url: `${southpaw.imageUrl}?w=150` });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body).toContain('width="150"');
    expect(logo.body).toContain('Southpaw Energy');
    expect((await backend.app.inject({ url: '/images/sponsor/999/logo.svg' })).statusCode).toBe(404);
    expect((await backend.app.inject({ url: `${southpaw.imageUrl}?w=5000` })).statusCode).toBe(400);
  });
});
