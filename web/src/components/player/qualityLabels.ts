/** What the player knows of a rendition (an hls.js level). */
export interface Rendition {
  height: number;
  bitrate: number;
}

export interface QualityOption {
  /** The hls.js level index to switch to. */
  level: number;
  label: string;
  /** 720 lines and more: marked HD in the menu and on the settings button. */
  hd: boolean;
}

/** `720p`; a rendition without a known height (audio-only) by its bitrate. */
export function qualityLabel(rendition: Rendition): string {
  if (rendition.height > 0) return `${rendition.height}p`;
  return `${Math.round(rendition.bitrate / 1000)} kbps`;
}

/**
 * The quality menu's renditions, best first, as streaming services list them.
 * Two renditions of the same height (two bitrates) are told apart by bitrate.
 */
export function qualityOptions(levels: readonly Rendition[]): QualityOption[] {
  const heights = new Map<number, number>();
  for (const level of levels) heights.set(level.height, (heights.get(level.height) ?? 0) + 1);
  return levels
    .map((rendition, level) => {
      const shared = rendition.height > 0 && (heights.get(rendition.height) ?? 0) > 1;
      const label = shared
        ? `${qualityLabel(rendition)} · ${Math.round(rendition.bitrate / 1000)} kbps`
        : qualityLabel(rendition);
      return { level, label, hd: rendition.height >= 720, height: rendition.height, bitrate: rendition.bitrate };
    })
    .sort((a, b) => b.height - a.height || b.bitrate - a.bitrate)
    .map(({ level, label, hd }) => ({ level, label, hd }));
}
