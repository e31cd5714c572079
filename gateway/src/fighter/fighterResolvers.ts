// The fighter section (schema/src/fighter.graphql, spec §2 "Fighter section",
// §3 "Fighter list query params"): the roster by letter, the rankings with
// their champions, a fighter's profile and videos, and the fighters of a video
// or live event. Everything reads through the request's content loaders
// (fighter/fighterLoaders.ts); arguments are checked here, before any call.
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { boundedInternalId } from '../lib/arguments.ts';
import { connectionFromSlice, fetchSlice, sliceFromArgs } from '../lib/connection.ts';
import { codedError, errorCodeOf } from '../lib/errors.ts';
import { toGlobalId } from '../lib/globalId.ts';
import { loadInit } from '../realm/realmResolvers.ts';
import { toVideoModel } from '../video/videoModel.ts';
import type { TaggedContentKey } from './fighterLoaders.ts';
import {
  isProfile,
  toFighterModel,
  toMeasurement,
  toRankedWeightClassModel,
  toRankingModel,
  toRankingPositions,
  type FighterModel,
  type FighterProfileModel,
} from './fighterModel.ts';

/** The roster's default page (spec: letter a) and its index. */
const LETTER = /^[a-z]$/;

/** `lastNameStartLetter` as the upstream takes it (lower case), or BAD_USER_INPUT naming the argument. */
export function checkedLetter(letter: string | null | undefined): string {
  const lower = (letter ?? 'a').trim().toLowerCase();
  if (!LETTER.test(lower)) {
    throw codedError('BAD_USER_INPUT', '`lastNameStartLetter` must be one letter from a to z.', {
      argumentName: 'lastNameStartLetter',
    });
  }
  return lower;
}

/** The whole profile: the model itself when it is one, else read (once per fighter per request). */
function profileOf(fighter: FighterModel, context: GatewayContext): Promise<FighterProfileModel> | FighterProfileModel {
  return isProfile(fighter) ? fighter : context.loaders.authenticated.fighterLoader.load(fighter.id);
}

/** Null for a title the viewer may not see (the upstream says NOT_FOUND, as on its own page): it has no fighters for them. */
async function fightersOf(key: TaggedContentKey, context: GatewayContext): Promise<FighterModel[]> {
  try {
    return await context.loaders.authenticated.contentFightersLoader.load(key);
  } catch (error) {
    if (errorCodeOf(error) === 'NOT_FOUND') return [];
    throw error;
  }
}

/** Spec §2: the view a realm's menu names to offer the fighter section. */
export const FIGHTERS_VIEW = 'Fighters';

/** Whether the realm's menu (its init answer's) names the Fighters view. */
export function menuHasFightersView(menu: { items?: readonly { type: string; data?: { view?: string } }[] } | null | undefined): boolean {
  return (menu?.items ?? []).some((item) => item.type === 'VIEW' && item.data?.view === FIGHTERS_VIEW);
}

export const fighterResolvers: Resolvers = {
  Realm: {
    // The menu is the realm's (init, from the shared cache), so this costs no call of its own.
    hasFightersView: async (realm, _args, context) => menuHasFightersView((await loadInit(realm, context)).menu),
  },
  Query: {
    fighters: async (_parent, args, context) => {
      const letter = checkedLetter(args.lastNameStartLetter);
      const slice = sliceFromArgs(args, 20);
      let letters: string[] = [];
      const { items, totalCount } = await fetchSlice(slice, async ({ rpp, p }) => {
        const page = await context.loaders.authenticated.fighterListLoader.load({ letter, weightClass: args.weightClass ?? null, rpp, p });
        letters = page.letters;
        // The roster pages as spec §3 has it (page, totalPages, totalFighters); connections read the platform's usual paging.
        return {
          items: page.fighters,
          paging: { page: page.page, rpp, totalCount: page.totalFighters, moreDataAvailable: page.page < page.totalPages },
        };
      });
      return { ...connectionFromSlice(items.map(toFighterModel), slice, totalCount), letters };
    },
    // The principal field of the profile page: an unknown fighter is NOT_FOUND (httpStatus 404).
    fighter: (_parent, { internalId }, context) => context.loaders.authenticated.fighterLoader.load(boundedInternalId(internalId)),
    ranking: async (_parent, { weightClass }, context) =>
      toRankingModel(await context.loaders.authenticated.rankingLoader.load(weightClass ?? 'MENS_POUND_FOR_POUND')),
    rankedWeightClasses: async (_parent, _args, context) =>
      (await context.loaders.authenticated.rankedWeightClassesLoader.load('realm')).map(toRankedWeightClassModel),
  },
  Fighter: {
    id: (fighter) => toGlobalId('Fighter', fighter.id),
    internalId: (fighter) => fighter.id,
    record: (fighter) => ({ ...fighter.record, fighter }),
    sport: async (fighter, _args, context) => (await profileOf(fighter, context)).sport,
    age: async (fighter, _args, context) => (await profileOf(fighter, context)).age,
    stance: async (fighter, _args, context) => (await profileOf(fighter, context)).stance,
    stats: async (fighter, _args, context) => {
      const { stats } = await profileOf(fighter, context);
      return {
        height: toMeasurement(stats.height),
        reach: toMeasurement(stats.reach),
        weight: toMeasurement(stats.weight),
        strikingAccuracy: toMeasurement(stats.strikingAccuracy),
        takedownDefence: toMeasurement(stats.takedownDefence),
      };
    },
    bio: async (fighter, _args, context) => (await profileOf(fighter, context)).bio || null,
    rankings: async (fighter, _args, context) => toRankingPositions((await profileOf(fighter, context)).rankings),
    upcomingEvent: async (fighter, _args, context) => {
      const event = (await profileOf(fighter, context)).upcomingEvent;
      if (!event) return null;
      try {
        return await context.loaders.authenticated.liveEventLoader.load(event.id);
      } catch (error) {
        // Gone between the two reads, or no longer for this viewer: nothing to show.
        if (errorCodeOf(error) === 'NOT_FOUND') return null;
        throw error;
      }
    },
    videosConnection: async (fighter, args, context) => {
      const slice = sliceFromArgs(args);
      const loaders = context.loaders.authenticated;
      const { items, totalCount } = await fetchSlice(slice, async ({ rpp, p }) => {
        const page = await loaders.fighterVideosLoader.load({ id: fighter.id, rpp, p });
        return { items: page.videos, paging: page.paging };
      });
      const videos = items.map(toVideoModel);
      videos.forEach((video) => loaders.prime(video));
      return connectionFromSlice(videos, slice, totalCount);
    },
  },
  FighterRecord: {
    winsByKnockout: async (record, _args, context) => (await profileOf(record.fighter, context)).winsByMethod.knockout,
    winsBySubmission: async (record, _args, context) => (await profileOf(record.fighter, context)).winsByMethod.submission,
    winsByDecision: async (record, _args, context) => (await profileOf(record.fighter, context)).winsByMethod.decision,
  },
  Video: {
    fighters: (video, _args, context) => fightersOf(`VIDEO:${video.id}`, context),
  },
  LiveEvent: {
    fighters: (event, _args, context) => fightersOf(`LIVE_EVENT:${event.id}`, context),
  },
};

/** `node(id:)` for a Fighter's global id (node/nodeResolvers.ts). */
export function findFighter(internalId: string, context: GatewayContext): Promise<FighterProfileModel> {
  return context.loaders.authenticated.fighterLoader.load(boundedInternalId(internalId));
}
