// The login error map of spec §8, in one place: what the platform (or an
// identity provider) answers a sign-in with → the message key the client
// words. Sign-up, OAuth and TV sign-in use it as well. Unknown codes fall back
// to the generic `anErrorOccured`.
import type { UserError } from '../__generated__/resolvers-types.ts';
import { userError } from '../lib/userErrors.ts';

export const loginErrorKeys: Readonly<Record<string, string>> = {
  INVALID_CREDENTIALS: 'loginError',
  NOT_FOUND: 'loginError',
  'auth/invalid-credential': 'loginError',
  EMPTY_INPUTS: 'EmailPasswordCannotBeEmpty',
  'auth/missing-password': 'EmailPasswordCannotBeEmpty',
  'auth/invalid-email': 'EmailPasswordCannotBeEmpty',
  CHALLENGE_FAILED: 'reCaptchaAssessmentFailed',
  CONFLICT: 'emailErrorCode',
  GENERIC: 'anErrorOccured',
  'auth/internal-error': 'anErrorOccured',
  user_self_suspended: 'selfSuspendedUser',
  'auth/email-already-in-use': 'confirmedUserAlreadyExists',
  'auth/account-exists-with-different-credential': 'accountExistsWithDifferentProvider',
  // Not in the spec's map: the platform refuses an account whose email is not confirmed yet.
  ACCOUNT_NOT_CONFIRMED: 'pleaseConfirmYourEmail',
  TOO_MANY_ATTEMPTS: 'tooManyAttempts',
};

/** English wording of each key, for the userError's `message` (logs, clients without labels). */
const englishMessages: Readonly<Record<string, string>> = {
  loginError: 'The email or password is not correct.',
  EmailPasswordCannotBeEmpty: 'Email and password cannot be empty.',
  reCaptchaAssessmentFailed: 'We could not verify that you are not a robot. Please try again.',
  emailErrorCode: 'There is a problem with this email address.',
  anErrorOccured: 'An error occurred. Please try again.',
  selfSuspendedUser: 'This account has been suspended.',
  confirmedUserAlreadyExists: 'An account with this email already exists.',
  accountExistsWithDifferentProvider: 'An account with this email exists with a different sign-in method.',
  pleaseConfirmYourEmail: 'Please confirm your email address first: follow the link we sent you.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
};

/** The message key of an upstream sign-in error code; unknown (or missing) codes are the generic error. */
export function loginMessageKey(code: string | null | undefined): string {
  return code && Object.hasOwn(loginErrorKeys, code) ? loginErrorKeys[code]! : 'anErrorOccured';
}

/** The userError a sign-in form shows for an upstream error code. */
export function loginUserError(code: string | null | undefined): UserError {
  const key = loginMessageKey(code);
  return userError(key, englishMessages[key]!, null);
}
