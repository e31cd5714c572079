import type { UpstreamPlaylist } from '../lib/upstream.ts';

export type PlaylistModel = UpstreamPlaylist & { __typename: 'Playlist' };

export function toPlaylistModel(playlist: UpstreamPlaylist): PlaylistModel {
  const { id, type, title, description, thumbnailUrl, coverUrl, previewImage, videosCount, ageRating, geoBlocked } = playlist;
  return { id, type, title, description, thumbnailUrl, coverUrl, previewImage, videosCount, ageRating, geoBlocked, __typename: 'Playlist' };
}
