import { join } from 'node:path';
import { packageDirectory } from '@ringside/ops/packageDirectory';
import manifestJson from '../../media/manifest.json' with { type: 'json' };

/**
 * The committed media, as described by backend/media/manifest.json. That file is
 * written by backend/scripts/make-media.sh next to the files it describes, so it is
 * the one source of truth: nothing here repeats a name, a duration or a segment.
 */

export interface MediaSegment {
  /** Path relative to the asset folder, e.g. `720p/seg_003.m4s`. */
  uri: string;
  duration: number;
}

export interface MediaRendition {
  /** Folder name and live playlist name, e.g. `720p`. */
  name: string;
  width: number;
  height: number;
  /** Peak bits per second over its segments (HLS BANDWIDTH). */
  bandwidth: number;
  averageBandwidth: number;
  /** RFC 6381 codecs, e.g. `avc1.4d401f,mp4a.40.2`. */
  codecs: string;
  playlist: string;
  /** The fMP4 init segment (`#EXT-X-MAP`). */
  init: string;
  segments: MediaSegment[];
}

export interface SubtitleTrack {
  language: string;
  label: string;
  /** The raw WebVTT file, relative to the asset folder. */
  vtt: string;
  /** Its HLS subtitle playlist, relative to the asset folder. */
  playlist: string;
}

/** Seek-bar previews: one picture per `intervalSeconds`, tiled `columns` a row in one JPEG. */
export interface ThumbnailSprite {
  /** The JPEG, relative to the asset folder. */
  sprite: string;
  intervalSeconds: number;
  count: number;
  columns: number;
  width: number;
  height: number;
}

export interface MediaAsset {
  name: string;
  use: 'vod' | 'live';
  title: string;
  durationSeconds: number;
  renditions: MediaRendition[];
  subtitles: SubtitleTrack[];
  thumbnails: ThumbnailSprite | null;
}

/** Where the committed media lives; the backend passes it to `mediaRoutes` as `mediaDir`. */
export const defaultMediaDir = join(packageDirectory('@ringside/backend', import.meta.url), 'media');

/** Every asset folder under `/media/vod/`, the live loop included (live playlists point at its segments). */
export const mediaAssets: readonly MediaAsset[] = readManifest(manifestJson);

/** The assets a video (or an ended event's replay) can play. */
export const vodAssets: readonly MediaAsset[] = mediaAssets.filter((asset) => asset.use === 'vod');

/** The asset whose segments every live playlist loops over. */
export const liveAsset: MediaAsset = (() => {
  const live = mediaAssets.find((asset) => asset.use === 'live');
  if (!live) throw new Error('backend/media/manifest.json has no live asset; run backend/scripts/make-media.sh');
  return live;
})();

export function findMediaAsset(name: string): MediaAsset | undefined {
  return mediaAssets.find((asset) => asset.name === name);
}

/** The live playlist of an event; the REST stream endpoint decides who may have it. */
export function livePlayerUrl(eventId: number | string): string {
  return `/media/live/${eventId}/master.m3u8`;
}

/**
 * Checks the shape the rest of the module relies on, so a hand-edited or half-written
 * manifest fails at start-up with a message instead of as a broken playlist later.
 */
function readManifest(json: unknown): MediaAsset[] {
  const assets = (json as { assets?: unknown }).assets;
  if (!Array.isArray(assets) || assets.length === 0) {
    throw new Error('backend/media/manifest.json lists no assets; run backend/scripts/make-media.sh');
  }
  for (const asset of assets as MediaAsset[]) {
    if (!/^[a-z0-9][a-z0-9-]*$/.test(asset.name) || (asset.use !== 'vod' && asset.use !== 'live')) {
      throw new Error(`backend/media/manifest.json: bad asset ${JSON.stringify(asset.name)}`);
    }
    if (asset.renditions.length === 0 || asset.renditions.some((r) => r.segments.length === 0)) {
      throw new Error(`backend/media/manifest.json: asset ${asset.name} has no segments`);
    }
    // Live and looped streams number segments on the first rendition's timeline.
    if (asset.renditions.some((r) => r.segments.length !== asset.renditions[0]!.segments.length)) {
      throw new Error(`backend/media/manifest.json: the renditions of ${asset.name} have different segments`);
    }
  }
  // Media made before the script drew thumbnails have none: their streams offer no previews.
  return (assets as MediaAsset[]).map((asset) => ({ ...asset, thumbnails: asset.thumbnails ?? null }));
}
