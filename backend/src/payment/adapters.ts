// The provider behind each payment provider name a realm may list. A realm's
// row names what is offered; this map is what the platform can actually talk
// to (a name with no adapter here is never offered as payable).
import type { Queryable } from '../db/database.ts';
import type { ProviderAdapter } from './providerAdapter.ts';
import { TEST_CARD, testCardProvider } from './testCardProvider/testCardProvider.ts';
import { TEST_PAYPAL, testPaypalProvider } from './testPaypalProvider/testPaypalProvider.ts';

export const ZERO_BALANCE = 'ZERO_BALANCE';

/**
 * Settles what costs nothing, without a provider: a basket a 100 % voucher
 * makes free for good. A free trial is not this: it renews, so it takes a
 * card (a zero-amount card check) instead.
 */
const zeroBalance: ProviderAdapter = {
  takesCards: false,
  attachCard: async () => ({ ok: false, code: 'CARD_TOKEN_INVALID' }),
  charge: async (request) =>
    request.amount.amount === 0 ? { status: 'SUCCEEDED' } : { status: 'FAILED', declineCode: 'AMOUNT_NOT_ZERO' },
  cancel: async () => true,
};

export function providerAdapter(name: string, db: Queryable, now: () => Date): ProviderAdapter | null {
  switch (name) {
    case TEST_CARD:
      return testCardProvider(db, now);
    case TEST_PAYPAL:
      return testPaypalProvider(db, now);
    case ZERO_BALANCE:
      return zeroBalance;
    default:
      return null;
  }
}
