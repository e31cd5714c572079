import { describe, expect, it } from 'vitest';
import { LIVE_WINDOW_SEGMENTS, liveWindow, type LiveSchedule } from './livePlaylist.ts';

// A loop of four segments, the last one shorter, as an encoder might leave it.
const loop = [2, 2, 2, 1.5];
const loopMs = 7500;
const startMs = Date.UTC(2026, 10, 25, 20, 0, 0);
const hour = 3_600_000;

const withDvr = (dvrWindowSeconds: number | null): LiveSchedule => ({ startMs, endMs: startMs + 4 * hour, dvrWindowSeconds });

describe('liveWindow', () => {
  it('airs from the event’s start: with DVR, every segment since the start is there to rewind to', () => {
    const window = liveWindow(loop, withDvr(1740), startMs + 10 * loopMs + 6100);

    expect(window.mediaSequence).toBe(0);
    expect(window.discontinuitySequence).toBe(0);
    expect(window.segments[0]).toMatchObject({ sequence: 0, loop: 0, index: 0, startMs });
    expect(window.segments.at(-1)).toMatchObject({ sequence: 42, loop: 10, index: 2 });
    expect(window.ended).toBe(false);
  });

  it('slides once the DVR window is full, keeping no more than the window', () => {
    const nowMs = startMs + hour;
    const window = liveWindow(loop, withDvr(1740), nowMs);
    const kept = window.segments.reduce((total, segment) => total + segment.duration, 0);

    expect(kept).toBeLessThanOrEqual(1740);
    expect(kept).toBeGreaterThan(1740 - 2);
    const last = window.segments.at(-1)!;
    expect(last.startMs + last.duration * 1000).toBeLessThanOrEqual(nowMs);
    expect(window.segments[0]!.startMs).toBeGreaterThanOrEqual(nowMs - 1740_000 - 2000);
  });

  it('keeps only the provider’s 10 s for a provider that says so, and a short window without DVR', () => {
    const nowMs = startMs + hour + 300;
    const tenSeconds = liveWindow(loop, withDvr(10), nowMs);
    const noDvr = liveWindow(loop, withDvr(null), nowMs);

    expect(tenSeconds.segments.reduce((total, segment) => total + segment.duration, 0)).toBeLessThanOrEqual(10);
    expect(tenSeconds.segments.length).toBeGreaterThanOrEqual(4);
    expect(noDvr.segments).toHaveLength(LIVE_WINDOW_SEGMENTS);
    // Both end at the same live edge.
    expect(tenSeconds.segments.at(-1)).toEqual(noDvr.segments.at(-1));
  });

  it('adds a segment only once it has aired in full, short ones included', () => {
    const justBefore = liveWindow(loop, withDvr(null), startMs + 11 * loopMs - 1);
    const atTheEnd = liveWindow(loop, withDvr(null), startMs + 11 * loopMs);

    expect(justBefore.segments.at(-1)).toMatchObject({ loop: 10, index: 2 });
    expect(atTheEnd.segments.at(-1)).toMatchObject({ loop: 10, index: 3, duration: 1.5 });
    expect(atTheEnd.mediaSequence).toBe(justBefore.mediaSequence + 1);
  });

  it('counts the loops before the window’s first segment as discontinuities', () => {
    const spanning = liveWindow(loop, withDvr(null), startMs + 11 * loopMs + 4000);

    expect(spanning.segments.map((segment) => segment.sequence)).toEqual([41, 42, 43, 44, 45]);
    expect(spanning.discontinuitySequence).toBe(10);
    expect(liveWindow(loop, withDvr(null), startMs + 12 * loopMs + 6000).discontinuitySequence).toBe(11);
  });

  it('has nothing before the start, starts short, and stops at the end with the window it had', () => {
    expect(liveWindow(loop, withDvr(1740), startMs - 60_000).segments).toHaveLength(0);
    expect(liveWindow(loop, withDvr(1740), startMs + 2500).segments).toHaveLength(1);

    const atEnd = liveWindow(loop, withDvr(null), startMs + 4 * hour);
    const later = liveWindow(loop, withDvr(null), startMs + 5 * hour);
    expect(atEnd.ended).toBe(true);
    expect(later).toEqual(atEnd);
    const last = later.segments.at(-1)!;
    expect(last.startMs + last.duration * 1000).toBeLessThanOrEqual(startMs + 4 * hour);
  });

  it('is the same on every server: the window depends only on the schedule and the instant', () => {
    const nowMs = startMs + 2 * hour + 12_345;
    expect(liveWindow(loop, withDvr(1740), nowMs)).toEqual(liveWindow([...loop], { ...withDvr(1740) }, nowMs));
  });
});
