import type { MediaAsset, MediaRendition } from './assets.ts';

/**
 * A live stream made from the clock: the live asset's segments repeat forever from a
 * fixed epoch, and a playlist shows the last few segments that have fully "aired".
 * Every server (and every request) computes the same window for the same instant,
 * so players see one continuous stream without any state being kept.
 */

/** The instant the endless loop started; any fixed past instant works. */
export const LIVE_EPOCH_MS = Date.UTC(2024, 0, 1);

/** Segments per live playlist. hls.js starts 3 target durations from the live edge. */
export const LIVE_WINDOW_SEGMENTS = 5;

export interface LiveSegment {
  /** Media sequence number: segments aired since the epoch, counting from 0. */
  sequence: number;
  /** Which loop this segment belongs to (= its discontinuity sequence number). */
  loop: number;
  /** Index into the loop's segments. */
  index: number;
  startMs: number;
  duration: number;
}

export interface LiveWindow {
  mediaSequence: number;
  discontinuitySequence: number;
  segments: LiveSegment[];
}

/** The window of segments that have fully aired by `nowMs` (oldest first). */
export function liveWindow(
  durations: readonly number[],
  nowMs: number,
  windowSize: number = LIVE_WINDOW_SEGMENTS,
): LiveWindow {
  // Whole milliseconds, so that the loop arithmetic is exact.
  const durationsMs = durations.map((seconds) => Math.round(seconds * 1000));
  const starts: number[] = [];
  let loopMs = 0;
  for (const duration of durationsMs) {
    starts.push(loopMs);
    loopMs += duration;
  }
  const perLoop = durationsMs.length;

  const elapsedMs = Math.max(0, nowMs - LIVE_EPOCH_MS);
  const loopsDone = Math.floor(elapsedMs / loopMs);
  const intoLoopMs = elapsedMs - loopsDone * loopMs;
  const airedInLoop = durationsMs.filter((_, i) => starts[i]! + durationsMs[i]! <= intoLoopMs).length;
  const aired = loopsDone * perLoop + airedInLoop;

  const first = Math.max(0, aired - windowSize);
  const segments: LiveSegment[] = [];
  for (let sequence = first; sequence < aired; sequence++) {
    const loop = Math.floor(sequence / perLoop);
    const index = sequence - loop * perLoop;
    segments.push({
      sequence,
      loop,
      index,
      startMs: LIVE_EPOCH_MS + loop * loopMs + starts[index]!,
      duration: durations[index]!,
    });
  }
  return { mediaSequence: first, discontinuitySequence: Math.floor(first / perLoop), segments };
}

/** The live multivariant playlist: the live asset's renditions, as `{rendition}.m3u8` beside it. */
export function liveMasterPlaylist(asset: MediaAsset): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const rendition of asset.renditions) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${rendition.bandwidth},AVERAGE-BANDWIDTH=${rendition.averageBandwidth},` +
        `RESOLUTION=${rendition.width}x${rendition.height},CODECS="${rendition.codecs}"`,
      `${rendition.name}.m3u8`,
    );
  }
  return lines.join('\n') + '\n';
}

/**
 * A live media playlist for one rendition. Segment URIs point at the live asset's real
 * files under `/media/vod/{asset}/`. Where the loop starts over, the timestamps jump back,
 * so that segment carries `#EXT-X-DISCONTINUITY`; `#EXT-X-DISCONTINUITY-SEQUENCE` counts the
 * ones that have slid out of the window. The first window segment never needs the tag:
 * the discontinuity sequence already places it in its loop.
 */
export function liveMediaPlaylist(asset: MediaAsset, rendition: MediaRendition, nowMs: number): string {
  // All renditions share the first one's timeline so that sequence numbers mean the same instant.
  const timeline = asset.renditions[0]!.segments.map((segment) => segment.duration);
  const window = liveWindow(timeline, nowMs);
  const base = `/media/vod/${asset.name}/`;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${Math.ceil(Math.max(...timeline))}`,
    `#EXT-X-MEDIA-SEQUENCE:${window.mediaSequence}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${window.discontinuitySequence}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-MAP:URI="${base}${rendition.init}"`,
  ];
  for (const segment of window.segments) {
    if (segment.index === 0 && segment.sequence !== window.mediaSequence) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(
      `#EXT-X-PROGRAM-DATE-TIME:${new Date(segment.startMs).toISOString()}`,
      `#EXTINF:${segment.duration.toFixed(3)},`,
      `${base}${rendition.segments[segment.index]!.uri}`,
    );
  }
  return lines.join('\n') + '\n';
}
