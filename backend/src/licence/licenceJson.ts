// The REST `Licence` (spec §3): amounts per currency with the viewer's local
// one marked, how it is bought (a subscription period and trial, or the one
// live event of a pay-per-view). Amounts stay integer minor units at a scale.
import { text, type ContentContext } from '../content/contentContext.ts';
import { localCurrencyOf } from './currency.ts';
import type { LicenceRow } from './licences.ts';

export function licenceJson(licence: LicenceRow, context: ContentContext) {
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
  required: ['id', 'name', 'description', 'kind', 'family', 'amounts', 'purchaseStrategy', 'liveEventId'],
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
  },
} as const;
