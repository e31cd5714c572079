import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMediaDir, liveAsset, vodAssets } from './assets.ts';
import { LIVE_EPOCH_MS, LIVE_WINDOW_SEGMENTS } from './livePlaylist.ts';
import { mediaRoutes } from './mediaRoutes.ts';

const segmentMs = 2000;
const loopSegments = liveAsset.renditions[0]!.segments.length;
// A moment well after the epoch, at the start of a loop.
const loopStart = LIVE_EPOCH_MS + 1000 * loopSegments * segmentMs;

let nowMs = loopStart;
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(mediaRoutes, { mediaDir: defaultMediaDir, now: () => nowMs });
  await app.ready();
});
afterAll(() => app.close());

async function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

/** The URIs of a playlist (tag attributes included), resolved against the playlist's own URL. */
function referencedUrls(playlistUrl: string, body: string): string[] {
  const base = new URL(playlistUrl, 'http://media.test');
  const uris = body.split('\n').flatMap((line) => {
    if (line.startsWith('#')) return [...line.matchAll(/URI="([^"]+)"/g)].map((match) => match[1]!);
    return line.trim() ? [line.trim()] : [];
  });
  return uris.map((uri) => new URL(uri, base).pathname);
}

function tagValue(body: string, tag: string): string | undefined {
  return body.split('\n').find((line) => line.startsWith(`${tag}:`))?.slice(tag.length + 1);
}

function segmentLines(body: string): string[] {
  return body.split('\n').filter((line) => line.startsWith('/media/'));
}

describe('VOD playback', () => {
  it('offers every video in at least two qualities with English and Portuguese subtitles', async () => {
    expect(vodAssets.length).toBeGreaterThanOrEqual(2);
    for (const asset of vodAssets) {
      const response = await get(`/media/vod/${asset.name}/master.m3u8`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/vnd.apple.mpegurl');

      const variants = response.body.split('\n').filter((line) => line.startsWith('#EXT-X-STREAM-INF:'));
      expect(variants.length).toBeGreaterThanOrEqual(2);
      for (const variant of variants) {
        expect(variant).toMatch(/BANDWIDTH=\d+/);
        expect(variant).toMatch(/RESOLUTION=\d+x\d+/);
        expect(variant).toMatch(/CODECS="avc1\.[0-9a-f]{6},mp4a\.40\.2"/);
      }
      const subtitleLanguages = [...response.body.matchAll(/TYPE=SUBTITLES.*LANGUAGE="([a-z]+)"/g)].map((m) => m[1]);
      expect(subtitleLanguages).toEqual(expect.arrayContaining(['en', 'pt']));
      expect(asset.subtitleLanguages.map((track) => track.language)).toEqual(subtitleLanguages);
    }
  });

  it('serves every playlist, init segment, media segment and subtitle file the master leads to', async () => {
    for (const asset of vodAssets) {
      const pending = [`/media/vod/${asset.name}/master.m3u8`];
      const seen = new Set<string>();
      while (pending.length > 0) {
        const url = pending.pop()!;
        if (seen.has(url)) continue;
        seen.add(url);
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        if (url.endsWith('.m3u8')) pending.push(...referencedUrls(url, response.body));
        if (url.endsWith('.m4s') || url.endsWith('.mp4')) expect(response.headers['content-type']).toBe('video/mp4');
        if (url.endsWith('.vtt')) expect(response.body.startsWith('WEBVTT')).toBe(true);
      }
      expect([...seen].filter((url) => url.endsWith('.m4s')).length).toBeGreaterThanOrEqual(2 * 10);
      expect(seen).toContain(`/media/vod/${asset.name}/subtitles/pt.vtt`);
    }
  });

  it('lets a client fetch the raw subtitles the REST API lists, in each language', async () => {
    const [asset] = vodAssets;
    const english = await get(`/media/vod/${asset!.name}/subtitles/en.vtt`);
    const portuguese = await get(`/media/vod/${asset!.name}/subtitles/pt.vtt`);

    expect(english.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(english.body).toContain('Welcome to Ringside');
    expect(portuguese.body).toContain('Bem-vindos ao Ringside');
  });

  it('answers a byte range with just those bytes, and a repeat visit from its cache', async () => {
    const url = `/media/vod/${vodAssets[0]!.name}/360p/init.mp4`;
    const whole = await get(url);
    const part = await get(url, { range: 'bytes=4-11' });
    const again = await get(url, { 'if-none-match': String(whole.headers.etag) });

    expect(whole.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${whole.rawPayload.length}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(4, 12));
    expect(part.rawPayload.subarray(0, 4).toString('latin1')).toBe('ftyp');
    expect(again.statusCode).toBe(304);
  });

  it('finds nothing outside the known files of the known assets', async () => {
    const asset = vodAssets[0]!.name;
    const attempts = [
      `/media/vod/${asset}/../manifest.json`,
      `/media/vod/${asset}/..%2F..%2Fpackage.json`,
      `/media/vod/${asset}/%2e%2e/%2e%2e/scripts/make-media.sh`,
      `/media/vod/${asset}/360p/../../../../package.json`,
      `/media/vod/..%2F..%2Fsrc/server.ts`,
      `/media/vod/${asset}//etc/passwd`,
      `/media/vod/${asset}/360p/seg_999.m4s`,
      `/media/vod/${asset}/subtitles/xx.vtt`,
      `/media/vod/no-such-asset/master.m3u8`,
      `/media/vod/${asset}/`,
    ];
    for (const url of attempts) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('"name"');
    }
  });
});

describe('live playback', () => {
  it('offers the live stream in the same qualities, always fresh', async () => {
    const response = await get('/media/live/7/master.m3u8');

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(referencedUrls('/media/live/7/master.m3u8', response.body)).toEqual(
      liveAsset.renditions.map((rendition) => `/media/live/7/${rendition.name}.m3u8`),
    );
  });

  it('moves the window forward by one segment every segment duration, keeping its size', async () => {
    const rendition = liveAsset.renditions.at(-1)!.name;
    nowMs = loopStart + 4 * segmentMs + 500;
    const before = await get(`/media/live/7/${rendition}.m3u8`);
    nowMs += segmentMs;
    const after = await get(`/media/live/7/${rendition}.m3u8`);

    expect(before.headers['cache-control']).toBe('no-cache');
    expect(before.body).not.toContain('#EXT-X-ENDLIST');
    expect(tagValue(before.body, '#EXT-X-TARGETDURATION')).toBe('2');
    const sequence = Number(tagValue(before.body, '#EXT-X-MEDIA-SEQUENCE'));
    expect(Number(tagValue(after.body, '#EXT-X-MEDIA-SEQUENCE'))).toBe(sequence + 1);
    expect(segmentLines(before.body)).toHaveLength(LIVE_WINDOW_SEGMENTS);
    expect(segmentLines(after.body)).toHaveLength(LIVE_WINDOW_SEGMENTS);
    // The newest segment of the first playlist is the second newest of the next one.
    expect(segmentLines(after.body).at(-2)).toBe(segmentLines(before.body).at(-1));
  });

  it('plays the live asset’s real segments, init segment first', async () => {
    nowMs = loopStart + 7 * segmentMs;
    for (const rendition of liveAsset.renditions) {
      const url = `/media/live/12/${rendition.name}.m3u8`;
      const playlist = await get(url);
      const files = referencedUrls(url, playlist.body);

      expect(files[0]).toBe(`/media/vod/${liveAsset.name}/${rendition.name}/init.mp4`);
      for (const file of files) expect((await get(file)).statusCode, file).toBe(200);
    }
  });

  it('starts the loop over behind a discontinuity, and counts it once it slides out', async () => {
    const rendition = liveAsset.renditions[0]!.name;
    const url = `/media/live/7/${rendition}.m3u8`;
    // Two segments into a new loop: the window spans the wrap.
    nowMs = loopStart + 2 * segmentMs;
    const acrossTheWrap = await get(url);
    // A full window later, the wrap has slid out.
    nowMs += LIVE_WINDOW_SEGMENTS * segmentMs;
    const afterTheWrap = await get(url);

    const lines = acrossTheWrap.body.split('\n');
    const discontinuity = lines.indexOf('#EXT-X-DISCONTINUITY');
    expect(discontinuity).toBeGreaterThan(0);
    expect(lines.slice(discontinuity).find((line) => line.startsWith('/media/'))).toMatch(/\/seg_000\.m4s$/);
    expect(lines.filter((line) => line === '#EXT-X-DISCONTINUITY')).toHaveLength(1);
    const discontinuitySequence = Number(tagValue(acrossTheWrap.body, '#EXT-X-DISCONTINUITY-SEQUENCE'));
    expect(afterTheWrap.body).not.toContain('#EXT-X-DISCONTINUITY\n');
    expect(Number(tagValue(afterTheWrap.body, '#EXT-X-DISCONTINUITY-SEQUENCE'))).toBe(discontinuitySequence + 1);
  });

  it('has no stream for an event id that is not a positive integer, nor for an unknown quality', async () => {
    for (const url of [
      '/media/live/0/master.m3u8',
      '/media/live/-3/master.m3u8',
      '/media/live/abc/master.m3u8',
      '/media/live/1.5/master.m3u8',
      '/media/live/7/4k.m3u8',
      '/media/live/7/..%2Fmaster.m3u8',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
