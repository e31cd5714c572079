import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, checkInGuest, headers, signInCustomer, testBackend, type TestBackend } from '../testing/testBackend.ts';

/** The total of a media playlist's #EXTINF durations, in seconds. */
function playlistSeconds(body: string): number {
  return body
    .split('\n')
    .filter((line) => line.startsWith('#EXTINF:'))
    .reduce((total, line) => total + Number(line.slice('#EXTINF:'.length).split(',')[0]), 0);
}

/** The first rendition playlist a master playlist names, resolved against it. */
function firstRendition(masterUrl: string, master: string): string {
  const uri = master.split('\n').find((line) => line && !line.startsWith('#'))!;
  return new URL(uri, new URL(masterUrl, 'http://media.test')).pathname;
}

function tagValue(body: string, tag: string): string | undefined {
  return body.split('\n').find((line) => line.startsWith(`${tag}:`))?.slice(tag.length + 1);
}

describe('playback', () => {
  let backend: TestBackend;
  let guest: Record<string, string>;
  // The full fights (3) and the fight-night replays are premium (seed/licences.ts): the demo fan holds Premium.
  let subscriber: Record<string, string>;
  beforeAll(async () => {
    backend = await testBackend();
    guest = bearer((await checkInGuest(backend.app)).authorisationToken);
    subscriber = bearer(await signInCustomer(backend, 'ringside'));
  });
  afterAll(() => backend.close());

  const get = (url: string, extra: Record<string, string> = guest) =>
    backend.app.inject({ url, headers: { ...headers(), ...extra } });

  async function eventWithStatus(status: string): Promise<string> {
    const events = (await get(`/api/v2/event?status=${status}`)).json().events;
    return events[0].id;
  }

  it('plays a video as HLS with its subtitles', async () => {
    const stream = (await get('/api/v2/stream/vod/3', subscriber)).json();
    expect(stream).toMatchObject({ format: 'HLS', live: false });
    expect(stream.playerUrl).toMatch(/^\/media\/vod\/[\w-]+\/length\/\d+\/master\.m3u8$/);
    expect(stream.dvrWindowSeconds).toBeNull();
    expect(stream.thumbnailsUrl).toBe(stream.playerUrl.replace('master.m3u8', 'thumbnails.vtt'));
    expect((await backend.app.inject({ url: stream.thumbnailsUrl })).body).toMatch(/^WEBVTT\n/);
    for (const subtitle of stream.subtitles) {
      expect(subtitle.url).toBe(stream.playerUrl.replace('master.m3u8', `subtitles/${subtitle.language}.vtt`));
    }
    expect(stream.subtitles.length).toBeGreaterThan(0);
    // The URLs are served by the media routes of the same server.
    expect((await backend.app.inject({ url: stream.playerUrl })).statusCode).toBe(200);
    expect((await backend.app.inject({ url: stream.subtitles[0].url })).statusCode).toBe(200);
    // The same video always plays the same asset.
    expect((await get('/api/v2/stream/vod/3', subscriber)).json().playerUrl).toBe(stream.playerUrl);
  });

  it('plays a live event live', async () => {
    const id = await eventWithStatus('LIVE');
    const stream = (await get(`/api/v2/stream/event/${id}`)).json();
    expect(stream).toMatchObject({
      playerUrl: `/media/live/${id}/master.m3u8`,
      format: 'HLS',
      live: true,
      subtitles: [],
      thumbnailsUrl: null,
    });
    const playlist = await backend.app.inject({ url: stream.playerUrl });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toContain('#EXTM3U');
  });

  it('plays the replay of an ended event, as long as the event was', async () => {
    const id = await eventWithStatus('ENDED');
    const event = (await get(`/api/v2/event/${id}`)).json();
    const stream = (await get(`/api/v2/stream/event/${id}`, subscriber)).json();
    expect(stream).toMatchObject({ live: false, dvrWindowSeconds: null });
    expect(stream.playerUrl).toMatch(/^\/media\/vod\//);
    expect(stream.thumbnailsUrl).toMatch(/thumbnails\.vtt$/);

    const master = await backend.app.inject({ url: stream.playerUrl });
    const rendition = await backend.app.inject({ url: firstRendition(stream.playerUrl, master.body) });
    expect(playlistSeconds(rendition.body)).toBe((Date.parse(event.endDate) - Date.parse(event.startDate)) / 1000);
  });

  it('plays every video of both demo realms for exactly the duration its card shows', async () => {
    const viewers = { ringside: subscriber, acme: bearer(await signInCustomer(backend, 'acme')) };
    let checked = 0;
    for (const [realm, viewer] of Object.entries(viewers)) {
      const ask = (url: string) => backend.app.inject({ url, headers: { ...headers(realm), ...viewer } });
      const ids = (await backend.database.query<{ id: number }>(
        'select v.id from video v join realm r on r.id = v.realm_id where r.name = $1 order by v.id',
        [realm],
      )).map((row) => row.id);
      const videos = (await ask(`/api/v2/vod?ids=${ids.join(',')}`)).json().videos as { id: string; duration: number }[];
      expect(videos.length).toBeGreaterThan(10);
      for (const video of videos) {
        const stream = (await ask(`/api/v2/stream/vod/${video.id}`)).json();
        const master = await backend.app.inject({ url: stream.playerUrl });
        const rendition = await backend.app.inject({ url: firstRendition(stream.playerUrl, master.body) });
        expect(playlistSeconds(rendition.body), `${realm} video ${video.id}`).toBe(video.duration);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('will not play an event before it starts', async () => {
    const id = await eventWithStatus('UPCOMING');
    const response = await get(`/api/v2/stream/event/${id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EVENT_NOT_STARTED');
  });

  it('needs a session', async () => {
    const response = await get('/api/v2/stream/vod/3', {});
    expect(response.statusCode).toBe(401);
  });
});

describe('a live event’s stream follows its schedule', () => {
  let backend: TestBackend;
  let seededAt: Date;
  beforeAll(async () => {
    backend = await testBackend();
    seededAt = backend.clock.now;
  });
  beforeEach(() => {
    // The demo events are placed around the moment of seeding.
    backend.clock.now = seededAt;
  });
  afterAll(() => backend.close());

  const ask = async (realm: string, url: string) => {
    const viewer = realm === 'ringside' ? (await checkInGuest(backend.app)).authorisationToken : await signInCustomer(backend, realm);
    return backend.app.inject({ url, headers: { ...headers(realm), ...bearer(viewer) } });
  };
  const livePlaylist = async (stream: { playerUrl: string }) => {
    const master = await backend.app.inject({ url: stream.playerUrl });
    return (await backend.app.inject({ url: firstRendition(stream.playerUrl, master.body) })).body;
  };

  it('airs from the event’s start with a live edge that moves with the clock, rewindable for 29 minutes', async () => {
    const upcoming = (await ask('ringside', '/api/v2/event?status=UPCOMING')).json().events[0];
    const startMs = Date.parse(upcoming.startDate);
    backend.clock.now = new Date(startMs + 10 * 60_000 + 500);

    const stream = (await ask('ringside', `/api/v2/stream/event/${upcoming.id}`)).json();
    expect(stream).toMatchObject({ live: true, dvrWindowSeconds: 1740 });
    const tenMinutesIn = await livePlaylist(stream);
    expect(tagValue(tenMinutesIn, '#EXT-X-PROGRAM-DATE-TIME')).toBe(new Date(startMs).toISOString());
    expect(tagValue(tenMinutesIn, '#EXT-X-MEDIA-SEQUENCE')).toBe('0');
    expect(playlistSeconds(tenMinutesIn)).toBe(600);
    expect(tenMinutesIn).not.toContain('#EXT-X-ENDLIST');

    backend.clock.advanceMinutes(1);
    expect(playlistSeconds(await livePlaylist(stream))).toBe(660);

    backend.clock.advanceMinutes(60);
    const anHourIn = await livePlaylist(stream);
    expect(playlistSeconds(anHourIn)).toBe(1740);
    expect(Date.parse(tagValue(anHourIn, '#EXT-X-PROGRAM-DATE-TIME')!)).toBe(startMs + (71 * 60 - 1740) * 1000);

    backend.clock.now = new Date(Date.parse(upcoming.endDate) + 1000);
    expect((await livePlaylist(stream)).trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
  });

  it('keeps 10 s for an event whose provider keeps no more, and none in a realm without DVR', async () => {
    const ringsideLive = (await ask('ringside', '/api/v2/event?status=LIVE&rpp=50')).json().events as { id: string }[];
    const windows = await Promise.all(
      ringsideLive.map(async (event) => (await ask('ringside', `/api/v2/stream/event/${event.id}`)).json().dvrWindowSeconds),
    );
    expect(windows).toContain(1740);
    expect(windows).toContain(10);
    const relayed = ringsideLive[windows.indexOf(10)]!;
    const relayedStream = (await ask('ringside', `/api/v2/stream/event/${relayed.id}`)).json();
    expect(playlistSeconds(await livePlaylist(relayedStream))).toBeLessThanOrEqual(10);

    const acmeLive = (await ask('acme', '/api/v2/event?status=LIVE')).json().events[0];
    const acmeStream = (await ask('acme', `/api/v2/stream/event/${acmeLive.id}`)).json();
    expect(acmeStream).toMatchObject({ live: true, dvrWindowSeconds: null });
    expect(playlistSeconds(await livePlaylist(acmeStream))).toBe(10);
  });
});
