import { vodAssets as installedVodAssets, vodPlayback } from '../media/assets.ts';

export interface VodAsset {
  name: string;
  subtitleLanguages: { language: string; label: string }[];
}

/** The VOD assets the media module serves (backend/media/manifest.json). */
export const vodAssets: VodAsset[] = installedVodAssets;

/** Each video (and each ended event's replay) always plays the same asset. */
export function assetFor(assets: VodAsset[], id: number): VodAsset | null {
  return assets.length === 0 ? null : assets[id % assets.length]!;
}

/** Player and subtitle URLs of an asset, as the media routes serve them. */
export function assetPlayback(asset: VodAsset) {
  return (
    vodPlayback(asset.name) ?? {
      playerUrl: `/media/vod/${asset.name}/master.m3u8`,
      subtitles: asset.subtitleLanguages.map(({ language, label }) => ({
        language,
        label,
        url: `/media/vod/${asset.name}/subtitles/${language}.vtt`,
      })),
    }
  );
}
