// How a licence's price reads: "€9.99 / month" for a subscription, "€19.99"
// for a pay-per-view, in the viewer's language and the price's own currency.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatMoney, type MoneyAmount } from '../components/format.ts';

export type SubscriptionPeriod = 'MONTH' | 'THREE_MONTHS' | 'SIX_MONTHS' | 'YEAR';

const perPeriod: Record<SubscriptionPeriod, (price: string) => MessageDescriptor> = {
  MONTH: (price) => msg`${price} / month`,
  THREE_MONTHS: (price) => msg`${price} / 3 months`,
  SIX_MONTHS: (price) => msg`${price} / 6 months`,
  YEAR: (price) => msg`${price} / year`,
};

/** The price label of a licence, or null when it has no price for this viewer. */
export function licencePriceLabel(
  i18n: I18n,
  licence: { readonly price: MoneyAmount | null | undefined; readonly subscriptionPeriod: string | null | undefined },
): string | null {
  if (!licence.price) return null;
  const price = formatMoney(licence.price, i18n.locale);
  const period = licence.subscriptionPeriod as SubscriptionPeriod | null | undefined;
  return period && period in perPeriod ? i18n._(perPeriod[period](price)) : price;
}

/** Where a buy or subscribe button goes: checkout with the licence chosen, and back to `from` afterwards. */
export function purchaseLocation(licenceId: string, from: string): { pathname: string; query: Record<string, string> } {
  return { pathname: '/purchase', query: { licence: licenceId, from } };
}

/** The same, as a path (a sign-up's continue path). */
export function purchasePath(licenceId: string, from?: string): string {
  const query = new URLSearchParams({ licence: licenceId, ...(from ? { from } : {}) });
  return `/purchase?${query}`;
}
