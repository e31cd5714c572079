// What the platform asks of a payment provider, small enough that a Stripe or
// Adyen client could stand behind it: bind a card token to a customer, charge
// (idempotently, by the platform's payment id), and cancel a charge still
// waiting for the customer. Outcomes that need the customer (3-D Secure, a
// PayPal approval) come back later through the signed callback
// (paymentCallbackRoutes.ts), never through this interface.
import type { Money } from '../basket/money.ts';

export interface CardDetails {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type AttachResult = { ok: true; card: CardDetails } | { ok: false; code: 'CARD_TOKEN_INVALID' | 'CARD_EXPIRED' };

export type ChargeOutcome =
  | { status: 'SUCCEEDED' }
  | { status: 'REQUIRES_ACTION'; redirectUrl: string }
  | { status: 'DECLINED' | 'FAILED'; declineCode: string };

export interface ChargeRequest {
  /** The platform's payment id: the provider's idempotency key (a second charge with it answers the first's outcome). */
  paymentId: string;
  merchantRealmId: number;
  /** The platform's customer (a card attached to one customer cannot be charged for another). */
  customerRef: string;
  /** Zero: a card check, as a free trial takes (nothing is captured). */
  amount: Money;
  description: string;
  /** The card token; null for providers that take none. */
  token: string | null;
  /** Where the customer's browser goes back to after an action at the provider. */
  returnUrl: string;
}

export interface ProviderAdapter {
  /** Takes a card (`cardToken` or a saved `cardId`) to pay with. */
  readonly takesCards: boolean;
  attachCard(token: string, customerRef: string, merchantRealmId: number): Promise<AttachResult>;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** Gives up a charge waiting for the customer: true unless it was captured already. */
  cancel(paymentId: string): Promise<boolean>;
}
