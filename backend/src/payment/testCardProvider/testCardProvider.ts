// The platform's client of the test card provider. A real provider would be
// reached over HTTP with a secret key; this one lives in the same process and
// database, but the platform still only speaks to it through ProviderAdapter.
import type { Queryable } from '../../db/database.ts';
import type { ProviderAdapter } from '../providerAdapter.ts';
import { cancelCharge, outcomeOf, recordCharge, type SandboxStatus } from '../sandbox/sandboxPayments.ts';
import type { CardBehaviour } from './cardNumbers.ts';
import { attachToken, findToken, tokenHash, usableBy } from './tokens.ts';

export const TEST_CARD = 'TEST_CARD';
export const TEST_CARD_AUTHORISE_PATH = '/provider/test-card/authorise';

/**
 * What the bank says to a charge of `amount` minor units on a card of this
 * behaviour. A zero amount is a card check (a trial's): it asks whether the
 * card exists and is the holder's, not whether money is there.
 */
export function bankDecision(behaviour: CardBehaviour, amount: number): { status: SandboxStatus; declineCode: string | null } {
  switch (behaviour) {
    case 'SUCCEED':
      return { status: 'SUCCEEDED', declineCode: null };
    case 'DECLINE':
      return { status: 'DECLINED', declineCode: 'CARD_DECLINED' };
    case 'INSUFFICIENT_FUNDS':
      return amount === 0 ? { status: 'SUCCEEDED', declineCode: null } : { status: 'DECLINED', declineCode: 'INSUFFICIENT_FUNDS' };
    case 'REQUIRE_AUTHORISATION':
      return { status: 'REQUIRES_ACTION', declineCode: null };
  }
}

export function testCardProvider(db: Queryable, now: () => Date): ProviderAdapter {
  return {
    takesCards: true,
    attachCard: (token, customerRef, merchantRealmId) => attachToken(db, token, customerRef, merchantRealmId, now()),
    async charge(request) {
      const stored = request.token ? await findToken(db, request.token) : null;
      const decision = usableBy(stored, request.customerRef, request.merchantRealmId, now())
        ? bankDecision(stored.behaviour, request.amount.amount)
        : { status: 'DECLINED' as const, declineCode: 'CARD_TOKEN_INVALID' };
      const recorded = await recordCharge(
        db,
        {
          paymentId: request.paymentId,
          provider: TEST_CARD,
          merchantRealmId: request.merchantRealmId,
          amount: request.amount,
          description: request.description,
          tokenHash: request.token ? tokenHash(request.token) : null,
          returnUrl: request.returnUrl,
        },
        decision,
        now(),
      );
      return outcomeOf(recorded, TEST_CARD_AUTHORISE_PATH);
    },
    cancel: (paymentId) => cancelCharge(db, paymentId, now()),
  };
}
