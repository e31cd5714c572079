// The platform's client of the test PayPal-like provider: every payment is
// approved by the customer at the provider's checkout page (a redirect), whose
// answer comes back through the signed callback.
import type { Queryable } from '../../db/database.ts';
import type { ProviderAdapter } from '../providerAdapter.ts';
import { cancelCharge, outcomeOf, recordCharge } from '../sandbox/sandboxPayments.ts';

export const TEST_PAYPAL = 'TEST_PAYPAL';
export const TEST_PAYPAL_CHECKOUT_PATH = '/provider/test-paypal/checkout';

export function testPaypalProvider(db: Queryable, now: () => Date): ProviderAdapter {
  return {
    takesCards: false,
    attachCard: async () => ({ ok: false, code: 'CARD_TOKEN_INVALID' }),
    async charge(request) {
      const recorded = await recordCharge(
        db,
        {
          paymentId: request.paymentId,
          provider: TEST_PAYPAL,
          merchantRealmId: request.merchantRealmId,
          amount: request.amount,
          description: request.description,
          tokenHash: null,
          returnUrl: request.returnUrl,
        },
        { status: 'REQUIRES_ACTION', declineCode: null },
        now(),
      );
      return outcomeOf(recorded, TEST_PAYPAL_CHECKOUT_PATH);
    },
    cancel: (paymentId) => cancelCharge(db, paymentId, now()),
  };
}
