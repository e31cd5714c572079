import { vodAssets as installedVodAssets, type MediaAsset } from '../media/assets.ts';
import { playableLength, videoStreamUrls } from '../media/videoStream.ts';

export type VodAsset = MediaAsset;

/** The VOD assets the media module serves (backend/media/manifest.json). */
export const vodAssets: readonly VodAsset[] = installedVodAssets;

/** Each video (and each ended event's replay) always plays the same asset. */
export function assetFor(assets: readonly VodAsset[], id: number): VodAsset | null {
  return assets.length === 0 ? null : assets[id % assets.length]!;
}

/**
 * The URLs of a stream of `asset` as long as `declaredSeconds` (a video's `duration`, an
 * event's length), rounded to whole segments: the demo catalogue declares whole minutes,
 * so the stream plays exactly what the card says.
 */
export function assetPlayback(asset: VodAsset, declaredSeconds: number) {
  return videoStreamUrls(asset, playableLength(asset, declaredSeconds));
}
