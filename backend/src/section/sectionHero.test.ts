// The home page's hero (migration 019): the realm picks one title to open the
// page with, and it reaches a viewer only when they may see it, by the same
// rules as the rails' cards. Never the title itself to someone who may not see it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, checkInGuest, headers, signInCustomer, testBackend, type TestBackend } from '../testing/testBackend.ts';

type Json = Record<string, any>;

describe('the hero of a realm’s home', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await testBackend();
  });
  afterAll(() => backend.close());

  const home = async (realm: string, who: Record<string, string>, extra: Record<string, string> = {}): Promise<Json> => {
    const response = await backend.app.inject({ url: '/api/v2/section/home', headers: { ...headers(realm, extra), ...who } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('features ringside’s main event on air, as a whole card', async () => {
    const guest = bearer((await checkInGuest(backend.app)).authorisationToken);

    const section = await home('ringside', guest);

    expect(section.hero).toMatchObject({
      id: '1',
      type: 'LIVE_EVENT',
      title: 'Ringside Fight Night 42: Navarro vs Hale 2',
      status: 'LIVE',
      ageRating: 'AGE_18',
    });
    expect(section.hero.coverUrl).toEqual(expect.any(String));
  });

  it('features acme’s own documentary series', async () => {
    const member = bearer(await signInCustomer(backend, 'acme'));

    expect((await home('acme', member)).hero).toMatchObject({ id: '101', type: 'VOD_SERIES', title: 'The Paddock' });
  });

  it('is null for a child profile when the featured title is above its rating, never the title', async () => {
    const adult = bearer(await signInCustomer(backend, 'ringside'));
    const created = await backend.app.inject({
      method: 'POST',
      url: '/api/v2/profiles',
      headers: { ...headers(), ...adult },
      payload: { name: `Kid ${Date.now()}`, kind: 'CHILD' },
    });
    const switched = await backend.app.inject({
      method: 'POST',
      url: '/api/v2/session/profile',
      headers: { ...headers(), ...adult },
      payload: { profileId: created.json().id },
    });
    const child = bearer(switched.json().authorisationToken);

    const response = await backend.app.inject({ url: '/api/v2/section/home', headers: { ...headers(), ...child } });

    expect(response.json().hero).toBeNull(); // Fight Night 42 is MMA, rated 18; the child ceiling is 12
    expect(response.body).not.toContain('Navarro vs Hale 2');
    expect(response.json().buckets.length).toBeGreaterThan(0); // the rails are still there
  });

  it('is null where the realm hides the featured title in the viewer’s country', async () => {
    // Acme features a race not licensed in the US (video 110) for a while.
    await backend.database.query(`update section set hero_content_type = 'VIDEO', hero_content_id = 110 where id = 101`);
    try {
      const member = bearer(await signInCustomer(backend, 'acme'));

      expect((await home('acme', member)).hero).toMatchObject({ id: '110', type: 'VOD_VIDEO' });
      expect((await home('acme', member, { 'x-client-ip': '198.51.100.7' })).hero).toBeNull();
    } finally {
      await backend.database.query(`update section set hero_content_type = 'SERIES', hero_content_id = 101 where id = 101`);
    }
  });

  it('is null on a section the realm gave no hero', async () => {
    const guest = bearer((await checkInGuest(backend.app)).authorisationToken);
    const response = await backend.app.inject({ url: '/api/v2/section/browse', headers: { ...headers(), ...guest } });

    expect(response.json()).toMatchObject({ name: 'browse', hero: null });
  });
});
