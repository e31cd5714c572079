// Resume, history, Continue watching and up next (schema/src/history.graphql).
// Positions belong to the token's profile, or to the guest for a guest session;
// the backend keys them, the gateway only forwards the viewer's token.
import type { GatewayContext } from '../context.ts';
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { boundedInternalId } from '../lib/arguments.ts';
import { connectionFromSlice, fetchSlice, sliceFromArgs, type PageArgs } from '../lib/connection.ts';
import { toGraphQLError, upstream } from '../lib/errors.ts';
import { userError } from '../lib/userErrors.ts';
import { VIEWER } from '../loaders/accountLoaders.ts';
import { preferencesFrom } from '../preferences/preferencesResolvers.ts';
import { isChildProfile, roleOf } from '../session/access.ts';
import { toVideoModel } from '../video/videoModel.ts';
import { historyLoaders } from './historyLoaders.ts';
import { toWatchProgress } from './watchProgressModel.ts';

/** The backend's bound: no stream is longer than a day. */
const MAX_SECONDS = 86_400;

/** A page of the viewer's history as videos; each video's progress is primed, so cards cost nothing more. */
async function historyConnection(context: GatewayContext, args: PageArgs, filter: 'ALL' | 'CONTINUE_WATCHING', defaultFirst: number) {
  const slice = sliceFromArgs(args, defaultFirst);
  const loaders = historyLoaders(context);
  const api = await loaders.contentApi();
  if (!api) return connectionFromSlice([], slice, 0);
  const { items, totalCount } = await fetchSlice(slice, async ({ rpp, p }) =>
    upstream(api.get('/api/v2/user/watch-history', { query: { filter, rpp, p } })),
  );
  const videos = items.map((item) => {
    const video = toVideoModel(item.video);
    context.loaders.authenticated.prime(video);
    loaders.watchProgressLoader.prime(video.id, toWatchProgress(item));
    return video;
  });
  return connectionFromSlice(videos, slice, totalCount);
}

export const historyResolvers: Resolvers = {
  Video: {
    watchProgress: (video, _args, context) => historyLoaders(context).watchProgressLoader.load(video.id),
    upNext: (video, { playlistInternalId }, context) =>
      historyLoaders(context).upNextLoader.load(`${video.id}:${playlistInternalId ? boundedInternalId(playlistInternalId) : ''}`),
  },
  Viewer: {
    continueWatching: (_viewer, args, context) => historyConnection(context, args, 'CONTINUE_WATCHING', 12),
    watchHistory: (_viewer, args, context) => historyConnection(context, args, 'ALL', 20),
    // Preferences belong to the account holder; a child profile, a guest or a visitor plays with the defaults.
    playbackPreferences: async (viewer, _args, context) => {
      const role = roleOf(viewer.session);
      if ((role !== 'CUSTOMER' && role !== 'ADMIN') || isChildProfile(viewer.session)) return preferencesFrom({});
      return preferencesFrom(await context.loaders.account.preferencesLoader.load(VIEWER));
    },
  },
  Mutation: {
    saveWatchProgress: async (_parent, { input }, context) => {
      const id = boundedInternalId(input.videoInternalId);
      const { position, duration } = input;
      const problems = [
        ...(Number.isFinite(duration) && duration > 0 && duration <= MAX_SECONDS
          ? []
          : [userError('invalidWatchPosition', `duration must be more than 0 and at most ${MAX_SECONDS} seconds.`, 'duration')]),
        // A player's last frame may report a fraction of a second past the length it measured.
        ...(Number.isFinite(position) && position >= 0 && position <= duration + 1
          ? []
          : [userError('invalidWatchPosition', 'position must lie between 0 and the duration.', 'position')]),
      ];
      if (problems.length > 0) return { video: null, userErrors: problems };
      const api = await context.api();
      try {
        const saved = await api.request('/api/v2/user/watch-positions/{id}', {
          method: 'PUT',
          params: { id },
          body: { position: Math.min(position, Math.floor(duration)), duration },
        });
        const loaders = historyLoaders(context);
        loaders.watchProgressLoader.clear(id).prime(id, toWatchProgress(saved));
        return { video: await context.loaders.authenticated.videoLoader.load(id), userErrors: [] };
      } catch (error) {
        throw toGraphQLError(error) ?? error;
      }
    },
  },
};
