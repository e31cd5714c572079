// Admin previews (issue 13): Ringside prepares the Winter Fight Series page, a
// "Winter picks" rail on browse and a menu item for the page, none of them
// published (migration 030). Viewers never see them; an admin sees them by asking
// for a preview, and anyone else who asks is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, checkInGuest, headers, signInAdmin, signInCustomer, testBackend, type TestBackend } from '../testing/testBackend.ts';

type Json = Record<string, any>;

describe('admin previews of unpublished sections, buckets and menu items', () => {
  let backend: TestBackend;
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  beforeAll(async () => {
    backend = await testBackend();
    admin = bearer(await signInAdmin(backend, 'ringside'));
    customer = bearer(await signInCustomer(backend, 'ringside'));
  });
  afterAll(() => backend.close());

  const get = (url: string, who: Record<string, string>) => backend.app.inject({ url, headers: { ...headers(), ...who } });
  const bucketNames = (section: Json) => section.buckets.map((bucket: Json) => bucket.name);
  const menuSections = (init: Json) => init.menu.items.map((item: Json) => item.data.section).filter(Boolean);

  it('leaves an unpublished section out for a customer, an admin too unless previewing', async () => {
    for (const who of [customer, admin]) {
      const response = await get('/api/v2/section/winter-fight-series', who);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('shows the admin the unpublished section with its rails when previewing', async () => {
    const response = await get('/api/v2/section/winter-fight-series?preview=true', admin);

    expect(response.statusCode, response.body).toBe(200);
    const section = response.json();
    expect(section).toMatchObject({ name: 'winter-fight-series', title: 'Winter Fight Series' });
    expect(bucketNames(section)).toEqual(['winter-main-cards', 'winter-knockouts']);
    expect(section.buckets[0].contentList).toHaveLength(5);
  });

  it('refuses a preview to a customer and a guest with ADMIN_PREVIEW_FORBIDDEN, whatever the section', async () => {
    const guest = bearer((await checkInGuest(backend.app)).authorisationToken);
    for (const who of [customer, guest]) {
      for (const url of ['/api/v2/section/winter-fight-series?preview=true', '/api/v2/section/browse?preview=true']) {
        const response = await get(url, who);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toMatchObject({ code: 'ADMIN_PREVIEW_FORBIDDEN' });
      }
    }
  });

  it('keeps an unpublished bucket of a published section out of its page and its own route', async () => {
    const browse = (await get('/api/v2/section/browse?bpp=50', customer)).json();
    expect(bucketNames(browse)).not.toContain('winter-picks');
    expect(browse.paging.totalCount).toBe(browse.buckets.length);
    expect((await get('/api/v2/section/browse/bucket/19', customer)).statusCode).toBe(404);

    const preview = (await get('/api/v2/section/browse?bpp=50&preview=true', admin)).json();
    expect(bucketNames(preview)).toContain('winter-picks');
    expect(preview.paging.totalCount).toBe(browse.paging.totalCount + 1);
    const bucket = await get('/api/v2/section/browse/bucket/19?preview=true', admin);
    expect(bucket.statusCode, bucket.body).toBe(200);
    expect(bucket.json().contentList).toHaveLength(4);
  });

  it('shows the unpublished menu item only in an admin’s preview of init, and refuses that preview to others', async () => {
    const published = (await get('/api/v1/init/?lk=en', customer)).json();
    expect(menuSections(published)).not.toContain('winter-fight-series');
    expect(menuSections((await get('/api/v1/init/?lk=en', admin)).json())).not.toContain('winter-fight-series');

    const preview = await get('/api/v1/init/?lk=en&preview=true', admin);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(menuSections(preview.json())).toEqual([...menuSections(published), 'winter-fight-series']);

    const refused = await get('/api/v1/init/?lk=en&preview=true', customer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ADMIN_PREVIEW_FORBIDDEN' });
    expect((await get('/api/v1/init/?lk=en&preview=true', {})).statusCode).toBe(403);
  });

  it('never hands an unpublished section to init’s first page', async () => {
    const init = (await get('/api/v1/init/?lk=en&section=winter-fight-series', customer)).json();
    expect(init.content).toBeNull();
  });
});
