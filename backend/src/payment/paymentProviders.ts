// The ways a realm takes money (spec §3 "Payment provider"; migration 021),
// and which of them suit what a basket asks for.
import type { Queryable } from '../db/database.ts';

export type PaymentMethodType = 'CREDIT_CARD' | 'PAYPAL' | 'WALLET';

export interface PaymentProviderRow {
  name: string;
  paymentProviderType: PaymentMethodType;
  paymentProviderGroupType: string;
  targetPaymentProvider: string | null;
  details: Record<string, unknown>;
}

/** The realm's enabled providers, in its order. */
export async function enabledProviders(db: Queryable, realmId: number): Promise<PaymentProviderRow[]> {
  return db.query<PaymentProviderRow & Record<string, unknown>>(
    `select name, payment_provider_type as "paymentProviderType", payment_provider_group_type as "paymentProviderGroupType",
            target_payment_provider as "targetPaymentProvider", details
       from payment_provider where realm_id = $1 and enabled order by position, name`,
    [realmId],
  );
}

/**
 * What a basket can be paid with. Nothing ever due (a 100 % voucher forever):
 * only a wallet, which settles without charging. Nothing due now but later
 * (a free trial): only card methods, whose zero-amount check saves the card
 * for the renewals. Something due now: cards and PayPal.
 */
export function providersFor(providers: readonly PaymentProviderRow[], due: { now: boolean; ever: boolean }): PaymentProviderRow[] {
  if (!due.ever) return providers.filter((provider) => provider.paymentProviderType === 'WALLET');
  if (!due.now) return providers.filter((provider) => provider.paymentProviderType === 'CREDIT_CARD');
  return providers.filter((provider) => provider.paymentProviderType !== 'WALLET');
}

export function paymentProviderJson(provider: PaymentProviderRow) {
  const detail = (key: string) => (typeof provider.details[key] === 'string' ? (provider.details[key] as string) : null);
  return {
    name: provider.name,
    paymentProviderType: provider.paymentProviderType,
    paymentProviderGroupType: provider.paymentProviderGroupType,
    targetPaymentProvider: provider.targetPaymentProvider,
    details: { publishableKey: detail('publishableKey'), fieldPath: detail('fieldPath'), tokenPath: detail('tokenPath') },
  };
}

export const paymentProviderSchema = {
  type: 'object',
  required: ['name', 'paymentProviderType', 'paymentProviderGroupType', 'targetPaymentProvider', 'details'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', description: 'What `POST /basket/pay` names as `provider`, e.g. `TEST_CARD`' },
    paymentProviderType: { type: 'string', enum: ['CREDIT_CARD', 'PAYPAL', 'WALLET'] },
    paymentProviderGroupType: { type: 'string', description: 'A `CREDIT_CARD` group counts as a card method' },
    targetPaymentProvider: { type: ['string', 'null'], description: 'The service that carries it out' },
    details: {
      type: 'object',
      required: ['publishableKey', 'fieldPath', 'tokenPath'],
      additionalProperties: false,
      description: 'What a client needs to use it; null where the provider needs nothing',
      properties: {
        publishableKey: { type: ['string', 'null'], description: 'Card providers: the key the card field is opened with (`key`)' },
        fieldPath: {
          type: ['string', 'null'],
          description: 'Card providers: the hosted card field, for an iframe (`?key=&origin=`); it posts `{token, brand, last4}` to its parent',
        },
        tokenPath: { type: ['string', 'null'], description: 'Card providers: where the card field tokenises (no /api prefix)' },
      },
    },
  },
} as const;
