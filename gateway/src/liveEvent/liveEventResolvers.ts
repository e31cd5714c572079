import type { LiveEventStatus, Resolvers } from '../__generated__/resolvers-types.ts';
import { boundedInternalId } from '../lib/arguments.ts';
import { connectionFromSlice, fetchSlice, sliceFromArgs } from '../lib/connection.ts';
import { errorCodeOf } from '../lib/errors.ts';
import { toGlobalId } from '../lib/globalId.ts';
import { toLiveEventModel } from './liveEventModel.ts';

export const liveEventResolvers: Resolvers = {
  Query: {
    liveEvent: (_parent, { internalId }, context) =>
      context.loaders.authenticated.liveEventLoader.load(boundedInternalId(internalId)),
    liveEventsConnection: async (_parent, args, context) => {
      const slice = sliceFromArgs(args);
      const loaders = context.loaders.authenticated;
      const { items, totalCount } = await fetchSlice(slice, async ({ rpp, p }) => {
        const page = await loaders.liveEventsLoader.load({ status: args.status ?? null, rpp, p });
        // Paging is optional in the contract (a read by ids has none); a page read always has it.
        return { items: page.events, paging: page.paging ?? { page: p, rpp, totalCount: page.events.length, moreDataAvailable: false } };
      });
      const events = items.map(toLiveEventModel);
      events.forEach((event) => loaders.prime(event));
      return connectionFromSlice(events, slice, totalCount);
    },
  },
  LiveEvent: {
    id: (event) => toGlobalId('LiveEvent', event.id),
    internalId: (event) => event.id,
    status: (event) => event.status as LiveEventStatus,
    startsAt: (event) => event.startDate,
    endsAt: (event) => event.endDate,
    sport: (event) => event.sport ?? null,
    venue: (event) => event.venue ?? null,
    isGeoBlocked: (event) => event.geoBlocked,
    playback: async (event, _args, context) => {
      if (event.status === 'UPCOMING') return null;
      try {
        return await context.loaders.authenticated.liveEventStreamLoader.load(event.id);
      } catch (error) {
        // The event had not started yet after all (the status is computed at request time).
        if (errorCodeOf(error) === 'CONFLICT') return null;
        throw error;
      }
    },
  },
};
