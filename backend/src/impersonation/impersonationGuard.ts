// Impersonation is for looking and helping (issue 25): an admin who opened a
// customer's session sees and does what the customer would, except what moves
// the customer's money or credentials. Those stay the customer's own, so an
// impersonation can never pay with a saved card, take over the account, or
// leave a way back in once it ends (a TV signed in, a password the admin knows).
//
// Each route that does such a thing calls `refuseWhileImpersonating` right
// after finding its viewer, before anything is read or written. Everything else
// (lists, resume positions, preferences, profiles, a basket being filled) stays
// allowed, and every write of an impersonation, allowed or refused, is in the
// audit log (impersonationAudit.ts).

import { ApiError } from '../http/apiError.ts';

/** What only the customer may do, as the refusal names it. */
export const CUSTOMER_ONLY = {
  PAYMENT: 'paying',
  CARDS: 'adding, removing or choosing a saved card',
  BILLING_DETAILS: 'changing the billing details',
  SUBSCRIPTION: 'changing a subscription',
  GIFT_REDEMPTION: 'redeeming a gift code',
  EMAIL: 'changing the sign-in email',
  PASSWORD: 'changing the password',
  SESSIONS: 'signing the account out of its devices',
  PARENTAL_CONTROL: 'changing parental control or its PIN',
  TV_SIGN_IN: 'signing a TV in to the account',
  ACCOUNT_DELETION: 'deleting the account',
} as const;

export type CustomerOnlyAction = keyof typeof CUSTOMER_ONLY;

export const IMPERSONATION_READ_ONLY = 'IMPERSONATION_READ_ONLY';

/**
 * 403 IMPERSONATION_READ_ONLY (with `action`) when the viewer's session was
 * opened by an admin as the customer; nothing for the customer themself.
 */
export function refuseWhileImpersonating(viewer: { impersonatedBy?: number | null }, action: CustomerOnlyAction): void {
  if (!viewer.impersonatedBy) return;
  const what = CUSTOMER_ONLY[action];
  throw new ApiError(
    403,
    IMPERSONATION_READ_ONLY,
    `${what[0]!.toUpperCase()}${what.slice(1)} is for the customer alone: an impersonation can look and help, not act for them`,
    { action },
  );
}
