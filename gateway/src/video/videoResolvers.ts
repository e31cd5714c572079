import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { boundedInternalId } from '../lib/arguments.ts';
import { errorCodeOf } from '../lib/errors.ts';
import { toGlobalId } from '../lib/globalId.ts';
import { toSeasonModel } from '../series/seriesModel.ts';

/** Null for a NOT_FOUND (e.g. a title above a child's rating), any other failure as it is. */
async function nullWhenNotFound<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (errorCodeOf(error) === 'NOT_FOUND') return null;
    throw error;
  }
}

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
    isGeoBlocked: (video) => video.geoBlocked,
    // An episode a child may see can belong to a series rated above it: then it has no series for them.
    series: (video, _args, context) =>
      video.seriesId ? nullWhenNotFound(context.loaders.authenticated.seriesLoader.load(video.seriesId)) : null,
    // Seasons come with their series: one call for all the episodes of a series on a page.
    season: async (video, _args, context) => {
      if (!video.seriesId || !video.seasonId) return null;
      const series = await nullWhenNotFound(context.loaders.authenticated.seriesLoader.load(video.seriesId));
      const season = series?.seasons?.find((candidate) => candidate.id === video.seasonId);
      return season ? toSeasonModel(season) : null;
    },
    playback: (video, _args, context) => context.loaders.authenticated.videoStreamLoader.load(video.id),
  },
};
