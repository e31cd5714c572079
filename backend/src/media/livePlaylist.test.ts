import { describe, expect, it } from 'vitest';
import { LIVE_EPOCH_MS, liveWindow } from './livePlaylist.ts';

// A loop of four segments, the last one shorter, as an encoder might leave it.
const loop = [2, 2, 2, 1.5];
const loopMs = 7500;

describe('liveWindow', () => {
  it('shows the segments that have fully aired, newest last', () => {
    const window = liveWindow(loop, LIVE_EPOCH_MS + 10 * loopMs + 6100, 3);

    expect(window.segments.map((segment) => [segment.loop, segment.index])).toEqual([
      [10, 0],
      [10, 1],
      [10, 2],
    ]);
    expect(window.mediaSequence).toBe(40);
    expect(window.segments[0]!.startMs).toBe(LIVE_EPOCH_MS + 10 * loopMs);
  });

  it('adds a segment only once it has aired in full, short ones included', () => {
    const justBefore = liveWindow(loop, LIVE_EPOCH_MS + 11 * loopMs - 1, 3);
    const atTheEnd = liveWindow(loop, LIVE_EPOCH_MS + 11 * loopMs, 3);

    expect(justBefore.segments.at(-1)).toMatchObject({ loop: 10, index: 2 });
    expect(atTheEnd.segments.at(-1)).toMatchObject({ loop: 10, index: 3, duration: 1.5 });
    expect(atTheEnd.mediaSequence).toBe(justBefore.mediaSequence + 1);
  });

  it('counts the loops before the window’s first segment as discontinuities', () => {
    const spanning = liveWindow(loop, LIVE_EPOCH_MS + 11 * loopMs + 4000, 3);

    expect(spanning.segments.map((segment) => segment.sequence)).toEqual([43, 44, 45]);
    expect(spanning.discontinuitySequence).toBe(10);
    expect(liveWindow(loop, LIVE_EPOCH_MS + 11 * loopMs + 6000, 3).discontinuitySequence).toBe(11);
  });

  it('starts short just after the epoch instead of inventing segments', () => {
    expect(liveWindow(loop, LIVE_EPOCH_MS + 2500, 3).segments).toHaveLength(1);
    expect(liveWindow(loop, LIVE_EPOCH_MS - 60_000, 3).segments).toHaveLength(0);
  });
});
