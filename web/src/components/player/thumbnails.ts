/**
 * A preview thumbnail of the seek bar: one WebVTT cue of Playback.thumbnailsUrl,
 * whose text is an image URL, usually a tile of a sprite:
 * `sprite.jpg#xywh=160,0,160,90` (the Media Fragments spatial syntax).
 * The browser parses the WebVTT itself (a `<track kind="metadata">`); this
 * only reads a cue's text.
 */
export interface ThumbnailFrame {
  /** Absolute URL of the image, without the fragment. */
  url: string;
  /** The tile within the image; null when the cue shows the whole image. */
  tile: { x: number; y: number; width: number; height: number } | null;
}

export function parseThumbnailCue(text: string, trackUrl: string): ThumbnailFrame | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  let resolved: URL;
  try {
    resolved = new URL(trimmed, trackUrl);
  } catch {
    return null;
  }
  const match = /^xywh=(?:pixel:)?(\d+),(\d+),(\d+),(\d+)$/.exec(resolved.hash.slice(1));
  resolved.hash = '';
  const tile = match ? { x: Number(match[1]), y: Number(match[2]), width: Number(match[3]), height: Number(match[4]) } : null;
  return { url: resolved.href, tile };
}
