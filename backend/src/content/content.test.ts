import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, checkInGuest, headers, signInCustomer, testBackend, type TestBackend } from '../testing/testBackend.ts';

describe('content', () => {
  let backend: TestBackend;
  let guest: Record<string, string>;
  beforeAll(async () => {
    backend = await testBackend();
    guest = bearer((await checkInGuest(backend.app)).authorisationToken);
  });
  afterAll(() => backend.close());

  const get = (url: string, extra: Record<string, string> = guest, realm = 'ringside') =>
    backend.app.inject({ url, headers: { ...headers(realm), ...extra } });

  it('needs a session: UNAUTHENTICATED without a token', async () => {
    const response = await get('/api/v2/section/home', {});
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('keeps guests out where the realm does not give them full access', async () => {
    await backend.database.query(`update realm set guests_allowed = true where name = 'acme'`);
    try {
      const acmeGuest = await checkInGuest(backend.app, 'acme');
      const response = await get('/api/v2/section/home', bearer(acmeGuest.authorisationToken), 'acme');
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('GUEST_ACCESS_DENIED');
    } finally {
      await backend.database.query(`update realm set guests_allowed = false where name = 'acme'`);
    }
  });

  it('shows the ringside home page with live, upcoming and curated rails', async () => {
    const response = await get('/api/v2/section/home?bpp=4&rpp=3');
    expect(response.statusCode).toBe(200);
    const home = response.json();
    expect(home.paging).toEqual({ page: 1, rpp: 4, totalCount: 8, moreDataAvailable: true });
    expect(home.buckets.map((bucket: { name: string }) => bucket.name)).toEqual(['live-now', 'coming-up', 'latest-fights', 'featured']);
    const [liveNow, comingUp, latest, featured] = home.buckets;
    expect(liveNow.contentList.every((event: { status: string }) => event.status === 'LIVE')).toBe(true);
    expect(liveNow.contentList.length).toBeGreaterThan(0);
    expect(comingUp.contentList.every((event: { status: string }) => event.status === 'UPCOMING')).toBe(true);
    expect(latest.contentList).toHaveLength(3);
    expect(latest.paging).toMatchObject({ rpp: 3, totalCount: 8, moreDataAvailable: true });
    expect(new Set(featured.contentList.map((item: { type: string }) => item.type))).toEqual(
      new Set(['VOD_SERIES', 'VOD_VIDEO', 'VOD_PLAYLIST']),
    );
  });

  it('pages through a bucket with rpp and p', async () => {
    const home = (await get('/api/v2/section/home?bpp=3')).json();
    const latest = home.buckets[2];
    const page2 = (await get(`/api/v2/section/home/bucket/${latest.id}?rpp=3&p=2`)).json();
    const page3 = (await get(`/api/v2/section/home/bucket/${latest.id}?rpp=3&p=3`)).json();
    expect(page2.contentList.map((video: { id: string }) => video.id)).toEqual(['4', '5', '6']);
    expect(page3.contentList.map((video: { id: string }) => video.id)).toEqual(['7', '8']);
    expect(page3.paging).toEqual({ page: 3, rpp: 3, totalCount: 8, moreDataAvailable: false });
  });

  it('reads several videos at once, in the order asked, leaving out unknown ones', async () => {
    const response = await get('/api/v2/vod?ids=3,999,1,101');
    expect(response.json().videos.map((video: { id: string }) => video.id)).toEqual(['3', '1']);
  });

  it('serves a video with string ids and generated artwork', async () => {
    const video = (await get('/api/v2/vod/25')).json();
    expect(video).toMatchObject({
      id: '25',
      type: 'VOD_VIDEO',
      seriesId: '1',
      seasonId: '1',
      episodeNumber: 1,
      thumbnailUrl: '/images/video/25.svg?lang=en',
    });
    const artwork = await backend.app.inject({ url: video.thumbnailUrl });
    expect(artwork.headers['content-type']).toContain('image/svg+xml');
    const cover = await backend.app.inject({ url: video.coverUrl });
    expect(cover.body).toContain('Episode 1: Fight Camp');
  });

  it('speaks Portuguese to a Brazilian viewer and falls back to English elsewhere', async () => {
    const inPortuguese = (await get('/api/v2/playlist/1', { ...guest, 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.5' })).json();
    expect(inPortuguese.title).toBe('Melhores Nocautes do Ano');
    const inSpanish = (await get('/api/v2/playlist/1', { ...guest, 'accept-language': 'es-MX' })).json();
    expect(inSpanish.title).toBe('Mejores Nocauts del Año');
    const inGerman = (await get('/api/v2/playlist/1', { ...guest, 'accept-language': 'de-DE' })).json();
    expect(inGerman.title).toBe('Best Knockouts of the Year');

    const acme = bearer(await signInCustomer(backend, 'acme'));
    const acmePlaylist = (await get('/api/v2/playlist/101', { ...acme, 'accept-language': 'pt-BR' }, 'acme')).json();
    expect(acmePlaylist.title).toBe('Goals of the Month');
  });

  it('pages a playlist’s videos', async () => {
    const playlist = (await get('/api/v2/playlist/1?rpp=5&p=2')).json();
    expect(playlist).toMatchObject({ id: '1', type: 'VOD_PLAYLIST', videosCount: 7 });
    expect(playlist.videos).toHaveLength(2);
    expect(playlist.paging).toEqual({ page: 2, rpp: 5, totalCount: 7, moreDataAvailable: false });
  });

  it('lists a series’ seasons and a season’s episodes', async () => {
    const series = (await get('/api/v2/series/1')).json();
    expect(series.seasons.map((season: { seasonNumber: number; episodeCount: number }) => [season.seasonNumber, season.episodeCount])).toEqual([
      [1, 3],
      [2, 3],
    ]);
    const season = (await get(`/api/v2/season/${series.seasons[1].id}?rpp=2`)).json();
    expect(season.episodes.map((episode: { episodeNumber: number }) => episode.episodeNumber)).toEqual([1, 2]);
    expect(season.paging.moreDataAvailable).toBe(true);
  });

  it('lists live events by status, soonest first', async () => {
    const upcoming = (await get('/api/v2/event?status=UPCOMING&rpp=50')).json();
    const starts = upcoming.events.map((event: { startDate: string }) => Date.parse(event.startDate));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(upcoming.events.every((event: { status: string }) => event.status === 'UPCOMING')).toBe(true);
    const all = (await get('/api/v2/event?rpp=50')).json();
    const statuses = new Set(all.events.map((event: { status: string }) => event.status));
    expect(statuses).toEqual(new Set(['LIVE', 'UPCOMING', 'ENDED']));
    const batch = (await get('/api/v2/event?ids=2,1')).json();
    expect(batch.events.map((event: { id: string }) => event.id)).toEqual(['2', '1']);
  });

  it('answers NOT_FOUND for unknown ids and for another realm’s content', async () => {
    for (const url of ['/api/v2/vod/999', '/api/v2/vod/101', '/api/v2/event/101', '/api/v2/series/101', '/api/v2/section/nope']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });
});
