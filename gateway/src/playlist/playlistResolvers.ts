import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { boundedInternalId } from '../lib/arguments.ts';
import { connectionFromSlice, fetchSlice, pageWindow, sliceFromArgs, type PageArgs } from '../lib/connection.ts';
import { toGlobalId } from '../lib/globalId.ts';
import { lookaheadArgs } from '../lib/lookahead.ts';
import { toVideoModel } from '../video/videoModel.ts';
import { toPlaylistModel } from './playlistModel.ts';

export const playlistResolvers: Resolvers = {
  Query: {
    // Asks for the page of videos the query will want, so the playlist page is one call.
    playlist: async (_parent, { internalId }, context, info) => {
      const slice = sliceFromArgs((lookaheadArgs(info, ['videosConnection']) ?? {}) as PageArgs);
      const window = pageWindow(slice);
      const page = await context.loaders.authenticated.playlistPageLoader.load({
        id: boundedInternalId(internalId),
        rpp: window.rpp,
        p: window.pages[0] ?? 1,
      });
      return toPlaylistModel(page);
    },
  },
  Playlist: {
    id: (playlist) => toGlobalId('Playlist', playlist.id),
    internalId: (playlist) => playlist.id,
    videoCount: (playlist) => playlist.videosCount,
    isGeoBlocked: (playlist) => playlist.geoBlocked,
    videosConnection: async (playlist, args, context) => {
      const slice = sliceFromArgs(args);
      const loaders = context.loaders.authenticated;
      const { items, totalCount } = await fetchSlice(slice, async ({ rpp, p }) => {
        const page = await loaders.playlistPageLoader.load({ id: playlist.id, rpp, p });
        return { items: page.videos, paging: page.paging };
      });
      const videos = items.map(toVideoModel);
      videos.forEach((video) => loaders.prime(video));
      return connectionFromSlice(videos, slice, totalCount);
    },
  },
};
