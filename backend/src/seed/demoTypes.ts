import type { LocalisedText } from '../i18n/language.ts';
import type { Realm } from '../realm/realmRepository.ts';

// The demo data, as plain rows. Ids are fixed so that seeding is an idempotent
// upsert and links between rows (bucket → video) can be written by hand.

/** The realm demo content belongs to; its configuration is its realm file (backend/realms/, realm/realmFile.ts). */
export type DemoRealm = Pick<Realm, 'id' | 'name'>;


export interface DemoVideo {
  id: number;
  title: LocalisedText;
  description: LocalisedText;
  duration: number;
  daysAgo: number;
  tags: string[];
  sport: string;
  seriesId?: number;
  seasonId?: number;
  episodeNumber?: number;
}

export interface DemoLiveEvent {
  id: number;
  title: LocalisedText;
  description: LocalisedText;
  sport: string;
  venue: string;
  /** Start relative to the server's start, in minutes (negative: already started). */
  startOffsetMinutes: number;
  durationMinutes: number;
  /** Where its stream comes from (table stream_provider, which sets its DVR window); default 'ringside-origin'. */
  streamProvider?: 'ringside-origin' | 'partner-relay';
}

export interface DemoPlaylist {
  id: number;
  title: LocalisedText;
  description: LocalisedText;
  sport: string | null;
  videoIds: number[];
}

export interface DemoSeries {
  id: number;
  title: LocalisedText;
  description: LocalisedText;
  sport: string;
  seasons: { id: number; seasonNumber: number; title: LocalisedText }[];
}

export type DemoItem = ['VIDEO' | 'LIVE_EVENT' | 'PLAYLIST' | 'SERIES', number];

export interface DemoBucket {
  id: number;
  name: string;
  title: LocalisedText;
  type: 'VIDEOS' | 'LIVE_EVENTS' | 'PLAYLISTS' | 'SERIES' | 'MIXED';
  liveStatus?: 'UPCOMING' | 'LIVE' | 'ENDED' | 'LIVE_OR_UPCOMING';
  items?: DemoItem[];
  /** False: only an admin's preview shows it (migration 030); published when left out. */
  published?: boolean;
}

export interface DemoSection {
  id: number;
  name: string;
  title: LocalisedText;
  seoTitle: LocalisedText;
  /** The title the page opens with, as a banner above the rails (migration 019); none when left out. */
  hero?: DemoItem;
  buckets: DemoBucket[];
  /** False: only an admin's preview shows it (migration 030); published when left out. */
  published?: boolean;
}

export interface DemoRealmData {
  realm: DemoRealm;
  series: DemoSeries[];
  videos: DemoVideo[];
  liveEvents: DemoLiveEvent[];
  playlists: DemoPlaylist[];
  sections: DemoSection[];
}

/** A text in English, Portuguese and Spanish. */
export function t(en: string, pt: string, es: string): LocalisedText {
  return { en, pt, es };
}

/** A text in English only. */
export function en(text: string): LocalisedText {
  return { en: text };
}
