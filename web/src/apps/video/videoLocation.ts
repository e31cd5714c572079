import { pathTo } from '../../system/routePaths.ts';

/**
 * `?playlist={id}`: the playlist the video is watched in, so what plays next
 * is the playlist's next video rather than the series' next episode.
 */
export function playlistOf(query: Record<string, unknown>): string | null {
  const value = query['playlist'];
  return typeof value === 'string' && /^[1-9][0-9]{0,8}$/.test(value) ? value : null;
}

/** The video page's address, in the same playlist when there is one. */
export function videoLocation(internalId: string, playlist: string | null) {
  const pathname = pathTo('VOD', { id: internalId });
  return playlist ? { pathname, query: { playlist } } : { pathname };
}
