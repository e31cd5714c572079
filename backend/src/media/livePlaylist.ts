import type { MediaAsset, MediaRendition } from './assets.ts';

/**
 * A live event's stream, made from the clock and the event's schedule: from the event's
 * start the live asset's segments air one after the other, looping, until its end. A
 * playlist lists the segments that have fully aired, as far back as the stream keeps
 * them (its DVR window). Every server (and every request) computes the same playlist for
 * the same instant and schedule, so players see one continuous stream and nothing is stored.
 *
 * Numbering follows the event: media sequence 0 is the segment that starts at the event's
 * start, and the discontinuity sequence counts the loops before the window's first segment.
 */

/** Segments a stream without DVR keeps: hls.js starts 3 target durations from the live edge, so this leaves room. */
export const LIVE_WINDOW_SEGMENTS = 5;

/** What decides a live event's playlists. */
export interface LiveSchedule {
  startMs: number;
  endMs: number;
  /** How far behind the live edge a viewer may rewind; null: no DVR (a short window of LIVE_WINDOW_SEGMENTS). */
  dvrWindowSeconds: number | null;
}

export interface LiveSegment {
  /** Media sequence number: segments aired since the event's start, counting from 0. */
  sequence: number;
  /** Which pass through the loop this segment belongs to (= its discontinuity sequence number). */
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
  /** The event is over: the last segment has aired and no more will come (#EXT-X-ENDLIST). */
  ended: boolean;
}

/** The window of segments that have fully aired by `nowMs` (oldest first). */
export function liveWindow(durations: readonly number[], schedule: LiveSchedule, nowMs: number): LiveWindow {
  // Whole milliseconds, so that the loop arithmetic is exact.
  const durationsMs = durations.map((seconds) => Math.round(seconds * 1000));
  const starts: number[] = [];
  let loopMs = 0;
  for (const duration of durationsMs) {
    starts.push(loopMs);
    loopMs += duration;
  }
  const perLoop = durationsMs.length;

  /** How many segments have fully aired `elapsedMs` after the start. */
  const airedBy = (elapsedMs: number): number => {
    if (elapsedMs <= 0) return 0;
    const loopsDone = Math.floor(elapsedMs / loopMs);
    const intoLoopMs = elapsedMs - loopsDone * loopMs;
    return loopsDone * perLoop + durationsMs.filter((duration, i) => starts[i]! + duration <= intoLoopMs).length;
  };
  const ended = nowMs >= schedule.endMs;
  const aired = airedBy(Math.min(nowMs, schedule.endMs) - schedule.startMs);

  const segmentAt = (sequence: number): LiveSegment => {
    const loop = Math.floor(sequence / perLoop);
    const index = sequence - loop * perLoop;
    return { sequence, loop, index, startMs: schedule.startMs + loop * loopMs + starts[index]!, duration: durations[index]! };
  };

  // Walk back from the newest segment while the window still has room for the next older one.
  const segments: LiveSegment[] = [];
  let keptMs = 0;
  for (let sequence = aired - 1; sequence >= 0; sequence--) {
    const segment = segmentAt(sequence);
    if (schedule.dvrWindowSeconds === null) {
      if (segments.length === LIVE_WINDOW_SEGMENTS) break;
    } else if (segments.length > 0 && keptMs + durationsMs[segment.index]! > schedule.dvrWindowSeconds * 1000) {
      break;
    }
    keptMs += durationsMs[segment.index]!;
    segments.push(segment);
  }
  segments.reverse();

  const first = segments[0]?.sequence ?? aired;
  return { mediaSequence: first, discontinuitySequence: Math.floor(first / perLoop), segments, ended };
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
 *
 * `#EXT-X-PROGRAM-DATE-TIME` (the wall-clock time a segment aired) is written on the first
 * segment and after each discontinuity, where the media timestamps cannot carry it on; a
 * 29-minute window would otherwise repeat it 870 times on every reload.
 */
export function liveMediaPlaylist(
  asset: MediaAsset,
  rendition: MediaRendition,
  schedule: LiveSchedule,
  nowMs: number,
): string {
  // All renditions share the first one's timeline so that sequence numbers mean the same instant.
  const timeline = asset.renditions[0]!.segments.map((segment) => segment.duration);
  const window = liveWindow(timeline, schedule, nowMs);
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
    const first = segment.sequence === window.mediaSequence;
    if (segment.index === 0 && !first) lines.push('#EXT-X-DISCONTINUITY');
    if (segment.index === 0 || first) lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(segment.startMs).toISOString()}`);
    lines.push(`#EXTINF:${segment.duration.toFixed(3)},`, `${base}${rendition.segments[segment.index]!.uri}`);
  }
  if (window.ended) lines.push('#EXT-X-ENDLIST');
  return lines.join('\n') + '\n';
}
