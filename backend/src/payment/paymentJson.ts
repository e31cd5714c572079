// The REST payment: what POST /basket/pay answers (the same for every retry
// with its Idempotency-Key) and GET /payments/{id} shows the confirmation and
// authorisation-return pages.
import { moneyJson, moneySchema } from '../basket/moneyJson.ts';
import type { PaymentRow } from './payments.ts';

export function paymentJson(payment: PaymentRow) {
  return {
    id: payment.id,
    status: payment.status,
    declineCode: payment.declineCode,
    redirectUrl: payment.status === 'REQUIRES_ACTION' ? payment.redirectUrl : null,
    amount: moneyJson(payment.total),
    provider: payment.provider,
    basketId: payment.basketId,
    licenceId: String(payment.purchase.licenceId),
    description: payment.description,
    trialDays: payment.purchase.trialDays,
    card: payment.purchase.card ? { brand: payment.purchase.card.brand, last4: payment.purchase.card.last4 } : null,
    invoiceId: payment.invoiceId === null ? null : String(payment.invoiceId),
    createdAt: new Date(payment.createdAt).toISOString(),
    settledAt: payment.settledAt ? new Date(payment.settledAt).toISOString() : null,
  };
}

export const paymentSchema = {
  type: 'object',
  required: [
    'id', 'status', 'declineCode', 'redirectUrl', 'amount', 'provider', 'basketId', 'licenceId', 'description', 'trialDays', 'card',
    'invoiceId', 'createdAt', 'settledAt',
  ],
  additionalProperties: false,
  properties: {
    id: { type: 'string', format: 'uuid' },
    status: {
      type: 'string',
      enum: ['PENDING', 'REQUIRES_ACTION', 'SUCCEEDED', 'DECLINED', 'FAILED'],
      description:
        'SUCCEEDED: paid and granted. REQUIRES_ACTION: send the customer to `redirectUrl`. DECLINED: the provider said no ' +
        '(`declineCode`); the basket stays open. FAILED: not completed (cancelled, superseded). PENDING: still with the provider',
    },
    declineCode: {
      type: ['string', 'null'],
      description: 'CARD_DECLINED, INSUFFICIENT_FUNDS, AUTHENTICATION_FAILED, PAYMENT_CANCELLED, SUPERSEDED, …',
    },
    redirectUrl: { type: ['string', 'null'], description: 'REQUIRES_ACTION: the provider’s page to send the browser to' },
    amount: { ...moneySchema, description: 'Charged now (zero for a trial’s card check)' },
    provider: { type: 'string' },
    basketId: { type: ['string', 'null'], format: 'uuid', description: 'The basket paid; null for a subscription’s renewal or change of licence' },
    licenceId: { type: 'string' },
    description: { type: 'string' },
    trialDays: { type: 'integer', description: 'The free trial it started; 0 without one' },
    card: {
      type: ['object', 'null'],
      required: ['brand', 'last4'],
      additionalProperties: false,
      properties: { brand: { type: 'string' }, last4: { type: 'string' } },
    },
    invoiceId: { type: ['string', 'null'], description: 'Once SUCCEEDED: GET /customer/invoices/{id}' },
    createdAt: { type: 'string', format: 'date-time' },
    settledAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

export const paymentAnswerSchema = {
  type: 'object',
  required: ['payment'],
  additionalProperties: false,
  properties: { payment: paymentSchema },
} as const;
