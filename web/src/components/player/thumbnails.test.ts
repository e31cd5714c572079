import { describe, expect, it } from 'vitest';
import { parseThumbnailCue } from './thumbnails.ts';

const track = 'http://localhost:4000/media/bars/thumbnails.vtt';

describe('parseThumbnailCue', () => {
  it('reads the sprite and the tile of a cue, resolved against the track’s URL', () => {
    expect(parseThumbnailCue('sprite.jpg#xywh=160,90,160,90', track)).toEqual({
      url: 'http://localhost:4000/media/bars/sprite.jpg',
      tile: { x: 160, y: 90, width: 160, height: 90 },
    });
  });

  it('accepts the explicit pixel unit of the Media Fragments syntax', () => {
    expect(parseThumbnailCue('/images/s.jpg#xywh=pixel:0,0,128,72', track)?.tile).toEqual({ x: 0, y: 0, width: 128, height: 72 });
  });

  it('shows a whole image when the cue names no tile', () => {
    expect(parseThumbnailCue(' thumb-0001.jpg\n', track)).toEqual({ url: 'http://localhost:4000/media/bars/thumb-0001.jpg', tile: null });
  });

  it('has no thumbnail for an empty cue', () => {
    expect(parseThumbnailCue('  ', track)).toBeNull();
  });
});
