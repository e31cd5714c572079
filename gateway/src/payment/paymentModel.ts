import type { UpstreamPayment } from '../lib/upstream.ts';

type Upstream = UpstreamPayment['payment'];

/** A payment as the upstream describes it, its provider page made absolute (browsers reach it at the provider). */
export type PaymentModel = Upstream & { __typename: 'Payment' };

export function toPaymentModel(payment: Upstream, paymentProviderUrl: string): PaymentModel {
  return {
    ...payment,
    redirectUrl: payment.redirectUrl ? new URL(payment.redirectUrl, paymentProviderUrl).href : null,
    __typename: 'Payment',
  };
}
