import type { PaymentProvider } from '../__generated__/resolvers-types.ts';
import type { UpstreamBasket } from '../lib/upstream.ts';

type UpstreamProvider = UpstreamBasket['availablePaymentProviders'][number];

/**
 * A payment provider as the schema shows it. Its card field is the provider's
 * own page (`paymentProviderUrl`, where browsers reach it), so card numbers
 * never pass through the gateway.
 */
export function paymentProviderOf(provider: UpstreamProvider, paymentProviderUrl: string): PaymentProvider {
  const { fieldPath, publishableKey } = provider.details;
  let cardFieldUrl: string | null = null;
  if (fieldPath) {
    // The field opens with the realm's publishable key; the page adds its own `origin`.
    const url = new URL(fieldPath, paymentProviderUrl);
    if (publishableKey) url.searchParams.set('key', publishableKey);
    cardFieldUrl = url.href;
  }
  return {
    name: provider.name,
    type: provider.paymentProviderType,
    groupType: provider.paymentProviderGroupType,
    cardFieldUrl,
    publishableKey,
  };
}
