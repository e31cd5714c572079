// How a saved card is named wherever the app shows one: the account's cards,
// the payment history, the invoice. Brand names are trade names, the same in
// every language; the platform sends them in lower case (`PaymentCard.brand`).
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { graphql } from 'react-relay';

/**
 * What a list of saved cards shows of each (the account's cards, the card of a
 * subscription, checkout's saved cards), written once. Spread unmasked:
 *
 *     node {
 *       ...paymentCards_card @relay(mask: false)
 *     }
 */
graphql`
  fragment paymentCards_card on PaymentCard {
    id
    internalId
    brand
    last4
    expiryMonth
    expiryYear
    isDefault
    isExpired
  }
`;

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  elo: 'Elo',
  hipercard: 'Hipercard',
  maestro: 'Maestro',
};

/** `visa` → "Visa"; a brand we have no name for is shown as sent, capitalised. */
export function cardBrandName(brand: string): string {
  return BRAND_NAMES[brand.toLowerCase()] ?? (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : '');
}

/** What the eye reads: "Visa •••• 4242". */
export function cardShortLabel(card: { readonly brand: string; readonly last4: string }): string {
  return `${cardBrandName(card.brand)} •••• ${card.last4}`;
}

/** What a screen reader says instead of four bullets: "Visa ending in 4242". */
export function cardSpokenLabel(i18n: I18n, card: { readonly brand: string; readonly last4: string }): string {
  const brand = cardBrandName(card.brand);
  const last4 = card.last4;
  return i18n._(msg`${brand} ending in ${last4}`);
}

/** A card's expiry as MM/YY: "04/27". */
export function cardExpiry(card: { readonly expiryMonth: number; readonly expiryYear: number }): string {
  return `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`;
}
