// How a licence is offered on a button: its price for this viewer and, for a
// subscription, how often it renews.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type OfferPeriod = 'MONTH' | 'THREE_MONTHS' | 'SIX_MONTHS' | 'YEAR';

/** "{price} / month", worded per period (the price is already formatted). */
export const perPeriod: Record<OfferPeriod, (price: string) => MessageDescriptor> = {
  MONTH: (price) => msg`${price} / month`,
  THREE_MONTHS: (price) => msg`${price} / 3 months`,
  SIX_MONTHS: (price) => msg`${price} / 6 months`,
  YEAR: (price) => msg`${price} / year`,
};

/** Where a buy or subscribe button goes: checkout with the licence chosen, and back here afterwards. */
export function purchaseLocation(licenceId: string, from: string): { pathname: string; query: Record<string, string> } {
  return { pathname: '/purchase', query: { licence: licenceId, from } };
}
