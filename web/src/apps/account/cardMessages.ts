// The saved cards' message keys (CardPayload.userErrors: cardRequired,
// CARD_EXPIRED, CARD_IN_USE, cardNotFound), as the account page words them.
// The checkout has its own words for some of the same keys, said while paying
// (apps/purchase/checkoutMessages.ts); here the customer is managing cards.
// Any other key is worded by the app's common table, whose fallback is the
// generic error.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { impersonationReadOnly, messageForKey } from '../../system/userMessages.ts';

const messages: Record<string, MessageDescriptor> = {
  cardRequired: msg`Please choose a card.`,
  CARD_EXPIRED: msg`This card has expired. Choose another card.`,
  CARD_IN_USE: msg`This card pays for a running subscription. Add or choose another card first.`,
  cardNotFound: msg`This card is no longer saved.`,
  // An admin impersonating the customer tried what only the customer may do (the overlay's words).
  IMPERSONATION_READ_ONLY: impersonationReadOnly,
};

/** The words of a card mutation's message key. */
export function cardMessage(i18n: I18n, key: string): string {
  const descriptor = messages[key];
  return descriptor ? i18n._(descriptor) : messageForKey(i18n, key);
}

/** Whether the key has its own wording here (the test checks every key the schema names). */
export function hasCardMessage(key: string): boolean {
  return key in messages;
}
