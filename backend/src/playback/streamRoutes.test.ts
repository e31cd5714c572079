import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, checkInGuest, headers, testBackend, type TestBackend } from '../testing/testBackend.ts';

describe('playback', () => {
  let backend: TestBackend;
  let guest: Record<string, string>;
  beforeAll(async () => {
    backend = await testBackend();
    guest = bearer((await checkInGuest(backend.app)).authorisationToken);
  });
  afterAll(() => backend.close());

  const get = (url: string, extra: Record<string, string> = guest) =>
    backend.app.inject({ url, headers: { ...headers(), ...extra } });

  async function eventWithStatus(status: string): Promise<string> {
    const events = (await get(`/api/v2/event?status=${status}`)).json().events;
    return events[0].id;
  }

  it('plays a video as HLS with its subtitles', async () => {
    const stream = (await get('/api/v2/stream/vod/3')).json();
    expect(stream).toMatchObject({ format: 'HLS', live: false });
    expect(stream.playerUrl).toMatch(/^\/media\/vod\/[\w-]+\/master\.m3u8$/);
    for (const subtitle of stream.subtitles) {
      expect(subtitle.url).toBe(stream.playerUrl.replace('master.m3u8', `subtitles/${subtitle.language}.vtt`));
    }
    expect(stream.subtitles.length).toBeGreaterThan(0);
    // The URLs are served by the media routes of the same server.
    expect((await backend.app.inject({ url: stream.playerUrl })).statusCode).toBe(200);
    expect((await backend.app.inject({ url: stream.subtitles[0].url })).statusCode).toBe(200);
    // The same video always plays the same asset.
    expect((await get('/api/v2/stream/vod/3')).json().playerUrl).toBe(stream.playerUrl);
  });

  it('plays a live event live', async () => {
    const id = await eventWithStatus('LIVE');
    const stream = (await get(`/api/v2/stream/event/${id}`)).json();
    expect(stream).toEqual({ playerUrl: `/media/live/${id}/master.m3u8`, format: 'HLS', live: true, subtitles: [] });
    const playlist = await backend.app.inject({ url: stream.playerUrl });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toContain('#EXTM3U');
  });

  it('plays the replay of an ended event', async () => {
    const id = await eventWithStatus('ENDED');
    const stream = (await get(`/api/v2/stream/event/${id}`)).json();
    expect(stream.live).toBe(false);
    expect(stream.playerUrl).toMatch(/^\/media\/vod\//);
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
