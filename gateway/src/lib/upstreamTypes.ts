// The shapes the Ringside REST platform answers (backend/README.md). Only the
// fields the gateway reads are listed; the upstream may send more.

export interface UpstreamPaging {
  page: number;
  rpp: number;
  totalCount: number;
  moreDataAvailable: boolean;
}

export interface UpstreamRealm {
  id: string;
  name: string;
  realmFullName: string;
  domains: string[];
  preferredDomain?: string | null;
  realmLanguages: string[];
  defaultLanguage: string;
  guestsAllowed: boolean;
  fullGuestAccess: string;
  allowGuestSchedule: boolean;
  allowSelfregistration: boolean;
  pinLoginEnabled: boolean;
  hasLive: boolean;
  requiresConfirmation: boolean;
  watchlistsEnabled: boolean;
  settings: {
    MAIN_TITLE?: string;
    logo?: string;
    fonts?: { family?: string };
    colours?: Record<string, string | undefined>;
  };
  /** Profiles per account and the child font scale; older upstreams leave it out. */
  profileConfiguration?: { status?: string; maxProfiles?: number; childFontScale?: number } | null;
}

export interface UpstreamMenuItem {
  id: string;
  type: 'SECTION' | 'VIEW' | 'LINK' | 'PLUGIN';
  title: string;
  data?: { section?: string | null; view?: string | null; url?: string | null } | null;
  style?: { iconUrl?: string | null } | null;
  seo?: { title?: string | null } | null;
}

export interface UpstreamInit {
  labels?: Record<string, string>;
  eventCount?: number | null;
  menu?: { layout?: string; items?: UpstreamMenuItem[] } | null;
  iconStore?: Record<string, string>;
}

export interface UpstreamVideo {
  id: string;
  type: 'VOD_VIDEO';
  title: string;
  description: string;
  duration: number;
  thumbnailUrl: string;
  coverUrl: string;
  releaseDate: string;
  tags?: string[] | null;
  seriesId?: string | null;
  seasonId?: string | null;
  episodeNumber?: number | null;
}

export interface UpstreamLiveEvent {
  id: string;
  type: 'LIVE_EVENT';
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  status: 'UPCOMING' | 'LIVE' | 'ENDED';
  thumbnailUrl: string;
  coverUrl: string;
  sport?: string | null;
  venue?: string | null;
}

export interface UpstreamPlaylist {
  id: string;
  type: 'VOD_PLAYLIST';
  title: string;
  description: string;
  thumbnailUrl: string;
  coverUrl: string;
  videosCount: number;
}

export interface UpstreamSeason {
  id: string;
  seriesId: string;
  title: string;
  seasonNumber: number;
  episodeCount: number;
}

export interface UpstreamSeries {
  id: string;
  type: 'VOD_SERIES';
  title: string;
  description: string;
  thumbnailUrl: string;
  coverUrl: string;
  seasons?: UpstreamSeason[] | null;
}

export type UpstreamContent = UpstreamVideo | UpstreamLiveEvent | UpstreamPlaylist | UpstreamSeries;

export interface UpstreamBucket {
  id: string;
  name?: string;
  title: string;
  type: 'VIDEOS' | 'LIVE_EVENTS' | 'PLAYLISTS' | 'SERIES' | 'MIXED';
  contentList: UpstreamContent[];
  paging: UpstreamPaging;
}

export interface UpstreamSection {
  id: string;
  name: string;
  title: string;
  seo?: { title?: string | null } | null;
  buckets: UpstreamBucket[];
  paging: UpstreamPaging;
}

export interface UpstreamContentPage {
  contentList: UpstreamContent[];
  paging: UpstreamPaging;
}

export interface UpstreamPlaylistPage extends UpstreamPlaylist {
  videos: UpstreamVideo[];
  paging: UpstreamPaging;
}

export interface UpstreamSeasonPage extends UpstreamSeason {
  episodes: UpstreamVideo[];
  paging: UpstreamPaging;
}

export interface UpstreamStream {
  playerUrl: string;
  format: 'HLS';
  live: boolean;
  subtitles?: { language: string; label: string; url: string }[] | null;
}

export interface UpstreamTokens {
  authorisationToken: string;
  refreshToken: string;
}
