// What each viewer may see, through the REST API on the demo catalogue: a child
// profile keeps to its rating everywhere (lists, counts, pages, streams), and
// territory rules follow the viewer's country and the realm's display mode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, checkInGuest, headers, signInCustomer, testBackend, type TestBackend } from '../testing/testBackend.ts';
import { countryOfAddress } from './viewerCountry.ts';
import { isGeoBlocked, mayShow } from './visibility.ts';

type Json = Record<string, any>;
const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('what a child profile sees', () => {
  let backend: TestBackend;
  let adult: Record<string, string>;
  let child: Record<string, string>;
  beforeAll(async () => {
    backend = await testBackend();
    const token = await signInCustomer(backend, 'ringside');
    adult = bearer(token);
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
    child = bearer(switched.json().authorisationToken);
    // The adult keeps a session of their own (the switch moved the first one).
    adult = bearer(await signInCustomer(backend, 'ringside'));
  });
  afterAll(() => backend.close());

  const get = async (url: string, who: Record<string, string>): Promise<{ status: number; body: Json }> => {
    const response = await backend.app.inject({ url, headers: { ...headers(), ...who } });
    return { status: response.statusCode, body: response.json() };
  };

  it('rates every title, and an adult sees the 18s', async () => {
    const video = (await get('/api/v2/vod/1', adult)).body;
    expect(video).toMatchObject({ id: '1', ageRating: 'AGE_18', geoBlocked: false });
    expect((await get('/api/v2/vod/24', adult)).body.ageRating).toBe('ALL');
    expect((await get('/api/v2/event/2', adult)).body.ageRating).toBe('AGE_12');
    expect((await get('/api/v2/playlist/1', adult)).body.ageRating).toBe('AGE_16');
    expect((await get('/api/v2/series/1', adult)).body.ageRating).toBe('AGE_12');
  });

  it('does not exist for a child above its rating: page, batch, stream', async () => {
    for (const url of ['/api/v2/vod/1', '/api/v2/event/1', '/api/v2/playlist/1', '/api/v2/stream/vod/1', '/api/v2/stream/event/1']) {
      const { status, body } = await get(url, child);
      expect(status, url).toBe(404);
      expect(body.code).toBe('NOT_FOUND');
    }
    expect(ids((await get('/api/v2/vod?ids=1,24,9,3', child)).body.videos)).toEqual(['24', '9']);
    expect(ids((await get('/api/v2/event?ids=1,2', child)).body.events)).toEqual(['2']);
    expect((await get('/api/v2/vod/24', child)).status).toBe(200);
  });

  it('counts only what the child may see in rails, lists, playlists and the live count', async () => {
    const adultHome = (await get('/api/v2/section/home?bpp=10&rpp=20', adult)).body;
    const childHome = (await get('/api/v2/section/home?bpp=10&rpp=20', child)).body;
    const rail = (home: Json, name: string) => home.buckets.find((bucket: Json) => bucket.name === name);
    expect(rail(adultHome, 'latest-fights').paging.totalCount).toBe(8);
    // Every full fight is 16 or 18: the rail is empty for the child, and says so.
    expect(rail(childHome, 'latest-fights')).toMatchObject({ contentList: [], paging: { totalCount: 0 } });
    expect(ids(rail(childHome, 'featured').contentList)).toEqual(['1', '22', '24']); // series 1, videos 22 and 24
    expect(ids(rail(childHome, 'live-now').contentList)).toEqual(['2']);
    for (const bucket of childHome.buckets as Json[]) {
      expect(bucket.paging.totalCount, bucket.name).toBe(bucket.contentList.length);
      for (const item of bucket.contentList) expect(['ALL', 'AGE_7', 'AGE_12']).toContain(item.ageRating);
    }

    const live = (await get('/api/v2/event?status=LIVE', child)).body;
    expect(ids(live.events)).toEqual(['2']);
    expect(live.paging.totalCount).toBe(1);

    const playlist = (await get('/api/v2/playlist/3?rpp=50', child)).body;
    expect(ids(playlist.videos)).toEqual(['12', '13', '17', '21', '24']);
    expect(playlist.videosCount).toBe(5);
    expect((await get('/api/v2/playlist/3', adult)).body.videosCount).toBe(7);

    const init = await backend.app.inject({ url: '/api/v1/init/?countEvents=LIVE', headers: { ...headers(), authorization: `Mixed ${child.authorization!.slice(7)} x` } });
    expect(init.json().eventCount).toBe(1);
  });
});

describe('territories', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await testBackend();
  });
  afterAll(() => backend.close());

  const from = (address: string | null, token: string, realm: string) => ({
    ...headers(realm),
    ...bearer(token),
    ...(address ? { 'x-client-ip': address } : {}),
  });

  it('shows a title locked where the realm says SHOW_LOCKED, and refuses to play it with GEO_BLOCKED', async () => {
    const { authorisationToken } = await checkInGuest(backend.app);
    const inUs = from('198.51.100.7', authorisationToken, 'ringside');
    const video = await backend.app.inject({ url: '/api/v2/vod/23', headers: inUs });
    expect(video.json()).toMatchObject({ id: '23', geoBlocked: true });
    const stream = await backend.app.inject({ url: '/api/v2/stream/vod/23', headers: inUs });
    expect(stream.statusCode).toBe(403);
    expect(stream.json().code).toBe('GEO_BLOCKED');
    const browse = (await backend.app.inject({ url: '/api/v2/section/home?bpp=10&rpp=20', headers: inUs })).json();
    expect(browse.buckets.flatMap((bucket: Json) => bucket.contentList).some((item: Json) => item.geoBlocked)).toBe(true);

    // From Brazil (or an address the lookup does not know) it plays.
    const inBrazil = from('192.0.2.10', authorisationToken, 'ringside');
    expect((await backend.app.inject({ url: '/api/v2/vod/23', headers: inBrazil })).json().geoBlocked).toBe(false);
    expect((await backend.app.inject({ url: '/api/v2/stream/vod/23', headers: inBrazil })).statusCode).not.toBe(403);
  });

  it('leaves a title out altogether where the realm says HIDE', async () => {
    const token = await signInCustomer(backend, 'acme');
    const inUs = from('198.51.100.7', token, 'acme');
    const elsewhere = from(null, token, 'acme');
    expect((await backend.app.inject({ url: '/api/v2/vod/110', headers: inUs })).statusCode).toBe(404);
    expect((await backend.app.inject({ url: '/api/v2/stream/vod/110', headers: inUs })).statusCode).toBe(404);
    expect((await backend.app.inject({ url: '/api/v2/vod/110', headers: elsewhere })).json().geoBlocked).toBe(false);
    const rail = (home: Json) => home.buckets.find((bucket: Json) => bucket.name === 'latest-highlights');
    const usHome = (await backend.app.inject({ url: '/api/v2/section/home', headers: inUs })).json();
    const otherHome = (await backend.app.inject({ url: '/api/v2/section/home', headers: elsewhere })).json();
    expect(ids(rail(otherHome).contentList)).toContain('110');
    expect(ids(rail(usHome).contentList)).not.toContain('110');
    expect(rail(usHome).paging.totalCount).toBe(rail(otherHome).paging.totalCount - 1);
  });

  it('judges a row the way the SQL does: blocked lists, allow lists, unknown countries', () => {
    const viewer = (country: string, hideGeoBlocked = true) => ({ maxAge: 18, country, hideGeoBlocked });
    const onlyInBrazil = { ageRating: 0, geoAvailableCountries: ['BR'], geoBlockedCountries: [] };
    expect(isGeoBlocked(onlyInBrazil, viewer('BR'))).toBe(false);
    expect(isGeoBlocked(onlyInBrazil, viewer('ZZ'))).toBe(true);
    expect(mayShow(onlyInBrazil, viewer('US'))).toBe(false);
    expect(mayShow(onlyInBrazil, viewer('US', false))).toBe(true);
    expect(mayShow({ ...onlyInBrazil, ageRating: 16 }, { ...viewer('BR'), maxAge: 12 })).toBe(false);
    expect([countryOfAddress('198.51.100.20'), countryOfAddress('127.0.0.1')]).toEqual(['US', null]);
  });
});
