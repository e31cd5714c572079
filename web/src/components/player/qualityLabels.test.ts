import { describe, expect, it } from 'vitest';
import { qualityLabel, qualityOptions } from './qualityLabels.ts';

describe('qualityLabel', () => {
  it('names a rendition by its lines', () => {
    expect(qualityLabel({ height: 720, bitrate: 772560 })).toBe('720p');
  });

  it('names a rendition without a picture height by its bitrate', () => {
    expect(qualityLabel({ height: 0, bitrate: 64000 })).toBe('64 kbps');
  });
});

describe('qualityOptions', () => {
  it('lists the best rendition first and keeps each one’s hls.js level index', () => {
    const options = qualityOptions([
      { height: 360, bitrate: 427884 },
      { height: 720, bitrate: 772560 },
    ]);
    expect(options).toEqual([
      { level: 1, label: '720p', hd: true },
      { level: 0, label: '360p', hd: false },
    ]);
  });

  it('tells two renditions of the same height apart by bitrate', () => {
    const labels = qualityOptions([
      { height: 1080, bitrate: 4_500_000 },
      { height: 1080, bitrate: 8_000_000 },
    ]).map((option) => option.label);
    expect(labels).toEqual(['1080p · 8000 kbps', '1080p · 4500 kbps']);
  });
});
