// The subscriptions' message keys, as the account page words them: the
// refusals of SubscriptionPayload.userErrors, the `reason` of a change preview
// the platform refused, and the decline codes of an upgrade's payment. Any
// other key is worded by the app's common table, whose fallback is the
// generic error.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { impersonationReadOnly, messageForKey } from '../../system/userMessages.ts';

const messages: Record<string, MessageDescriptor> = {
  // SubscriptionPayload.userErrors
  SUBSCRIPTION_ENDED: msg`This subscription has ended.`,
  SUBSCRIPTION_NOT_RENEWING: msg`A gifted subscription does not renew, so it cannot be changed.`,
  SUBSCRIPTION_PAST_DUE: msg`Your last renewal is unpaid. Update your card first.`,
  SUBSCRIPTION_CHANGED: msg`This subscription has just changed. Reload the page to see it as it is now.`,
  LICENCE_NOT_IN_FAMILY: msg`Your subscription cannot be switched to this plan.`,
  LICENCE_NOT_ON_SALE: msg`This plan is no longer on sale. Please choose another.`,
  ALREADY_LICENSED: msg`You already have this plan.`,
  CARD_EXPIRED: msg`This card has expired. Choose another card.`,
  cardNotFound: msg`This card is no longer saved. Choose another card.`,
  // PAYMENT_UPDATE's own: saved without a card chosen.
  cardRequired: msg`Please choose a card.`,
  NO_PRICE_MIGRATION: msg`No price change is coming for this subscription.`,
  PRICE_MIGRATION_DEADLINE_PASSED: msg`The time to accept this price change is over.`,
  subscriptionNotFound: msg`This subscription could not be found. Reload the page to see your subscriptions.`,
  // An admin impersonating the customer tried what only the customer may do (the overlay's words).
  IMPERSONATION_READ_ONLY: impersonationReadOnly,
  // The gateway's refusals of a change of plan (its `idempotencyKey`, a payment under way).
  IDEMPOTENCY_KEY_REUSED: msg`This change was already asked for with other details. Please try again.`,
  PAYMENT_IN_PROGRESS: msg`A payment for this subscription is already under way. Wait a moment, then reload the page.`,
  // An upgrade's payment (Payment.declineCode).
  CARD_DECLINED: msg`Your card was declined. Nothing was charged and your plan is unchanged.`,
  INSUFFICIENT_FUNDS: msg`Your card was declined for insufficient funds. Nothing was charged and your plan is unchanged.`,
  AUTHORISATION_FAILED: msg`The payment was not authorised. Nothing was charged and your plan is unchanged.`,
  paymentDeclined: msg`The payment did not go through. Nothing was charged and your plan is unchanged.`,
  paymentPending: msg`Your payment is being processed. Your plan changes once it is paid.`,
  // No answer at all: the same attempt may be sent again (its idempotency key is kept).
  subscriptionNetworkError: msg`We could not reach the platform. Check your connection and try again: you will not be charged twice.`,
};

/** The words of a subscription message key. */
export function subscriptionMessage(i18n: I18n, key: string): string {
  const descriptor = messages[key];
  return descriptor ? i18n._(descriptor) : messageForKey(i18n, key);
}

/** Whether the key has its own wording here (the test checks every key the schema names). */
export function hasSubscriptionMessage(key: string): boolean {
  return key in messages;
}

/** The key of a declined or failed payment: its code where it has its own words, else a generic decline. */
export function declineMessageKey(declineCode: string | null | undefined): string {
  return declineCode && declineCode in messages ? declineCode : 'paymentDeclined';
}
