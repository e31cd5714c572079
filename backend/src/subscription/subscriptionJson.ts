// The REST `Subscription` (README "Commerce"): where a customer's subscription
// stands, what it charges next and when, with which card, and what is about to
// change (a price migration to consent to, a downgrade waiting for the period's end).
import type { Queryable } from '../db/database.ts';
import { moneyJson, moneySchema } from '../basket/moneyJson.ts';
import { localise, type LocalisedText } from '../i18n/language.ts';
import { priceMigrationJson, upcomingMigration } from './priceMigrations.ts';
import { amountIn, billingFacts, planRenewal, type BillingFacts } from './subscriptionBilling.ts';
import { DAY_MS, RUNNING_STATUSES, type SubscriptionRow } from './subscriptions.ts';

export interface SubscriptionLocale {
  language: string;
  defaultLanguage: string;
}

/** The JSON of a customer's subscriptions, read in a fixed number of statements whatever their number. */
export async function subscriptionsJson(db: Queryable, subscriptions: readonly SubscriptionRow[], now: Date, locale: SubscriptionLocale) {
  const [first] = subscriptions;
  if (!first) return [];
  const facts = await billingFacts(db, first.realmId, first.userId, subscriptions);
  const cardIds = subscriptions.map((subscription) => subscription.cardId).filter((id): id is number => id !== null);
  const cards = new Map(
    (cardIds.length
      ? await db.query<{ id: number; brand: string; last4: string }>('select id, brand, last4 from card where id = any($1::int[])', [cardIds])
      : []
    ).map((card) => [card.id, card]),
  );
  return subscriptions.map((subscription) => subscriptionJson(subscription, facts, cards, now, locale));
}

function subscriptionJson(
  subscription: SubscriptionRow,
  facts: BillingFacts,
  cards: Map<number, { id: number; brand: string; last4: string }>,
  now: Date,
  locale: SubscriptionLocale,
) {
  const say = (text: LocalisedText | undefined) => localise(text, locale.language, locale.defaultLanguage);
  const running = RUNNING_STATUSES.includes(subscription.status);
  const renews = running && subscription.source === 'PURCHASE' && !subscription.cancelAtPeriodEnd;
  const card = subscription.cardId === null ? undefined : cards.get(subscription.cardId);
  const pending = subscription.pendingLicenceId === null ? undefined : facts.licences.get(subscription.pendingLicenceId);
  const pendingPrice = pending ? amountIn(pending, subscription.price) : null;
  const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
  return {
    id: String(subscription.id),
    licenceId: String(subscription.licenceId),
    licenceName: say(facts.licences.get(subscription.licenceId)?.name),
    status: subscription.status,
    source: subscription.source,
    trialEndsAt: iso(subscription.trialEndsAt),
    currentPeriodStart: iso(subscription.currentPeriodStart)!,
    currentPeriodEnd: iso(subscription.currentPeriodEnd)!,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    nextCharge: renews ? nextCharge(subscription, facts, now) : null,
    card: card ? { id: String(card.id), brand: card.brand, last4: card.last4 } : null,
    graceEndsAt: subscription.status === 'PAST_DUE' ? iso(subscription.graceEndsAt) : null,
    upcomingPriceMigration: running ? priceMigrationJson(upcomingMigration(facts.migrations, subscription)) : null,
    pendingChange:
      running && pending && pendingPrice
        ? { licenceId: String(pending.id), licenceName: say(pending.name), effectiveAt: iso(subscription.currentPeriodEnd)!, newPrice: moneyJson(pendingPrice) }
        : null,
    endedAt: iso(subscription.endedAt),
    createdAt: iso(subscription.createdAt)!,
  };
}

/**
 * The next charge: at the period's end (a trial's end: the first), or for a
 * past-due one the next daily retry before the grace ends.
 */
function nextCharge(subscription: SubscriptionRow, facts: BillingFacts, now: Date) {
  const periodEnd = new Date(subscription.currentPeriodEnd);
  let date = periodEnd;
  if (subscription.status === 'PAST_DUE') {
    const days = Math.floor((now.getTime() - periodEnd.getTime()) / DAY_MS) + 1;
    date = new Date(periodEnd.getTime() + days * DAY_MS);
    if (subscription.graceEndsAt && date.getTime() >= new Date(subscription.graceEndsAt).getTime()) return null;
  }
  const plan = planRenewal(subscription, facts, periodEnd);
  return plan ? { amount: moneyJson(plan.taxed.total), date: date.toISOString() } : null;
}

const dateTime = { type: 'string', format: 'date-time' } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;

export const priceMigrationSchema = {
  type: ['object', 'null'],
  required: ['newPrice', 'effectiveAt', 'deadline', 'customerConfirmed'],
  additionalProperties: false,
  description:
    'An announced price change (spec §3 licenceStatus.upcomingPriceMigration): renewals from `effectiveAt` are charged `newPrice` ' +
    'if the customer consents before `deadline`; otherwise the subscription is set to cancel at its period’s end when the deadline ' +
    'passes. Null when none is coming',
  properties: {
    newPrice: moneySchema,
    effectiveAt: dateTime,
    deadline: { ...dateTime, description: 'Consent is taken until then (POST /customer/subscriptions/{id}/price-migration/consent)' },
    customerConfirmed: { type: 'boolean' },
  },
} as const;

export const subscriptionSchema = {
  type: 'object',
  required: [
    'id', 'licenceId', 'licenceName', 'status', 'source', 'trialEndsAt', 'currentPeriodStart', 'currentPeriodEnd', 'cancelAtPeriodEnd',
    'nextCharge', 'card', 'graceEndsAt', 'upcomingPriceMigration', 'pendingChange', 'endedAt', 'createdAt',
  ],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    licenceId: { type: 'string' },
    licenceName: { type: 'string' },
    status: {
      type: 'string',
      enum: ['TRIAL', 'ACTIVE', 'PAST_DUE', 'CANCELLED', 'EXPIRED'],
      description:
        'TRIAL (free until trialEndsAt, the first charge then), ACTIVE, PAST_DUE (a renewal was declined: watching goes on until ' +
        'graceEndsAt, retried daily; update the card to retry now), CANCELLED (ended at a period’s end as the customer asked), ' +
        'EXPIRED (never paid for, or a gift that ran out)',
    },
    source: { type: 'string', enum: ['PURCHASE', 'GIFT'], description: 'GIFT: a redeemed gift of some periods, never charged, that just ends' },
    trialEndsAt: nullableDateTime,
    currentPeriodStart: dateTime,
    currentPeriodEnd: { ...dateTime, description: 'When the trial or the paid period ends: the next charge, or the end of access when cancelled' },
    cancelAtPeriodEnd: { type: 'boolean', description: 'Cancelled: access goes on until currentPeriodEnd and nothing more is charged' },
    nextCharge: {
      type: ['object', 'null'],
      required: ['amount', 'date'],
      additionalProperties: false,
      description: 'What is charged next and when (tax included where it is added); null when nothing will be',
      properties: { amount: moneySchema, date: dateTime },
    },
    card: {
      type: ['object', 'null'],
      required: ['id', 'brand', 'last4'],
      additionalProperties: false,
      description: 'The card renewals charge',
      properties: { id: { type: 'string' }, brand: { type: 'string' }, last4: { type: 'string' } },
    },
    graceEndsAt: { ...nullableDateTime, description: 'PAST_DUE: access ends then unless a retry succeeds' },
    upcomingPriceMigration: priceMigrationSchema,
    pendingChange: {
      type: ['object', 'null'],
      required: ['licenceId', 'licenceName', 'effectiveAt', 'newPrice'],
      additionalProperties: false,
      description: 'A downgrade taken at the period’s end',
      properties: { licenceId: { type: 'string' }, licenceName: { type: 'string' }, effectiveAt: dateTime, newPrice: moneySchema },
    },
    endedAt: nullableDateTime,
    createdAt: dateTime,
  },
} as const;
