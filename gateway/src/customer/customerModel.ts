import type { UpstreamCard, UpstreamInvoice } from '../lib/upstream.ts';

export type PaymentCardModel = UpstreamCard & { __typename: 'PaymentCard' };

export function toPaymentCardModel(card: UpstreamCard): PaymentCardModel {
  return { ...card, __typename: 'PaymentCard' };
}

/**
 * An invoice: its id and number always (a payment-history row carries them),
 * the rest read when a field asks (customer/customerResolvers.ts).
 */
export interface InvoiceModel {
  __typename: 'Invoice';
  id: string;
  number: string;
  full?: UpstreamInvoice;
}
