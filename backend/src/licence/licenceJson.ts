// The REST `Licence` (spec §3): amounts per currency with the viewer's local
// one marked, how it is bought (a subscription period and trial, or the one
// live event of a pay-per-view). Amounts stay integer minor units at a scale.
import { text, type ContentContext } from '../content/contentContext.ts';
import { localCurrencyOf } from './currency.ts';
import type { LicenceRow } from './licences.ts';

/** spec §3 licenceStatus.upcomingPriceMigration, for a licence the viewer subscribes to (subscription/priceMigrations.ts). */
export interface UpcomingPriceMigration {
  newPrice: { amount: number; currency: string; scale: number };
  effectiveAt: string;
  deadline: string;
  customerConfirmed: boolean;
}

/**
 * `upcomingPriceMigration`: filled by the caller from a per-customer lookup
 * (subscription/priceMigrations.ts, upcomingPriceMigrations) where it has one; null otherwise.
 */
export function licenceJson(licence: LicenceRow, context: ContentContext, upcomingPriceMigration: UpcomingPriceMigration | null = null) {
  const local = localCurrencyOf(context.viewer.country);
  return {
    id: String(licence.id),
    name: text(context, licence.name),
    description: text(context, licence.description),
    kind: licence.kind,
    family: licence.family ? { id: String(licence.family.id), name: text(context, licence.family.name) } : null,
    amounts: licence.amounts.map((amount) => ({
      currency: amount.currency,
      amount: Number(amount.amount),
      scale: amount.scale,
      local: amount.currency === local,
      default: amount.isDefault,
    })),
    purchaseStrategy: { subscriptionPeriod: licence.subscriptionPeriod, trialDays: licence.trialDays },
    liveEventId: licence.liveEventId === null ? null : String(licence.liveEventId),
    licenceStatus: { upcomingPriceMigration },
  };
}

const amountSchema = {
  type: 'object',
  required: ['currency', 'amount', 'scale', 'local', 'default'],
  additionalProperties: false,
  properties: {
    currency: { type: 'string', pattern: '^[A-Z]{3}$', description: 'ISO 4217 code' },
    amount: { type: 'integer', minimum: 0, description: 'Minor units at `scale`: the price is amount / 10^scale' },
    scale: { type: 'integer', minimum: 0, maximum: 4 },
    local: { type: 'boolean', description: 'The currency of the viewer’s country: the amount they pay' },
    default: { type: 'boolean', description: 'The licence’s default currency: paid where no amount is local' },
  },
} as const;

export const licenceSchema = {
  type: 'object',
  required: ['id', 'name', 'description', 'kind', 'family', 'amounts', 'purchaseStrategy', 'liveEventId', 'licenceStatus'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    kind: { type: 'string', enum: ['SUBSCRIPTION', 'PAY_PER_VIEW'] },
    family: {
      type: ['object', 'null'],
      required: ['id', 'name'],
      additionalProperties: false,
      properties: { id: { type: 'string' }, name: { type: 'string' } },
      description: 'The family (tiers of one offer) the licence belongs to; null when it is sold alone',
    },
    amounts: { type: 'array', items: amountSchema },
    purchaseStrategy: {
      type: 'object',
      required: ['subscriptionPeriod', 'trialDays'],
      additionalProperties: false,
      properties: {
        subscriptionPeriod: {
          type: ['string', 'null'],
          enum: ['P1M', 'P3M', 'P6M', 'P1Y', null],
          description: 'ISO 8601 duration a subscription renews after; null for a pay-per-view',
        },
        trialDays: { type: 'integer', minimum: 0, description: 'Free days before the first charge; 0 without a trial' },
      },
    },
    liveEventId: { type: ['string', 'null'], description: 'The live event a pay-per-view sells; null for a subscription' },
    licenceStatus: {
      type: 'object',
      required: ['upcomingPriceMigration'],
      additionalProperties: false,
      description: 'The signed-in customer’s standing with this licence (GET /licences and /licences/{id}; null fields elsewhere, e.g. init)',
      properties: {
        upcomingPriceMigration: {
          type: ['object', 'null'],
          required: ['newPrice', 'effectiveAt', 'deadline', 'customerConfirmed'],
          additionalProperties: false,
          description:
            'A price change coming to the customer’s subscription of this licence: renewals from `effectiveAt` cost `newPrice` if they ' +
            'consent before `deadline` (else the subscription ends at its period’s end). Null when none, or not a subscriber',
          properties: {
            newPrice: {
              type: 'object',
              required: ['amount', 'currency', 'scale'],
              additionalProperties: false,
              properties: { amount: { type: 'integer' }, currency: { type: 'string', pattern: '^[A-Z]{3}$' }, scale: { type: 'integer', minimum: 0 } },
            },
            effectiveAt: { type: 'string', format: 'date-time' },
            deadline: { type: 'string', format: 'date-time' },
            customerConfirmed: { type: 'boolean' },
          },
        },
      },
    },
  },
} as const;
