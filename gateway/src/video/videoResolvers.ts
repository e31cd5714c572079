import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { boundedInternalId } from '../lib/arguments.ts';
import { toGlobalId } from '../lib/globalId.ts';
import { toSeasonModel } from '../series/seriesModel.ts';

export const videoResolvers: Resolvers = {
  Query: {
    // The principal field of the video page: a missing video is NOT_FOUND (httpStatus 404).
    video: (_parent, { internalId }, context) => context.loaders.authenticated.videoLoader.load(boundedInternalId(internalId)),
  },
  Video: {
    id: (video) => toGlobalId('Video', video.id),
    internalId: (video) => video.id,
    releasedAt: (video) => video.releaseDate,
    tags: (video) => video.tags ?? [],
    episodeNumber: (video) => video.episodeNumber ?? null,
    series: (video, _args, context) =>
      video.seriesId ? context.loaders.authenticated.seriesLoader.load(video.seriesId) : null,
    // Seasons come with their series: one call for all the episodes of a series on a page.
    season: async (video, _args, context) => {
      if (!video.seriesId || !video.seasonId) return null;
      const series = await context.loaders.authenticated.seriesLoader.load(video.seriesId);
      const season = series.seasons?.find((candidate) => candidate.id === video.seasonId);
      return season ? toSeasonModel(season) : null;
    },
    playback: (video, _args, context) => context.loaders.authenticated.videoStreamLoader.load(video.id),
  },
};
