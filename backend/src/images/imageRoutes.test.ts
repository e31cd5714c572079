import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackend, type TestBackend } from '../testing/testBackend.ts';
import { wrapText } from './artwork.ts';

describe('generated artwork', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await testBackend();
  });
  afterAll(() => backend.close());

  const image = (url: string) => backend.app.inject({ url });

  it('draws a live event cover in the realm palette, titled in the viewer’s language', async () => {
    const response = await image('/images/event-cover/1.svg?lang=pt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.body).toContain('Navarro x'); // the Portuguese title says "x", not "vs"
    expect(response.body).toContain('#e11d48'); // ringside red
    expect(response.body).toContain('AO VIVO');
  });

  it('draws acme artwork in acme blue', async () => {
    const response = await image('/images/video-cover/101.svg');
    expect(response.body).toContain('#2563eb');
    expect(response.body).toContain('width="1600"');
  });

  it('escapes titles so they cannot break the SVG', async () => {
    await backend.database.query(`update video set title = '{"en": "<script>alert(1)</script> & co"}' where id = 22`);
    const response = await image('/images/video-cover/22.svg');
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('&lt;script&gt;');
  });

  it('leaves titles and badges off card thumbnails, which the cards print from live data', async () => {
    const response = await image('/images/event/1.svg?lang=pt');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('#e11d48');
    expect(response.body).not.toContain('Navarro x Hale 2');
    expect(response.body).not.toContain('AO VIVO');
  });

  it('serves realm logos and menu icons', async () => {
    expect((await image('/images/realm/ringside/logo.svg')).body).toContain('Ringside');
    expect((await image('/images/icon/search.svg?realm=acme')).body).toContain('#334155');
  });

  it('draws each realm’s app icon as a square PNG in its colours, at the sizes a launcher asks for', async () => {
    for (const [realm, size] of [['ringside', 192], ['acme', 512]] as const) {
      const response = await image(`/images/realm/${realm}/app-icon/${size}.png`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const png = response.rawPayload;
      // The PNG signature, then the IHDR chunk's width and height.
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
    const ringside = (await image('/images/realm/ringside/app-icon/192.png')).rawPayload;
    const acme = (await image('/images/realm/acme/app-icon/192.png')).rawPayload;
    expect(ringside.equals(acme)).toBe(false);
    expect((await image('/images/realm/ringside/app-icon/100.png')).statusCode).toBe(400);
    expect((await image('/images/realm/nowhere/app-icon/192.png')).statusCode).toBe(404);
  });

  it('draws a still as PNG too, for link previews, at the width asked (1200 by default)', async () => {
    const preview = await image('/images/video/7.png');
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect([preview.rawPayload.readUInt32BE(16), preview.rawPayload.readUInt32BE(20)]).toEqual([1200, 675]);
    const small = await image('/images/event/1.png?w=640');
    expect([small.rawPayload.readUInt32BE(16), small.rawPayload.readUInt32BE(20)]).toEqual([640, 360]);
    // Only the stills: covers, icons and fighters stay SVG.
    for (const url of ['/images/video-cover/7.png', '/images/icon/search.png', '/images/fighter/1.png']) {
      expect((await image(url)).statusCode, url).toBe(404);
    }
    expect((await image('/images/video/7.png?w=5000')).statusCode).toBe(400);
  });

  it('answers 404 for unknown artwork', async () => {
    for (const url of ['/images/video/9999.svg', '/images/icon/nope.svg', '/images/realm/nowhere/logo.svg', '/images/poster/1.svg']) {
      expect((await image(url)).statusCode, url).toBe(404);
    }
  });

  it('wraps long titles and marks what was cut', () => {
    expect(wrapText('Ringside Fight Night 42: Navarro vs Hale 2', 24, 3)).toEqual(['Ringside Fight Night 42:', 'Navarro vs Hale 2']);
    const cut = wrapText('one two three four five six seven eight nine ten eleven twelve', 10, 2);
    expect(cut).toHaveLength(2);
    expect(cut[1]!.endsWith('…')).toBe(true);
  });
});
