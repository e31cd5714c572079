import type { ProgrammeKind, ProgrammeStatus, Resolvers } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { connectionFromSlice, fetchSlice, sliceFromArgs } from '../lib/connection.ts';
import { codedError, upstream } from '../lib/errors.ts';
import type { RestClient } from '../lib/restClient.ts';
import type { UpstreamLiveEvent, UpstreamPaging } from '../lib/upstream.ts';
import { toLiveEventModel } from '../liveEvent/liveEventModel.ts';
import { contentAccessError } from '../session/access.ts';
import { MAX_EPG_RANGE_HOURS, MAX_SCHEDULE_RANGE_HOURS, checkedRange } from './scheduleRange.ts';

function notOffered(what: string): Error {
  return codedError('NOT_FOUND', `This realm has no ${what}.`, { httpStatus: 404 });
}

/** The REST client of a viewer who may see content (spec §6), checked here as the content loaders do. */
async function contentClient(context: GatewayContext): Promise<RestClient> {
  const [viewerSession, realm] = await Promise.all([context.session(), context.realm()]);
  const denied = contentAccessError(viewerSession, realm);
  if (denied) throw denied;
  return context.realmApi();
}

type RangeArgs = { from: string; to: string; first?: number | null; after?: string | null };

/** A connection of the schedule's events; each one primes the event loader, so a card is never read again. */
async function scheduleConnection(
  context: GatewayContext,
  args: RangeArgs,
  read: (query: { from: string; to: string; rpp: number; p: number }) => Promise<{ events: UpstreamLiveEvent[]; paging: UpstreamPaging }>,
) {
  const range = checkedRange(args, MAX_SCHEDULE_RANGE_HOURS);
  const slice = sliceFromArgs(args, 50);
  const { items, totalCount } = await fetchSlice(slice, async ({ rpp, p }) => {
    const page = await upstream(read({ ...range, rpp, p }));
    return { items: page.events, paging: page.paging };
  });
  const events = items.map(toLiveEventModel);
  events.forEach((event) => context.loaders.authenticated.prime(event));
  return connectionFromSlice(events, slice, totalCount);
}

export const scheduleResolvers: Resolvers = {
  Query: {
    scheduleConnection: async (_parent, args, context) => {
      // Spec §2: SCHEDULE only where the realm has live events and the schedule section.
      const realm = await context.realm();
      if (!realm.hasLive || realm.scheduleSection !== 'ENABLED') throw notOffered('schedule');
      const client = await contentClient(context);
      return scheduleConnection(context, args, (query) => client.get('/api/v2/schedule', { query }));
    },
    guestScheduleConnection: async (_parent, args, context) => {
      // Spec §6: UPCOMING is for all four roles, visitors without a session included,
      // where the realm allows guests and the guest schedule.
      const realm = await context.realm();
      if (!realm.hasLive || !realm.guestsAllowed || !realm.allowGuestSchedule) throw notOffered('guest schedule');
      await context.session(); // a viewer's token, if any, goes along
      const client = await context.realmApi();
      return scheduleConnection(context, args, (query) => client.get('/api/v2/schedule/guest', { query }));
    },
    // The principal field of the EPG page: where the realm's epgMatrix is DISABLED it is NOT_FOUND (a 404 page).
    epg: async (_parent, args, context) => {
      const realm = await context.realm();
      if (realm.epgMatrix !== 'ENABLED') throw notOffered('EPG');
      const range = checkedRange(args, MAX_EPG_RANGE_HOURS);
      const client = await contentClient(context);
      return upstream(client.get('/api/v2/epg', { query: range }));
    },
  },
  Channel: {
    internalId: (channel) => channel.id,
    sport: (channel) => channel.sport ?? null,
  },
  Programme: {
    kind: (programme) => programme.kind as ProgrammeKind,
    status: (programme) => programme.status as ProgrammeStatus,
    startsAt: (programme) => programme.startDate,
    endsAt: (programme) => programme.endDate,
    // Batched: one upstream call for every event (and one for every video) of the grid.
    // Content the viewer may not see (a child profile's rating) is no link, not a failed grid.
    liveEvent: (programme, _args, context) =>
      programme.liveEventId
        ? context.loaders.authenticated.liveEventLoader.load(programme.liveEventId).catch(() => null)
        : null,
    video: (programme, _args, context) =>
      programme.videoId ? context.loaders.authenticated.videoLoader.load(programme.videoId).catch(() => null) : null,
  },
};
