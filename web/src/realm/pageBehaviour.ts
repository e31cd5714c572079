// Spec §2 page behaviour the realm decides (RealmSettings.interstitials and
// enhancedMetadataViews), given by the frame like WatchlistMode, so a card
// anywhere (rails, search, a playlist's grid) knows where its video opens
// without each page asking for the realm.
import { createContext, useContext } from 'react';
import { pathTo } from '../system/routePaths.ts';

/** The page a video link is on, as the realm's interstitial flags name them ('video': anywhere else). */
export type VideoLinkOrigin = 'playlist' | 'series' | 'season' | 'video';

export interface PageBehaviour {
  /** Where a video link opens the video's interstitial page instead of its player. */
  interstitials: Readonly<Record<VideoLinkOrigin, boolean>>;
  /** Series and season pages use the richer layout (spec §3 ENHANCED_METADATA_VIEWS). */
  enhancedMetadataViews: boolean;
}

/** A realm that says nothing: videos play at once, the plain layouts. */
export const defaultPageBehaviour: PageBehaviour = {
  interstitials: { playlist: false, series: false, season: false, video: false },
  enhancedMetadataViews: false,
};

export const PageBehaviourContext = createContext<PageBehaviour>(defaultPageBehaviour);

export function usePageBehaviour(): PageBehaviour {
  return useContext(PageBehaviourContext);
}

/** The query marker that asks a video link for the interstitial whatever the realm says (spec §2). */
export const SHOW_INTERSTITIAL = 'showInterstitial';

/** Whether a page's query asks for the interstitial: `?showInterstitial=true`, nothing else. */
export function asksForInterstitial(query: Record<string, unknown>): boolean {
  return query[SHOW_INTERSTITIAL] === 'true';
}

/**
 * Where a video's link leads: its interstitial page (INTERSTITIAL) or its
 * player (VOD). The playlist it is watched in travels along (`?playlist=`:
 * what plays next).
 */
export function videoHref(internalId: string, { playlist = null, interstitial }: { playlist?: string | null; interstitial: boolean }): string {
  const path = pathTo(interstitial ? 'INTERSTITIAL' : 'VOD', { id: internalId });
  return playlist ? `${path}?playlist=${encodeURIComponent(playlist)}` : path;
}

/** The link of a video card on a page of kind `origin`, as the realm wants it. */
export function useVideoHref(internalId: string, origin: VideoLinkOrigin, playlist: string | null = null): string {
  const { interstitials } = usePageBehaviour();
  return videoHref(internalId, { playlist, interstitial: interstitials[origin] });
}
