// Impersonation is for looking and helping: while an admin is in a customer's
// session, the platform refuses what only the customer may do (paying, cards,
// billing details, subscription changes, gift redemption, the sign-in email,
// the password, signing devices out, parental control, TV sign-in) with 403
// IMPERSONATION_READ_ONLY (backend/src/impersonation/impersonationGuard.ts).
// The mutations concerned answer it as this userError, so the page says why
// next to the form instead of failing as FORBIDDEN.
import type { UserError } from '../__generated__/resolvers-types.ts';
import { HTTPError } from '../lib/restClient.ts';
import { userError } from '../lib/userErrors.ts';

export const IMPERSONATION_READ_ONLY = 'IMPERSONATION_READ_ONLY';

export const readOnlyUserError: UserError = userError(
  IMPERSONATION_READ_ONLY,
  'You are viewing as this customer: payments and sign-in details can only be changed by the customer.',
);

/** The userError of an upstream refusal because the session is an impersonation; null for any other error. */
export function impersonationRefusal(error: unknown): UserError | null {
  return error instanceof HTTPError && error.status === 403 && error.upstreamCode === IMPERSONATION_READ_ONLY ? readOnlyUserError : null;
}
