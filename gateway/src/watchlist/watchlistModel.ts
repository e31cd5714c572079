// A watchlist as the upstream answers it (`GET /watchlists`), and the content
// kinds a list holds, named as the upstream names them.
import type { Answer } from '../lib/upstream.ts';

export type UpstreamWatchlist = Answer<'/api/v2/watchlists'>['watchlists'][number];

export type WatchlistModel = UpstreamWatchlist & { __typename: 'Watchlist' };

export function toWatchlistModel(watchlist: UpstreamWatchlist): WatchlistModel {
  return { ...watchlist, __typename: 'Watchlist' };
}

/** The upstream's content types, by the GraphQL type that shows them. */
export const CONTENT_TYPE_OF = {
  Video: 'VIDEO',
  LiveEvent: 'LIVE_EVENT',
  Playlist: 'PLAYLIST',
  Series: 'SERIES',
} as const;

export type ListableTypename = keyof typeof CONTENT_TYPE_OF;
export type UpstreamContentType = (typeof CONTENT_TYPE_OF)[ListableTypename];

export function isListable(typename: string): typename is ListableTypename {
  return Object.hasOwn(CONTENT_TYPE_OF, typename);
}

/** The reference the upstream's list calls take: `VIDEO:3`. */
export function contentRef(typename: ListableTypename, internalId: string): string {
  return `${CONTENT_TYPE_OF[typename]}:${internalId}`;
}
