import { describe, expect, it } from 'vitest';
import { livePosition } from './liveWindow.ts';

const base = { seekableStart: 100, seekableEnd: 1900, liveSyncPosition: 1894, dvrWindowSeconds: 1740, targetDuration: 2 };

describe('livePosition', () => {
  it('is at the live edge where hls.js placed the viewer', () => {
    expect(livePosition({ ...base, currentTime: 1894 })).toMatchObject({ edge: 1894, behind: 0, atEdge: true, canSeek: true });
  });

  it('still counts as live a couple of segments behind the sync position', () => {
    const position = livePosition({ ...base, currentTime: 1890.5 });
    expect(position.atEdge).toBe(true);
    expect(position.tolerance).toBe(4);
  });

  it('tells how far behind a viewer who rewound is, and no longer calls it live', () => {
    const position = livePosition({ ...base, currentTime: 1852 });
    expect(position.behind).toBe(42);
    expect(position.atEdge).toBe(false);
  });

  it('lets the viewer seek back the DVR window, not further even if the playlist holds more', () => {
    expect(livePosition({ ...base, currentTime: 1894 }).start).toBe(1894 - 1740);
    expect(livePosition({ ...base, seekableStart: 500, currentTime: 1894 }).start).toBe(500);
  });

  it('offers no seeking without a DVR window', () => {
    const position = livePosition({ ...base, dvrWindowSeconds: null, currentTime: 1894 });
    expect(position.canSeek).toBe(false);
    expect(position.start).toBe(position.edge);
  });

  it('takes the end of the seekable range as the edge when hls.js gives no sync position (native HLS)', () => {
    expect(livePosition({ ...base, liveSyncPosition: null, currentTime: 1900 })).toMatchObject({ edge: 1900, atEdge: true });
  });
});
