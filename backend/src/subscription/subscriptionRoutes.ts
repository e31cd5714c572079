// A customer's subscriptions (README "Commerce": subscription life): the list
// the account page shows, cancelling at the period's end and taking it back,
// moving to another licence of the family, the card renewals charge, and
// consent to a price migration. Customers only, their own subscriptions only.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { moneyJson, moneySchema } from '../basket/moneyJson.ts';
import { cardById, cardExpired } from '../customer/cards.ts';
import { requireCustomer, type CustomerContext } from '../customer/customerContext.ts';
import type { Queryable } from '../db/database.ts';
import type { BackendDeps } from '../deps.ts';
import { ApiError, notFound } from '../http/apiError.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '../payment/payBasket.ts';
import { paymentJson, paymentSchema } from '../payment/paymentJson.ts';
import type { PaymentRow } from '../payment/payments.ts';
import { billingFacts } from './subscriptionBilling.ts';
import { changeLicence, ended, notRenewing, previewChange } from './subscriptionChanges.ts';
import { subscriptionsJson, subscriptionSchema } from './subscriptionJson.ts';
import { recordConsent, upcomingMigration } from './priceMigrations.ts';
import { renewSubscription } from './renewals.ts';
import { paidEntitlementEnd, RUNNING_STATUSES, setEntitlementEnd, subscriptionById, subscriptionsOf, type SubscriptionRow } from './subscriptions.ts';
import { refuseWhileImpersonating } from '../impersonation/impersonationGuard.ts';

const customersOnly = 'Customers only: 401 UNAUTHENTICATED, 403 ACCOUNT_REQUIRED (guests), 403 CHILD_PROFILE; another customer’s subscription is 404 NOT_FOUND.';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;
const noBody = { type: 'object', additionalProperties: false, properties: {} } as const;
const licenceIdProperty = { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } as const;

const subscriptionAnswer = {
  type: 'object',
  required: ['subscription'],
  additionalProperties: false,
  properties: { subscription: subscriptionSchema },
} as const;
const subscriptionAndPaymentAnswer = {
  type: 'object',
  required: ['subscription', 'payment'],
  additionalProperties: false,
  properties: {
    subscription: subscriptionSchema,
    payment: { ...paymentSchema, type: ['object', 'null'], description: 'The charge this made (see its status); null when nothing was charged' },
  },
} as const;

export async function subscriptionRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  const locale = (customer: CustomerContext) => ({ language: customer.language, defaultLanguage: customer.realm.defaultLanguage });
  const paymentDeps = (log: FastifyBaseLogger) => ({ db: deps.db, now: deps.now, log });

  /** The customer's own subscription, or 404; inside a transaction (`tx`), locked until it ends. */
  async function own(customer: CustomerContext, id: number, tx?: Queryable): Promise<SubscriptionRow> {
    const subscription = await subscriptionById(tx ?? deps.db, id, { userId: customer.userId, realmId: customer.realm.id, forUpdate: tx !== undefined });
    if (!subscription) throw notFound(`Subscription ${id}`);
    return subscription;
  }
  async function answer(customer: CustomerContext, id: number) {
    const [subscription] = await subscriptionsJson(deps.db, [await own(customer, id)], deps.now(), locale(customer));
    return subscription!;
  }

  app.get(
    '/customer/subscriptions',
    {
      schema: {
        operationId: 'listSubscriptions',
        tags: ['subscriptions'],
        summary: 'The customer’s subscriptions: running ones first, then newest first',
        description: customersOnly,
        security: [{ bearer: [] }],
        response: {
          200: {
            type: 'object',
            required: ['subscriptions'],
            additionalProperties: false,
            properties: { subscriptions: { type: 'array', items: subscriptionSchema } },
          },
        },
      },
    },
    async (request) => {
      const customer = await requireCustomer(deps, request);
      const subscriptions = await subscriptionsOf(deps.db, customer.realm.id, customer.userId);
      return { subscriptions: await subscriptionsJson(deps.db, subscriptions, deps.now(), locale(customer)) };
    },
  );

  app.post<{ Params: { id: number } }>(
    '/customer/subscriptions/:id/cancel',
    {
      schema: {
        operationId: 'cancelSubscription',
        tags: ['subscriptions'],
        summary: 'Cancels at the end of the period: access goes on until then (a trial’s end: never charged), nothing more is charged',
        description:
          'Cancelling again changes nothing. A PAST_DUE subscription (its period already over) ends at once. 409 SUBSCRIPTION_ENDED, ' +
          `409 SUBSCRIPTION_NOT_RENEWING (a gift). ${customersOnly}`,
        security: [{ bearer: [] }],
        params: idParams,
        body: noBody,
        response: { 200: subscriptionAnswer },
      },
    },
    async (request) => {
      const customer = await requireCustomer(deps, request);
      refuseWhileImpersonating(customer, 'SUBSCRIPTION');
      const now = deps.now();
      await deps.db.transaction(async (tx) => {
        const subscription = await own(customer, request.params.id, tx);
        if (subscription.source === 'GIFT') throw notRenewing();
        if (!RUNNING_STATUSES.includes(subscription.status)) throw ended();
        if (subscription.status === 'PAST_DUE') {
          await tx.query(`update subscription set status = 'CANCELLED', cancel_at_period_end = true, ended_at = $2, updated_at = $2 where id = $1`, [
            subscription.id,
            now,
          ]);
          await setEntitlementEnd(tx, subscription.entitlementId, now);
          return;
        }
        if (subscription.cancelAtPeriodEnd) return;
        await tx.query('update subscription set cancel_at_period_end = true, updated_at = $2 where id = $1', [subscription.id, now]);
        // The renewal grace is for late charges; a cancelled subscription is charged no more.
        await setEntitlementEnd(tx, subscription.entitlementId, new Date(subscription.currentPeriodEnd));
      });
      return { subscription: await answer(customer, request.params.id) };
    },
  );

  app.post<{ Params: { id: number } }>(
    '/customer/subscriptions/:id/reactivate',
    {
      schema: {
        operationId: 'reactivateSubscription',
        tags: ['subscriptions'],
        summary: 'Takes a cancellation back before the period ends: the subscription renews again',
        description:
          'Reactivating one that is not cancelled changes nothing. One that a price migration’s passed deadline set to cancel takes the ' +
          'new price (its consent is recorded). 409 SUBSCRIPTION_ENDED (the period is over: subscribe again), 409 ' +
          `SUBSCRIPTION_NOT_RENEWING (a gift). ${customersOnly}`,
        security: [{ bearer: [] }],
        params: idParams,
        body: noBody,
        response: { 200: subscriptionAnswer },
      },
    },
    async (request) => {
      const customer = await requireCustomer(deps, request);
      refuseWhileImpersonating(customer, 'SUBSCRIPTION');
      const now = deps.now();
      await deps.db.transaction(async (tx) => {
        const subscription = await own(customer, request.params.id, tx);
        if (subscription.source === 'GIFT') throw notRenewing();
        const periodEnd = new Date(subscription.currentPeriodEnd);
        if (!RUNNING_STATUSES.includes(subscription.status) || (subscription.cancelAtPeriodEnd && now.getTime() >= periodEnd.getTime())) throw ended();
        if (!subscription.cancelAtPeriodEnd) return;
        await tx.query('update subscription set cancel_at_period_end = false, updated_at = $2 where id = $1', [subscription.id, now]);
        await setEntitlementEnd(tx, subscription.entitlementId, paidEntitlementEnd(periodEnd));
        // Staying on past a price change that was not consented to in time is consenting to it.
        const facts = await billingFacts(tx, subscription.realmId, subscription.userId, [subscription]);
        const migration = upcomingMigration(facts.migrations, subscription);
        if (migration && !migration.consented && migration.migration.deadline.getTime() <= now.getTime()) {
          await recordConsent(tx, migration.migration.id, subscription.id, now);
        }
      });
      return { subscription: await answer(customer, request.params.id) };
    },
  );

  app.get<{ Params: { id: number }; Querystring: { licenceId: string } }>(
    '/customer/subscriptions/:id/change-preview',
    {
      schema: {
        operationId: 'previewSubscriptionChange',
        tags: ['subscriptions'],
        summary: 'What moving the subscription to another licence of its family costs now, and when it takes effect',
        description:
          '`kind`: UPGRADE (a dearer licence: switches now, the prorated difference charged now; another period length starts a new ' +
          'period now, charged its price less what is left of this one), DOWNGRADE (cheaper or the same price: at the period’s end, ' +
          'nothing refunded), TRIAL_SWITCH (during a trial: switches now, the trial keeps its end), KEEP_CURRENT (the current licence ' +
          'again: takes a waiting downgrade back). 404 NOT_FOUND, 409 LICENCE_NOT_IN_FAMILY, ALREADY_LICENSED, LICENCE_NOT_ON_SALE, ' +
          `SUBSCRIPTION_ENDED, SUBSCRIPTION_NOT_RENEWING, SUBSCRIPTION_PAST_DUE. ${customersOnly}`,
        security: [{ bearer: [] }],
        params: idParams,
        querystring: { type: 'object', required: ['licenceId'], additionalProperties: false, properties: { licenceId: licenceIdProperty } },
        response: {
          200: {
            type: 'object',
            required: ['kind', 'licenceId', 'chargeNow', 'credit', 'effectiveAt', 'newPrice', 'restartsPeriod', 'periodEnd'],
            additionalProperties: false,
            properties: {
              kind: { type: 'string', enum: ['UPGRADE', 'DOWNGRADE', 'TRIAL_SWITCH', 'KEEP_CURRENT'] },
              licenceId: { type: 'string' },
              chargeNow: { ...moneySchema, description: 'Charged now (tax included where it is added); zero but for an upgrade' },
              credit: { ...moneySchema, description: 'What the unused part of the current period is worth, already taken off chargeNow (upgrades only)' },
              effectiveAt: { type: 'string', format: 'date-time' },
              newPrice: { ...moneySchema, description: 'The new licence’s price for one period, in the subscription’s currency' },
              restartsPeriod: { type: 'boolean', description: 'A new period starts now (an upgrade to another period length)' },
              periodEnd: { type: 'string', format: 'date-time', description: 'When the period ends after the change: the next charge' },
            },
          },
        },
      },
    },
    async (request) => {
      const customer = await requireCustomer(deps, request);
      const preview = await previewChange(deps.db, await own(customer, request.params.id), Number(request.query.licenceId), deps.now());
      return {
        kind: preview.kind,
        licenceId: String(preview.licence.id),
        chargeNow: moneyJson(preview.chargeNow),
        credit: moneyJson(preview.credit),
        effectiveAt: preview.effectiveAt.toISOString(),
        newPrice: moneyJson(preview.newPrice),
        restartsPeriod: preview.restartsPeriod,
        periodEnd: preview.periodEnd.toISOString(),
      };
    },
  );

  app.post<{ Params: { id: number }; Body: { licenceId: string } }>(
    '/customer/subscriptions/:id/change',
    {
      schema: {
        operationId: 'changeSubscription',
        tags: ['subscriptions'],
        summary: 'Moves the subscription to another licence of its family, as change-preview describes',
        description:
          'Header `Idempotency-Key` (as for POST /basket/pay): an upgrade charges the subscription’s card now through the payment ' +
          'path and answers the payment — SUCCEEDED (switched), REQUIRES_ACTION (send the browser to `redirectUrl`; it switches when ' +
          'authorised), DECLINED (nothing changed). A retry with the same key answers the same payment. A downgrade or a trial’s ' +
          'switch charges nothing (payment null). Errors: those of change-preview; 400 IDEMPOTENCY_KEY_REQUIRED / INVALID; 409 ' +
          `IDEMPOTENCY_KEY_REUSED, PAYMENT_IN_PROGRESS, SUBSCRIPTION_CHANGED; 502 PROVIDER_UNAVAILABLE (retry with the same key). ${customersOnly}`,
        security: [{ bearer: [] }],
        params: idParams,
        body: { type: 'object', required: ['licenceId'], additionalProperties: false, properties: { licenceId: licenceIdProperty } },
        response: { 200: subscriptionAndPaymentAnswer },
      },
    },
    async (request) => {
      const customer = await requireCustomer(deps, request);
      refuseWhileImpersonating(customer, 'SUBSCRIPTION');
      const header = request.headers['idempotency-key'];
      const key = (Array.isArray(header) ? header[0] : header)?.trim();
      if (!key) throw new ApiError(400, 'IDEMPOTENCY_KEY_REQUIRED', 'A change of licence needs an Idempotency-Key header, one per attempt');
      if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new ApiError(400, 'IDEMPOTENCY_KEY_INVALID', 'An Idempotency-Key is 8–64 of A–Z a–z 0–9 _ . : -');
      const subscription = await own(customer, request.params.id);
      const outcome = await changeLicence(paymentDeps(request.log), subscription, Number(request.body.licenceId), key, locale(customer));
      return { subscription: await answer(customer, subscription.id), payment: outcome.payment ? paymentJson(outcome.payment) : null };
    },
  );

  app.put<{ Params: { id: number }; Body: { cardId: string } }>(
    '/customer/subscriptions/:id/card',
    {
      schema: {
        operationId: 'setSubscriptionCard',
        tags: ['subscriptions'],
        summary: 'The saved card this subscription’s renewals charge (PAYMENT_UPDATE); a PAST_DUE one is charged again at once with it',
        description:
          'Answers the retry’s payment for a PAST_DUE subscription (SUCCEEDED: ACTIVE again for a new period), else null. 404 ' +
          `NOT_FOUND (subscription or card), 400 CARD_EXPIRED, 409 SUBSCRIPTION_ENDED, SUBSCRIPTION_NOT_RENEWING. ${customersOnly}`,
        security: [{ bearer: [] }],
        params: idParams,
        body: {
          type: 'object',
          required: ['cardId'],
          additionalProperties: false,
          properties: { cardId: { type: 'string', pattern: '^[1-9][0-9]{0,9}$', description: 'One of the customer’s saved cards' } },
        },
        response: { 200: subscriptionAndPaymentAnswer },
      },
    },
    async (request) => {
      const customer = await requireCustomer(deps, request);
      refuseWhileImpersonating(customer, 'SUBSCRIPTION');
      const subscription = await own(customer, request.params.id);
      if (subscription.source === 'GIFT') throw notRenewing();
      if (!RUNNING_STATUSES.includes(subscription.status)) throw ended();
      const card = await cardById(deps.db, customer.userId, Number(request.body.cardId));
      if (!card) throw notFound(`Card ${request.body.cardId}`);
      const now = deps.now();
      if (cardExpired(card, now)) throw new ApiError(400, 'CARD_EXPIRED', 'This card has expired; add another');
      await deps.db.query('update subscription set card_id = $2, payment_provider = $3, updated_at = $4 where id = $1', [
        subscription.id, card.id, card.provider, now,
      ]);
      let payment: PaymentRow | null = null;
      if (subscription.status === 'PAST_DUE') {
        const updated = (await subscriptionById(deps.db, subscription.id))!;
        const renewal = { db: deps.db, log: request.log, publicPort: deps.config.publicPort };
        payment = (await renewSubscription(renewal, paymentDeps(request.log), updated, now, { cardId: card.id })).payment;
      }
      return { subscription: await answer(customer, subscription.id), payment: payment ? paymentJson(payment) : null };
    },
  );

  app.post<{ Params: { id: number } }>(
    '/customer/subscriptions/:id/price-migration/consent',
    {
      schema: {
        operationId: 'consentToPriceMigration',
        tags: ['subscriptions'],
        summary: 'Accepts the upcoming price change of the subscription: renewals from its effective date are charged the new price',
        description:
          `Consenting again changes nothing. 409 NO_PRICE_MIGRATION (none is coming), 409 PRICE_MIGRATION_DEADLINE_PASSED, 409 SUBSCRIPTION_ENDED. ${customersOnly}`,
        security: [{ bearer: [] }],
        params: idParams,
        body: noBody,
        response: { 200: subscriptionAnswer },
      },
    },
    async (request) => {
      const customer = await requireCustomer(deps, request);
      refuseWhileImpersonating(customer, 'SUBSCRIPTION');
      const subscription = await own(customer, request.params.id);
      if (!RUNNING_STATUSES.includes(subscription.status)) throw ended();
      const now = deps.now();
      const facts = await billingFacts(deps.db, subscription.realmId, subscription.userId, [subscription]);
      const migration = upcomingMigration(facts.migrations, subscription);
      if (!migration) throw new ApiError(409, 'NO_PRICE_MIGRATION', 'No price change is coming for this subscription');
      if (!migration.consented) {
        if (migration.migration.deadline.getTime() <= now.getTime()) {
          throw new ApiError(409, 'PRICE_MIGRATION_DEADLINE_PASSED', 'The time to accept this price change is over');
        }
        await recordConsent(deps.db, migration.migration.id, subscription.id, now);
      }
      return { subscription: await answer(customer, subscription.id) };
    },
  );
}
