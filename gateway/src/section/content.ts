// Content cards come from the upstream as one list of mixed kinds; each kind
// becomes its model, and the loaders are primed with them so nothing is
// fetched again per card.
import type { UpstreamContent } from '../lib/upstream.ts';
import type { AuthenticatedLoaders } from '../loaders/authenticatedLoaders.ts';
import { toLiveEventModel, type LiveEventModel } from '../liveEvent/liveEventModel.ts';
import { toPlaylistModel, type PlaylistModel } from '../playlist/playlistModel.ts';
import { toSeriesModel, type SeriesModel } from '../series/seriesModel.ts';
import { toVideoModel, type VideoModel } from '../video/videoModel.ts';

export type ContentModel = VideoModel | LiveEventModel | PlaylistModel | SeriesModel;

export function toContentModel(item: UpstreamContent): ContentModel | null {
  switch (item.type) {
    case 'VOD_VIDEO':
      return toVideoModel(item);
    case 'LIVE_EVENT':
      return toLiveEventModel(item);
    case 'VOD_PLAYLIST':
      return toPlaylistModel(item);
    case 'VOD_SERIES':
      return toSeriesModel(item);
    default:
      return null; // a kind this gateway does not know yet is left out, not an error
  }
}

export function toContentModels(items: UpstreamContent[], loaders: AuthenticatedLoaders): ContentModel[] {
  const models: ContentModel[] = [];
  for (const item of items) {
    const model = toContentModel(item);
    if (!model) continue;
    loaders.prime(model);
    models.push(model);
  }
  return models;
}

/**
 * One item of content by its kind and REST id, read through the request's
 * content loaders (so the viewer's access, rating and country rules apply):
 * what `node(id:)` and the watchlist mutations both resolve a global id to.
 * A playlist is read with its first `playlistItems` videos.
 */
export async function loadContentItem(
  loaders: AuthenticatedLoaders,
  typename: ContentModel['__typename'],
  internalId: string,
  playlistItems: number,
): Promise<ContentModel> {
  switch (typename) {
    case 'Video':
      return loaders.videoLoader.load(internalId);
    case 'LiveEvent':
      return loaders.liveEventLoader.load(internalId);
    case 'Series':
      return loaders.seriesLoader.load(internalId);
    case 'Playlist':
      return toPlaylistModel(await loaders.playlistPageLoader.load({ id: internalId, rpp: playlistItems, p: 1 }));
  }
}
