import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMediaDir, liveAsset, vodAssets } from './assets.ts';
import { LIVE_WINDOW_SEGMENTS } from './livePlaylist.ts';
import type { LiveStream } from './liveStreams.ts';
import { mediaRoutes } from './mediaRoutes.ts';

const segmentMs = 2000;
const loopSegments = liveAsset.renditions[0]!.segments.length;
const eventStart = Date.UTC(2026, 10, 25, 20, 0, 0);
// A moment well into the event (100 passes of the loop, 40 minutes), at the start of a loop.
const loopStart = eventStart + 100 * loopSegments * segmentMs;

// Two events on air, as the database would describe them: 7 without DVR, 12 with a 29-minute window.
const liveStreams: Record<number, LiveStream> = {
  7: { eventId: 7, realmId: 1, startMs: eventStart, endMs: eventStart + 4 * 3_600_000, dvrWindowSeconds: null },
  12: { eventId: 12, realmId: 1, startMs: eventStart, endMs: eventStart + 4 * 3_600_000, dvrWindowSeconds: 1740 },
};

let nowMs = loopStart;
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(mediaRoutes, {
    mediaDir: defaultMediaDir,
    now: () => nowMs,
    liveStreams: { byEventId: async (id) => liveStreams[id] ?? null },
  });
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
      expect(asset.subtitles.map((track) => track.language)).toEqual(subtitleLanguages);
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

/** The total of a media playlist's #EXTINF durations, in seconds. */
function playlistSeconds(body: string): number {
  return body
    .split('\n')
    .filter((line) => line.startsWith('#EXTINF:'))
    .reduce((total, line) => total + Number(line.slice('#EXTINF:'.length).split(',')[0]), 0);
}

function vttCues(body: string): { start: number; end: number; text: string }[] {
  const seconds = (time: string) => time.split(':').reduce((total, part) => total * 60 + Number(part), 0);
  return body
    .split(/\n\n+/)
    .map((block) => /^(?:\d+\n)?([\d:.]+) --> ([\d:.]+)\n([\s\S]*)$/.exec(block.trim()))
    .flatMap((match) => (match ? [{ start: seconds(match[1]!), end: seconds(match[2]!), text: match[3]!.trim() }] : []));
}

describe('a video’s stream, as long as the video', () => {
  const asset = vodAssets[0]!;
  const loopSeconds = asset.durationSeconds;
  // Seven minutes: the length of a short video in the demo catalogue, 17½ passes of the asset.
  const base = `/media/vod/${asset.name}/length/420`;

  it('plays exactly the video’s length in every rendition, the asset over and over behind discontinuities', async () => {
    for (const rendition of asset.renditions) {
      const playlist = await get(`${base}/${rendition.name}.m3u8`);

      expect(playlist.statusCode).toBe(200);
      expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
      expect(playlistSeconds(playlist.body)).toBeCloseTo(420, 6);
      expect(playlist.body).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
      expect(playlist.body.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
      const lines = playlist.body.split('\n');
      const discontinuities = lines.flatMap((line, i) => (line === '#EXT-X-DISCONTINUITY' ? [i] : []));
      expect(discontinuities).toHaveLength(Math.ceil(420 / loopSeconds) - 1);
      // Each pass starts again at the asset's first segment.
      for (const at of discontinuities) expect(lines[at + 2]).toMatch(/\/seg_000\.m4s$/);
    }
  });

  it('leads only to files the server has, subtitles and thumbnails included', async () => {
    const pending = [`${base}/master.m3u8`, `${base}/thumbnails.vtt`];
    const seen = new Set<string>();
    while (pending.length > 0) {
      const url = pending.pop()!;
      if (seen.has(url)) continue;
      seen.add(url);
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      if (url.endsWith('.m3u8')) pending.push(...referencedUrls(url, response.body));
      if (url.endsWith('thumbnails.vtt')) pending.push(...new Set(vttCues(response.body).map((cue) => cue.text.split('#')[0]!)));
      if (url.endsWith('.jpg')) expect(response.headers['content-type']).toBe('image/jpeg');
    }
    expect(seen).toContain(`${base}/subtitles/pt.m3u8`);
    expect(seen).toContain(`${base}/subtitles/pt.vtt`);
    expect(seen).toContain(`/media/vod/${asset.name}/thumbnails/sprite.jpg`);
  });

  it('repeats the commentary on every pass of the asset, and none after the end', async () => {
    const once = vttCues((await get(`/media/vod/${asset.name}/subtitles/en.vtt`)).body);
    const looped = vttCues((await get(`${base}/subtitles/en.vtt`)).body);
    const playlist = await get(`${base}/subtitles/en.m3u8`);

    expect(looped.slice(0, once.length)).toEqual(once);
    expect(looped[once.length]).toEqual({ ...once[0]!, start: once[0]!.start + loopSeconds, end: once[0]!.end + loopSeconds });
    expect(looped.at(-1)!.end).toBeLessThanOrEqual(420);
    expect(looped.length).toBeGreaterThan(17 * once.length);
    expect(playlistSeconds(playlist.body)).toBe(420);
  });

  it('has a thumbnail for every moment of the stream, each a tile of the asset’s sprite', async () => {
    const response = await get(`${base}/thumbnails.vtt`);
    const cues = vttCues(response.body);
    const sprite = asset.thumbnails!;

    expect(response.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(cues[0]!.start).toBe(0);
    expect(cues.at(-1)!.end).toBe(420);
    for (const [i, cue] of cues.entries()) {
      if (i > 0) expect(cue.start).toBe(cues[i - 1]!.end);
      const [x, y, w, h] = /#xywh=(\d+),(\d+),(\d+),(\d+)$/.exec(cue.text)!.slice(1).map(Number);
      expect([w, h]).toEqual([sprite.width, sprite.height]);
      expect(x! + w!).toBeLessThanOrEqual(sprite.columns * sprite.width);
      expect(y! + h!).toBeLessThanOrEqual(Math.ceil(sprite.count / sprite.columns) * sprite.height);
    }
    // The same moment of each pass shows the same picture.
    const at = (seconds: number) => cues.find((cue) => cue.start <= seconds && seconds < cue.end)!.text;
    expect(at(5)).toBe(at(5 + loopSeconds));
    expect(at(5)).not.toBe(at(15));
  });

  it('has no stream of a length off the segment grid, of nothing, or past a day', async () => {
    for (const length of ['421', '0', '-24', '24.5', '086400', '90000', 'abc']) {
      expect((await get(`/media/vod/${asset.name}/length/${length}/master.m3u8`)).statusCode, length).toBe(404);
    }
    expect((await get(`/media/vod/${liveAsset.name}/length/420/master.m3u8`)).statusCode).toBe(404);
    expect((await get(`${base}/subtitles/xx.vtt`)).statusCode).toBe(404);
    expect((await get(`${base}/4k.m3u8`)).statusCode).toBe(404);
    expect((await get(`${base}/../../manifest.json`)).statusCode).toBe(404);
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
      const url = `/media/live/7/${rendition.name}.m3u8`;
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

  it('with DVR, lists everything from the event’s start until the 29-minute window is full, then slides', async () => {
    const url = `/media/live/12/${liveAsset.renditions[0]!.name}.m3u8`;
    nowMs = eventStart + 10 * 60_000 + 300;
    const tenMinutesIn = await get(url);
    nowMs = eventStart + 60 * 60_000 + 300;
    const anHourIn = await get(url);

    expect(tagValue(tenMinutesIn.body, '#EXT-X-MEDIA-SEQUENCE')).toBe('0');
    expect(tagValue(tenMinutesIn.body, '#EXT-X-PROGRAM-DATE-TIME')).toBe(new Date(eventStart).toISOString());
    expect(playlistSeconds(tenMinutesIn.body)).toBe(600);
    expect(playlistSeconds(anHourIn.body)).toBe(1740);
    const firstAired = new Date(tagValue(anHourIn.body, '#EXT-X-PROGRAM-DATE-TIME')!).getTime();
    expect(firstAired).toBe(eventStart + (3600 - 1740) * 1000);
    expect(Number(tagValue(anHourIn.body, '#EXT-X-MEDIA-SEQUENCE'))).toBe((3600 - 1740) / 2);
  });

  it('ends the playlist when the event ends', async () => {
    nowMs = liveStreams[7]!.endMs + 60_000;
    const playlist = await get(`/media/live/7/${liveAsset.renditions[0]!.name}.m3u8`);
    expect(playlist.body.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(segmentLines(playlist.body)).toHaveLength(LIVE_WINDOW_SEGMENTS);
  });

  it('has no stream for an event id that is not a positive integer, nor for an unknown quality', async () => {
    for (const url of [
      '/media/live/0/master.m3u8',
      '/media/live/-3/master.m3u8',
      '/media/live/abc/master.m3u8',
      '/media/live/1.5/master.m3u8',
      '/media/live/7/4k.m3u8',
      '/media/live/7/..%2Fmaster.m3u8',
      '/media/live/99/master.m3u8',
      '/media/live/99/360p.m3u8',
      '/media/live/99999999999/master.m3u8',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
