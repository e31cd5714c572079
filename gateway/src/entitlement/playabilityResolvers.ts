// `playability` on videos and live events: the backend's answer for this viewer,
// read for a whole page of cards in one call (licence/commerceLoaders.ts).
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { toLicenceModel } from '../licence/licenceModel.ts';

export const playabilityResolvers: Resolvers = {
  Video: {
    playability: (video, _args, context) => context.loaders.commerce.playabilityLoader.load(`VIDEO:${video.id}`),
  },
  LiveEvent: {
    playability: (event, _args, context) => context.loaders.commerce.playabilityLoader.load(`LIVE_EVENT:${event.id}`),
  },
  Playability: {
    unlockedBy: async (playability, _args, context) =>
      (await context.loaders.commerce.licenceLoader.loadMany(playability.unlockingLicenceIds))
        // A licence withdrawn meanwhile is left out of the offer, not an error.
        .flatMap((licence) => (licence instanceof Error ? [] : [toLicenceModel(licence)])),
  },
};
