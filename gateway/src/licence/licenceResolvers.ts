import type { Resolvers, SubscriptionPeriod } from '../__generated__/resolvers-types.ts';
import { boundedInternalId } from '../lib/arguments.ts';
import { errorCodeOf } from '../lib/errors.ts';
import { toGlobalId } from '../lib/globalId.ts';
import { toLicenceModel } from './licenceModel.ts';

/** The REST contract's ISO 8601 durations, by name. */
const periods: Record<string, SubscriptionPeriod> = { P1M: 'MONTH', P3M: 'THREE_MONTHS', P6M: 'SIX_MONTHS', P1Y: 'YEAR' };

export const licenceResolvers: Resolvers = {
  Query: {
    licence: async (_parent, { internalId }, context) =>
      toLicenceModel(await context.loaders.commerce.licenceLoader.load(boundedInternalId(internalId))),
  },
  Realm: {
    licences: async (_realm, _args, context) =>
      (await context.loaders.commerce.licencesOnSaleLoader.load('onSale')).map(toLicenceModel),
  },
  Licence: {
    id: (licence) => toGlobalId('Licence', licence.id),
    internalId: (licence) => licence.id,
    family: (licence) => (licence.family ? { internalId: licence.family.id, name: licence.family.name } : null),
    amounts: (licence) =>
      licence.amounts.map((amount) => ({
        price: { amount: amount.amount, currency: amount.currency, scale: amount.scale },
        isLocal: amount.local,
        isDefault: amount.default,
      })),
    price: (licence) => {
      const amount = licence.amounts.find((candidate) => candidate.local) ?? licence.amounts.find((candidate) => candidate.default);
      return amount ? { amount: amount.amount, currency: amount.currency, scale: amount.scale } : null;
    },
    subscriptionPeriod: (licence) => periods[licence.purchaseStrategy.subscriptionPeriod ?? ''] ?? null,
    trialDays: (licence) => licence.purchaseStrategy.trialDays,
    // An event the viewer may not see (a child's rating, a hidden territory) is left out, not an error.
    liveEvent: async (licence, _args, context) => {
      if (!licence.liveEventId) return null;
      try {
        return await context.loaders.authenticated.liveEventLoader.load(licence.liveEventId);
      } catch (error) {
        const code = errorCodeOf(error);
        if (code === 'NOT_FOUND' || code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') return null;
        throw error;
      }
    },
  },
};
