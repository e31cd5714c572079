// The checkout's message keys, as the customer reads them: the basket's and
// the payment's userErrors (schema BasketPayload, PayBasketPayload), the
// voucher rejections (VoucherRejection), the providers' decline codes
// (Payment.declineCode), the card field's errors and the checkout's own
// refusals. Any other key is worded by the app's common table (§8 errors),
// which falls back to the generic error.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FREE_TRIAL_ACKNOWLEDGEMENT_REQUIRED } from '../../checkout/checkoutMachine.ts';
import { impersonationReadOnly, messageForKey } from '../../system/userMessages.ts';

const messages: Record<string, MessageDescriptor> = {
  // The checkout's own refusals.
  [FREE_TRIAL_ACKNOWLEDGEMENT_REQUIRED]: msg`Please confirm that you understand when your free trial ends.`,
  chooseALicence: msg`Please choose a plan to continue.`,
  choosePaymentMethod: msg`Please choose how you would like to pay.`,
  postalCodeRequired: msg`Please enter your postcode: we need it to work out the tax.`,
  postalCodeNotPrintable: msg`Please write the postcode with plain letters and numbers.`,
  promoCodeRequired: msg`Please enter a promo code.`,
  cardDetailsRequired: msg`Please enter your card details first.`,
  paymentNetworkError: msg`We could not reach the payment service. Check your connection and try again: you will not be charged twice.`,
  // Both mutations, for a viewer without an account (the checkout never sends them one) and a refused input.
  signInToBuy: msg`Sign in or create your account to buy.`,
  invalidInput: msg`Please check what you entered.`,
  // Basket (BasketPayload.userErrors).
  ALREADY_LICENSED: msg`You already have this plan.`,
  LICENCE_NOT_ON_SALE: msg`This plan is no longer on sale. Please choose another.`,
  invalidCountry: msg`Please choose the country of your billing address.`,
  // Promo codes (VoucherRejection, as basket.voucher.reason or a userError).
  VOUCHERS_DISABLED: msg`Promo codes cannot be used here.`,
  VOUCHER_NOT_FOUND: msg`This promo code does not exist. Check it and try again.`,
  VOUCHER_EXPIRED: msg`This promo code has expired.`,
  VOUCHER_EXHAUSTED: msg`This promo code has already been used as many times as it can be.`,
  VOUCHER_ALREADY_USED: msg`You have already used this promo code.`,
  VOUCHER_NOT_FOR_LICENCE: msg`This promo code is not valid for this plan.`,
  VOUCHER_NOT_IN_CURRENCY: msg`This promo code cannot be used in your currency.`,
  // Paying (PayBasketPayload.userErrors).
  basketEmpty: msg`Your basket is empty. Please choose a plan.`,
  cardRequired: msg`Please enter your card details.`,
  IDEMPOTENCY_KEY_REUSED: msg`This payment attempt has already been used. Please try again.`,
  providerUnavailable: msg`This payment method is not available right now. Please choose another.`,
  voucherNoLongerValid: msg`Your promo code no longer applies and the price has changed. Check your order, then pay again.`,
  paymentInProgress: msg`A payment for this order is already under way. Wait a moment, then check your account before paying again.`,
  // An admin impersonating the customer tried what only the customer may do (the overlay's words).
  IMPERSONATION_READ_ONLY: impersonationReadOnly,
  // The provider's card field ('ringside:card-error') and the payment's decline codes.
  CARD_NUMBER_INVALID: msg`The card number is not valid.`,
  CARD_EXPIRED: msg`This card has expired. Try another card.`,
  CVC_INVALID: msg`The security code (CVC) is not valid.`,
  CARD_DECLINED: msg`Your card was declined. Nothing was charged. Try another card.`,
  INSUFFICIENT_FUNDS: msg`Your card was declined for insufficient funds. Nothing was charged. Try another card.`,
  AUTHORISATION_FAILED: msg`The payment was not authorised. Nothing was charged. Please try again.`,
  paymentDeclined: msg`Your payment was declined. Nothing was charged. Try another card or payment method.`,
};

/** The words of a checkout message key. */
export function checkoutMessage(i18n: I18n, key: string): string {
  const descriptor = messages[key];
  return descriptor ? i18n._(descriptor) : messageForKey(i18n, key);
}

/** The message key of a payment's decline: its code where it has its own words, else a generic decline (never the generic error). */
export function declineKey(declineCode: string | null | undefined): string {
  return declineCode && declineCode in messages ? declineCode : 'paymentDeclined';
}

/** Whether the key has its own checkout wording (tests check every key the schema names). */
export function hasCheckoutMessage(key: string): boolean {
  return key in messages;
}
