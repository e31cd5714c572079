// The gift pages' message keys, as the customer reads them: the form's own
// checks (giftForm.ts), `chooseGift`'s and `redeemGift`'s userErrors and a
// looked-up code's status (schema/src/gift.graphql). Paying speaks the
// checkout's words (checkoutMessages.ts); any other key the app's common table.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { checkoutMessage } from '../purchase/checkoutMessages.ts';

const messages: Record<string, MessageDescriptor> = {
  // The recipient's address: worded for someone else's, not the viewer's own.
  pleaseProvideYourEmail: msg`Please enter the email address of whoever receives the gift.`,
  pleaseProvideValidEmail: msg`Please enter a valid email address.`,
  numberOfPeriodsInvalid: msg`Please choose how long the gift lasts.`,
  noteTooLong: msg`A note can be at most 500 characters long.`,
  giftNotFound: msg`This gift is no longer on offer. Please choose another.`,
  LICENCE_NOT_ON_SALE: msg`This gift is not on sale right now. Please choose another.`,
  signInToBuy: msg`Sign in or create your account to send a gift.`,
  // Codes (redeemGift's userErrors; GiftRedemptionStatus).
  GIFT_NOT_FOUND: msg`No gift has this code. Check it and try again.`,
  GIFT_ALREADY_REDEEMED: msg`This gift has already been redeemed.`,
  GIFT_EXPIRED: msg`This gift has expired: gifts must be redeemed within a year.`,
  ALREADY_LICENSED: msg`You already have this. The code stays good: pass it on to someone else.`,
  tooManyAttempts: msg`Too many codes were tried. Please wait a while and try again.`,
  signInToRedeem: msg`Sign in or create your account to redeem your gift.`,
  giftCodeRequired: msg`Please enter your gift code.`,
};

/** The words of a gift page's message key. */
export function giftMessage(i18n: I18n, key: string): string {
  const descriptor = messages[key];
  return descriptor ? i18n._(descriptor) : checkoutMessage(i18n, key);
}

/** A looked-up code's status as the message key of why it cannot be redeemed; null when it can. */
export function redemptionStatusKey(status: string): string | null {
  switch (status) {
    case 'REDEEMABLE':
      return null;
    case 'ALREADY_REDEEMED':
      return 'GIFT_ALREADY_REDEEMED';
    case 'EXPIRED':
      return 'GIFT_EXPIRED';
    case 'TOO_MANY_ATTEMPTS':
      return 'tooManyAttempts';
    default:
      return 'GIFT_NOT_FOUND';
  }
}

const PERIOD_MONTHS: Record<string, number> = { MONTH: 1, THREE_MONTHS: 3, SIX_MONTHS: 6, YEAR: 12 };

/** How long `count` periods last, in words: "3 months", "1 year". */
export function giftLength(i18n: I18n, period: string | null | undefined, count: number): string {
  const months = (PERIOD_MONTHS[period ?? ''] ?? 1) * count;
  if (months % 12 === 0) {
    const years = months / 12;
    return i18n._(msg`${plural(years, { one: '# year', other: '# years' })}`);
  }
  return i18n._(msg`${plural(months, { one: '# month', other: '# months' })}`);
}
