import { describe, expect, it } from 'vitest';
import { cookieHeaderFrom, createTestGateway } from '../testing/gatewayClient.ts';

async function guest() {
  const test = createTestGateway();
  const checkIn = await test.query(`mutation { checkInAsGuest { viewer { role } } }`);
  test.upstream.reset();
  return { ...test, headers: { cookie: cookieHeaderFrom(checkIn.headers) } };
}

describe('the video page', () => {
  it('shows a video with its same-origin playback URL and subtitles', async () => {
    const { query, headers } = await guest();
    const { data, errors } = await query(
      `{ video(internalId: "3") { internalId title duration releasedAt tags series { title }
         playback { url format live subtitles { language label url } } } }`,
      { headers },
    );
    expect(errors).toBeUndefined();
    expect(data!.video).toEqual({
      internalId: '3',
      title: 'Video 3',
      duration: 63,
      releasedAt: '2026-01-01T00:00:00.000Z',
      tags: ['MMA'],
      series: null,
      playback: {
        url: '/media/vod/asset-3/master.m3u8',
        format: 'HLS',
        live: false,
        subtitles: [{ language: 'en', label: 'English', url: '/media/vod/asset-3/subtitles/en.vtt' }],
      },
    });
  });

  it('is NOT_FOUND, with the 404 status, for a video the realm does not have', async () => {
    const { query, headers } = await guest();
    const { data, errors } = await query(`{ video(internalId: "999") { title } }`, { headers });
    expect(data).toEqual({ video: null });
    expect(errors).toEqual([
      expect.objectContaining({ path: ['video'], extensions: { code: 'NOT_FOUND', httpStatus: 404 } }),
    ]);
  });

  it('answers the good id of a batch when another is malformed: NOT_FOUND for the bad one, never sent upstream', async () => {
    const { query, headers, upstream } = await guest();
    const { data, errors } = await query(
      `{ a: video(internalId: "1") { title } b: video(internalId: "abc") { title } c: video(internalId: "0") { title } }`,
      { headers },
    );
    expect(data).toEqual({ a: { title: 'Video 1' }, b: null, c: null });
    expect(errors!.map((error) => [error.path, error.extensions!['code']])).toEqual([
      [['b'], 'NOT_FOUND'],
      [['c'], 'NOT_FOUND'],
    ]);
    expect(JSON.stringify(errors)).not.toMatch(/pattern|querystring|abc/);
    expect(upstream.calls.map((call) => `${call.url.pathname}?${call.url.searchParams}`)).toEqual(['/api/v2/vod?ids=1']);
  });

  it('reads an episode\'s series and season with one series call', async () => {
    const { query, headers, upstream } = await guest();
    const { data } = await query(
      `{ a: video(internalId: "101") { episodeNumber season { title seasonNumber } series { title } }
         b: video(internalId: "102") { season { title } series { title } } }`,
      { headers },
    );
    expect(data!.a).toEqual({ episodeNumber: 1, season: { title: 'Season 1', seasonNumber: 1 }, series: { title: 'The Road' } });
    expect(upstream.count('/api/v2/series')).toBe(1);
    expect(upstream.count('/api/v2/vod')).toBe(1);
  });
});

describe('live events', () => {
  it('lists events and plays only those on air or over', async () => {
    const { query, headers } = await guest();
    const { data, errors } = await query(
      `{ liveEventsConnection(first: 10) { totalCount edges { node { internalId status startsAt playback { url live } } } } }`,
      { headers },
    );
    expect(errors).toBeUndefined();
    expect(data!.liveEventsConnection.edges.map((edge: any) => [edge.node.status, edge.node.playback])).toEqual([
      ['LIVE', { url: '/media/live/1/master.m3u8', live: true }],
      ['UPCOMING', null],
      ['ENDED', { url: '/media/live/3/master.m3u8', live: false }],
    ]);
  });
});

describe('playlists and seasons', () => {
  it('reads a playlist page with its videos in one call', async () => {
    const { query, headers, upstream } = await guest();
    const { data } = await query(
      `{ playlist(internalId: "9") { title videoCount videosConnection(first: 5) { totalCount edges { node { title } } } } }`,
      { headers },
    );
    expect(data!.playlist.videosConnection.edges).toHaveLength(5);
    expect(data!.playlist.videosConnection.totalCount).toBe(30);
    expect(upstream.count('/api/v2/playlist')).toBe(1);
  });

  it('reads a season with its episodes', async () => {
    const { query, headers } = await guest();
    const { data } = await query(
      `{ season(internalId: "71") { title series { title } episodesConnection { edges { node { episodeNumber } } } } }`,
      { headers },
    );
    expect(data!.season).toEqual({
      title: 'Season 1',
      series: { title: 'The Road' },
      episodesConnection: { edges: [{ node: { episodeNumber: 1 } }, { node: { episodeNumber: 2 } }] },
    });
  });
});
