// The REST basket (spec §3 "Basket response" and "Order summary inputs"):
// lines and totals as integer Money, the payment providers that suit it, the
// voucher's verdict, the trial's first charge and the tax's basis.
import { addressJson, addressSchema } from '../customer/addresses.ts';
import { localise } from '../i18n/language.ts';
import { paymentProviderJson, paymentProviderSchema } from '../payment/paymentProviders.ts';
import type { BasketQuote } from './basketQuote.ts';
import { moneyJson, moneySchema, nullableMoneySchema } from './moneyJson.ts';

export interface Localiser {
  language: string;
  defaultLanguage: string;
}

export function basketJson(quote: BasketQuote, locale: Localiser) {
  const say = (value: Parameters<typeof localise>[0]) => localise(value, locale.language, locale.defaultLanguage);
  const { priced, licence, item, gift } = quote;
  const lines =
    priced && licence && item
      ? priced.basketItems.map((line) => ({
          id: String(item.id),
          kind: item.kind,
          licenceId: String(licence.id),
          name: say(gift?.name ?? licence.name),
          description: say(gift?.description ?? licence.description),
          gift: gift ? { giftId: gift.externalId, recipientEmail: item.recipientEmail ?? '', note: item.note } : null,
          periods: line.periods,
          catalogPrice: moneyJson(line.catalogPrice),
          discount: moneyJson(line.discount),
          tax: moneyJson(line.tax),
          total: moneyJson(line.total),
          totalExcTax: moneyJson(line.totalExcTax),
        }))
      : [];
  return {
    id: quote.basket?.id ?? null,
    licenceId: licence && priced ? String(licence.id) : null,
    basketItems: lines,
    availablePaymentProviders: quote.providers.map(paymentProviderJson),
    currency: priced?.currency ?? null,
    scale: priced?.scale ?? null,
    tax: priced ? moneyJson(priced.tax) : null,
    totalDiscount: priced ? moneyJson(priced.totalDiscount) : null,
    total: priced ? moneyJson(priced.total) : null,
    totalExcTax: priced ? moneyJson(priced.totalExcTax) : null,
    taxRateEstimated: quote.regime.estimated,
    taxInclusive: quote.regime.inclusive,
    taxRateBasisPoints: quote.regime.rateBasisPoints,
    taxCountryCode: quote.regime.countryCode,
    voucher: quote.voucher
      ? {
          code: quote.voucher.code,
          isValid: quote.voucher.valid,
          reason: quote.voucher.reason,
          description: quote.voucher.stored && quote.voucher.valid ? say(quote.voucher.stored.description) : null,
          duration: quote.voucher.stored && quote.voucher.valid ? quote.voucher.stored.voucher.duration : null,
          discount: quote.voucher.discount ? moneyJson(quote.voucher.discount) : null,
        }
      : null,
    trial:
      priced?.dueAfterTrial && quote.trialDays > 0
        ? {
            days: quote.trialDays,
            dueAfterTrial: { amount: moneyJson(priced.dueAfterTrial.amount), date: priced.dueAfterTrial.date.toISOString() },
          }
        : null,
    billingAddress: quote.address ? addressJson(quote.address) : null,
    needsPaymentMethod: quote.dueEver,
    problem: quote.problem,
    upcomingPriceChange: quote.upcomingPriceChange
      ? { newPrice: moneyJson(quote.upcomingPriceChange.newPrice), effectiveAt: quote.upcomingPriceChange.effectiveAt.toISOString() }
      : null,
  };
}

export const basketSchema = {
  type: 'object',
  required: [
    'id', 'licenceId', 'basketItems', 'availablePaymentProviders', 'currency', 'scale', 'tax', 'totalDiscount', 'total',
    'totalExcTax', 'taxRateEstimated', 'taxInclusive', 'taxRateBasisPoints', 'taxCountryCode', 'voucher', 'trial',
    'billingAddress', 'needsPaymentMethod', 'problem', 'upcomingPriceChange',
  ],
  additionalProperties: false,
  properties: {
    id: { type: ['string', 'null'], description: 'Null until the customer puts something in it' },
    licenceId: { type: ['string', 'null'], description: 'The licence being bought' },
    basketItems: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'kind', 'licenceId', 'name', 'description', 'gift', 'periods', 'catalogPrice', 'discount', 'tax', 'total', 'totalExcTax'],
        additionalProperties: false,
        properties: {
          id: { type: 'string' },
          kind: { type: 'string', enum: ['LICENCE', 'GIFT'] },
          licenceId: { type: 'string' },
          name: { type: 'string' },
          description: { type: 'string' },
          gift: {
            type: ['object', 'null'],
            required: ['giftId', 'recipientEmail', 'note'],
            additionalProperties: false,
            description: 'A GIFT item: the gift (GET /api/v4/gifts externalId), who receives its code, and the sender’s note',
            properties: { giftId: { type: 'string' }, recipientEmail: { type: 'string' }, note: { type: ['string', 'null'] } },
          },
          periods: { type: 'integer', minimum: 1, description: 'Periods bought at once (a subscription gift); 1 otherwise' },
          catalogPrice: { ...moneySchema, description: 'One period’s price × periods, before discount' },
          discount: moneySchema,
          tax: moneySchema,
          total: { ...moneySchema, description: 'Charged now for this line (zero during a trial)' },
          totalExcTax: moneySchema,
        },
      },
    },
    availablePaymentProviders: { type: 'array', items: paymentProviderSchema, description: 'The providers this basket may be paid with' },
    currency: { type: ['string', 'null'] },
    scale: { type: ['integer', 'null'] },
    tax: nullableMoneySchema,
    totalDiscount: nullableMoneySchema,
    total: { ...nullableMoneySchema, description: 'Charged now (zero during a trial); null for an empty basket' },
    totalExcTax: nullableMoneySchema,
    taxRateEstimated: {
      type: 'boolean',
      description: 'The rate is a guess (no billing address: the viewer’s country by address; or a region not known): "tax calculated at checkout"',
    },
    taxInclusive: { type: 'boolean', description: 'Prices already contain the tax (VAT); otherwise it is added on top' },
    taxRateBasisPoints: { type: 'integer', description: 'The rate applied, in hundredths of a percent (2300 = 23 %)' },
    taxCountryCode: { type: ['string', 'null'], description: 'The country whose tax applies; null when none is known' },
    voucher: {
      type: ['object', 'null'],
      required: ['code', 'isValid', 'reason', 'description', 'duration', 'discount'],
      additionalProperties: false,
      properties: {
        code: { type: 'string' },
        isValid: { type: 'boolean' },
        reason: {
          type: ['string', 'null'],
          enum: [
            'VOUCHERS_DISABLED', 'VOUCHER_NOT_FOUND', 'VOUCHER_EXPIRED', 'VOUCHER_ALREADY_USED', 'VOUCHER_EXHAUSTED',
            'VOUCHER_NOT_FOR_LICENCE', 'VOUCHER_NOT_IN_CURRENCY', null,
          ],
          description: 'Why it does not apply; null when it does',
        },
        description: { type: ['string', 'null'] },
        duration: { type: ['string', 'null'], enum: ['FIRST_PERIOD', 'FOREVER', null] },
        discount: { ...nullableMoneySchema, description: 'What it takes off the first charge, before tax' },
      },
    },
    trial: {
      type: ['object', 'null'],
      required: ['days', 'dueAfterTrial'],
      additionalProperties: false,
      properties: {
        days: { type: 'integer', minimum: 1 },
        dueAfterTrial: {
          type: 'object',
          required: ['amount', 'date'],
          additionalProperties: false,
          properties: { amount: moneySchema, date: { type: 'string', format: 'date-time', description: 'When the first charge is taken' } },
        },
      },
    },
    billingAddress: { ...addressSchema, type: ['object', 'null'], description: 'The address tax follows; null: estimated from the viewer’s country' },
    needsPaymentMethod: {
      type: 'boolean',
      description: 'Something is ever charged (now, after the trial, or at a renewal); false for a 100 % voucher forever',
    },
    problem: {
      type: ['string', 'null'],
      enum: ['LICENCE_NOT_ON_SALE', 'ALREADY_LICENSED', null],
      description: 'What keeps the basket from being paid as it stands (the licence went off sale, the event ended, it is held now); null when it can be paid',
    },
    upcomingPriceChange: {
      type: ['object', 'null'],
      required: ['newPrice', 'effectiveAt'],
      additionalProperties: false,
      description:
        'A subscription whose price change is announced: renewals from `effectiveAt` cost `newPrice` (one period, before tax and ' +
        'discounts). Paying the basket consents to it. Null otherwise',
      properties: { newPrice: moneySchema, effectiveAt: { type: 'string', format: 'date-time' } },
    },
  },
} as const;
