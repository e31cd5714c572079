import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, checkInGuest, headers, testBackend, type TestBackend } from '../testing/testBackend.ts';

// Tags are stored as the editors write them (English); a viewer reads them in
// their language wherever the realm has a `tag.<tag>` label.
describe('video tags', () => {
  let backend: TestBackend;
  let guest: Record<string, string>;
  beforeAll(async () => {
    backend = await testBackend();
    guest = bearer((await checkInGuest(backend.app)).authorisationToken);
  });
  afterAll(() => backend.close());

  const tagsOf = async (url: string, language: string) => {
    const response = await backend.app.inject({ url, headers: { ...headers('ringside'), ...guest, 'accept-language': language } });
    expect(response.statusCode).toBe(200);
    return response.json().tags as string[];
  };

  it('come in the language of the request, as a list of strings', async () => {
    expect(await tagsOf('/api/v2/vod/1', 'en')).toEqual(['MMA', 'Full fight', 'Lightweight']);
    expect(await tagsOf('/api/v2/vod/1', 'pt-BR')).toEqual(['MMA', 'Luta completa', 'Peso-leve']);
    expect(await tagsOf('/api/v2/vod/1', 'es-MX')).toEqual(['MMA', 'Pelea completa', 'Peso ligero']);
  });

  it('are translated in rails too, and a tag without a label shows as stored', async () => {
    await backend.database.query(`update video set tags = tags || '{Exclusive}' where id = 1`);
    try {
      const home = (
        await backend.app.inject({
          url: '/api/v2/section/home?bpp=8&rpp=20',
          headers: { ...headers('ringside'), ...guest, 'accept-language': 'pt-BR' },
        })
      ).json();
      const cards = home.buckets.flatMap((bucket: { contentList: { id: string; type: string; tags?: string[] }[] }) => bucket.contentList);
      const fight = cards.find((card: { id: string; type: string }) => card.type === 'VOD_VIDEO' && card.id === '1');
      expect(fight.tags).toEqual(['MMA', 'Luta completa', 'Peso-leve', 'Exclusive']);
    } finally {
      await backend.database.query(`update video set tags = array_remove(tags, 'Exclusive') where id = 1`);
    }
  });
});
