// A customer's subscriptions (backend/README.md "Commerce"): where each stands
// and what it will charge, and the changes the account page offers (cancel at
// the period's end, reactivate, another licence of the family, the renewals'
// card, consent to a price change). Refusals the customer can act on are
// userErrors; a change of licence is paid under the client's idempotency key.
import type { Resolvers, ResolversTypes } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { codedError, toGraphQLError, upstream } from '../lib/errors.ts';
import { toGlobalId } from '../lib/globalId.ts';
import { HTTPError, type RestClient } from '../lib/restClient.ts';
import type { UpstreamPayment, UpstreamSubscription } from '../lib/upstream.ts';
import { userError } from '../lib/userErrors.ts';
import { toLicenceModel } from '../licence/licenceModel.ts';
import { VIEWER } from '../loaders/accountLoaders.ts';
import { toPaymentModel } from '../payment/paymentModel.ts';
import { toSubscriptionModel } from './subscriptionModel.ts';
import { impersonationRefusal } from '../impersonation/readOnlyRefusal.ts';

const UPSTREAM_ID = /^[1-9][0-9]{0,8}$/;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,64}$/;

const refusals: Record<string, string> = {
  SUBSCRIPTION_ENDED: 'This subscription has ended.',
  SUBSCRIPTION_NOT_RENEWING: 'A gifted subscription does not renew.',
  SUBSCRIPTION_PAST_DUE: 'Update the card of this subscription first.',
  SUBSCRIPTION_CHANGED: 'This subscription has just changed; look at it again.',
  LICENCE_NOT_IN_FAMILY: 'This plan cannot be switched to from yours.',
  LICENCE_NOT_ON_SALE: 'This plan is not on sale.',
  ALREADY_LICENSED: 'You already have this plan.',
  CARD_EXPIRED: 'This card has expired.',
  NO_PRICE_MIGRATION: 'No price change is coming for this subscription.',
  PRICE_MIGRATION_DEADLINE_PASSED: 'The time to accept this price change is over.',
  IDEMPOTENCY_KEY_REUSED: 'This change was already asked for with other details; start again.',
  PAYMENT_IN_PROGRESS: 'A payment for this subscription is already under way.',
};

type Answer = { subscription: UpstreamSubscription; payment?: UpstreamPayment['payment'] | null };

/** A change to one subscription; an upstream refusal the customer can act on becomes a userError. */
async function changeSubscription(
  context: GatewayContext,
  subscriptionId: string,
  change: (api: RestClient, id: number) => Promise<Answer>,
): Promise<ResolversTypes['SubscriptionPayload']> {
  const refused = (messageKey: string, message: string, field: string | null = null) => ({
    subscription: null,
    payment: null,
    userErrors: [userError(messageKey, message, field)],
  });
  if (!UPSTREAM_ID.test(subscriptionId)) return refused('subscriptionNotFound', 'There is no such subscription.', 'subscriptionId');
  try {
    const answer = await change(await context.api(), Number(subscriptionId));
    return {
      subscription: toSubscriptionModel(answer.subscription),
      payment: answer.payment ? toPaymentModel(answer.payment, context.paymentProviderUrl) : null,
      userErrors: [],
    };
  } catch (error) {
    const readOnly = impersonationRefusal(error);
    if (readOnly) return { subscription: null, payment: null, userErrors: [readOnly] };
    // The upstream's 404 does not say which it missed (the subscription, or the card of setSubscriptionCard).
    if (error instanceof HTTPError && error.status === 404) return refused('subscriptionNotFound', 'There is no such subscription or card.');
    const code = error instanceof HTTPError && error.status < 500 ? error.upstreamCode : undefined;
    if (code && refusals[code]) return refused(code, refusals[code]!);
    throw toGraphQLError(error) ?? error;
  }
}

export const subscriptionResolvers: Resolvers = {
  Account: {
    subscriptions: async (_account, _args, context) => (await context.loaders.account.subscriptionsLoader.load(VIEWER)).map(toSubscriptionModel),
  },
  CustomerSubscription: {
    id: (subscription) => toGlobalId('CustomerSubscription', subscription.id),
    internalId: (subscription) => subscription.id,
    cardId: (subscription) => subscription.card?.id ?? null,
    licence: async (subscription, _args, context) => {
      const licence = await context.loaders.commerce.licenceLoader.load(subscription.licenceId).catch(() => null);
      return licence ? toLicenceModel(licence) : null;
    },
    pendingChange: async (subscription, _args, context) => {
      const pending = subscription.pendingChange;
      if (!pending) return null;
      const licence = await context.loaders.commerce.licenceLoader.load(pending.licenceId).catch(() => null);
      return { licence: licence ? toLicenceModel(licence) : null, licenceName: pending.licenceName, effectiveAt: pending.effectiveAt, newPrice: pending.newPrice };
    },
    changePreview: async (subscription, { licenceId }, context) => {
      if (!UPSTREAM_ID.test(licenceId)) throw codedError('NOT_FOUND', 'There is no such licence.', { httpStatus: 404 });
      const preview = await upstream(
        (await context.api()).get('/api/v2/customer/subscriptions/{id}/change-preview', {
          params: { id: Number(subscription.id) },
          query: { licenceId },
        }),
      );
      const licence = await context.loaders.commerce.licenceLoader.load(preview.licenceId).catch(() => null);
      return { ...preview, licence: licence ? toLicenceModel(licence) : null };
    },
  },
  Mutation: {
    cancelSubscription: (_parent, { input }, context) =>
      changeSubscription(context, input.subscriptionId, (api, id) =>
        api.request('/api/v2/customer/subscriptions/{id}/cancel', { method: 'POST', params: { id }, body: {} }),
      ),
    reactivateSubscription: (_parent, { input }, context) =>
      changeSubscription(context, input.subscriptionId, (api, id) =>
        api.request('/api/v2/customer/subscriptions/{id}/reactivate', { method: 'POST', params: { id }, body: {} }),
      ),
    changeSubscriptionLicence: (_parent, { input }, context) => {
      if (!IDEMPOTENCY_KEY.test(input.idempotencyKey)) {
        throw codedError('BAD_USER_INPUT', 'idempotencyKey is 8–64 of A–Z a–z 0–9 _ . : - (a UUID will do).');
      }
      if (!UPSTREAM_ID.test(input.licenceId)) {
        return Promise.resolve({ subscription: null, payment: null, userErrors: [userError('LICENCE_NOT_ON_SALE', 'There is no such plan.', 'licenceId')] });
      }
      return changeSubscription(context, input.subscriptionId, (api, id) =>
        api.request('/api/v2/customer/subscriptions/{id}/change', {
          method: 'POST',
          params: { id },
          body: { licenceId: input.licenceId },
          headers: { 'idempotency-key': input.idempotencyKey },
        }),
      );
    },
    setSubscriptionCard: (_parent, { input }, context) => {
      if (!UPSTREAM_ID.test(input.cardId)) {
        return Promise.resolve({ subscription: null, payment: null, userErrors: [userError('cardNotFound', 'There is no such saved card.', 'cardId')] });
      }
      return changeSubscription(context, input.subscriptionId, (api, id) =>
        api.request('/api/v2/customer/subscriptions/{id}/card', { method: 'PUT', params: { id }, body: { cardId: input.cardId } }),
      );
    },
    consentToPriceMigration: (_parent, { input }, context) =>
      changeSubscription(context, input.subscriptionId, (api, id) =>
        api.request('/api/v2/customer/subscriptions/{id}/price-migration/consent', { method: 'POST', params: { id }, body: {} }),
      ),
  },
};
