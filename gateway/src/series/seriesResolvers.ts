import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { boundedInternalId } from '../lib/arguments.ts';
import { connectionFromSlice, fetchSlice, pageWindow, sliceFromArgs, type PageArgs } from '../lib/connection.ts';
import { toGlobalId } from '../lib/globalId.ts';
import { lookaheadArgs } from '../lib/lookahead.ts';
import { toVideoModel } from '../video/videoModel.ts';
import { toSeasonModel } from './seriesModel.ts';

export const seriesResolvers: Resolvers = {
  Query: {
    series: (_parent, { internalId }, context) => context.loaders.authenticated.seriesLoader.load(boundedInternalId(internalId)),
    season: async (_parent, { internalId }, context, info) => {
      const slice = sliceFromArgs((lookaheadArgs(info, ['episodesConnection']) ?? {}) as PageArgs);
      const window = pageWindow(slice);
      const page = await context.loaders.authenticated.seasonPageLoader.load({
        id: boundedInternalId(internalId),
        rpp: window.rpp,
        p: window.pages[0] ?? 1,
      });
      return toSeasonModel(page);
    },
  },
  Series: {
    id: (series) => toGlobalId('Series', series.id),
    internalId: (series) => series.id,
    isGeoBlocked: (series) => series.geoBlocked,
    seasons: (series) =>
      [...(series.seasons ?? [])].sort((a, b) => a.seasonNumber - b.seasonNumber).map(toSeasonModel),
  },
  Season: {
    id: (season) => toGlobalId('Season', season.id),
    internalId: (season) => season.id,
    series: (season, _args, context) => context.loaders.authenticated.seriesLoader.load(season.seriesId),
    sponsor: async (season, _args, context) =>
      (await context.loaders.authenticated.seriesLoader.load(season.seriesId)).sponsor ?? null,
    episodesConnection: async (season, args, context) => {
      const slice = sliceFromArgs(args);
      const loaders = context.loaders.authenticated;
      const { items, totalCount } = await fetchSlice(slice, async ({ rpp, p }) => {
        const page = await loaders.seasonPageLoader.load({ id: season.id, rpp, p });
        return { items: page.episodes, paging: page.paging };
      });
      const episodes = items.map(toVideoModel);
      episodes.forEach((episode) => loaders.prime(episode));
      return connectionFromSlice(episodes, slice, totalCount);
    },
  },
};
