// The spec's message keys (§5 validation, §8 errors), as the viewer reads
// them. The gateway's `UserError.messageKey` and the forms' own rules answer
// with a key; this is the one place that words it, in every language.
// Add a key here when a new error can reach the viewer.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const messages: Record<string, MessageDescriptor> = {
  // §5 validation
  yourPasswordRules: msg`Your password must be 6 to 24 characters long.`,
  pleaseProvideYourPassword: msg`Please enter your password.`,
  pleaseProvideValidEmail: msg`Please enter a valid email address.`,
  pleaseProvideYourEmail: msg`Please enter your email address.`,
  EmailPasswordCannotBeEmpty: msg`Email and password cannot be empty.`,
  // §8 login errors
  loginError: msg`The email or password is not correct.`,
  reCaptchaAssessmentFailed: msg`We could not verify that you are not a robot. Please try again.`,
  emailErrorCode: msg`There is a problem with this email address.`,
  anErrorOccured: msg`Something went wrong. Please try again.`,
  selfSuspendedUser: msg`This account has been suspended.`,
  confirmedUserAlreadyExists: msg`An account with this email already exists. Sign in instead.`,
  accountExistsWithDifferentProvider: msg`An account with this email exists with a different sign-in method.`,
  sessionExpired: msg`Your session has expired. Please sign in again.`,
  passwordIsTooCommon: msg`This password is too common. Please choose another.`,
  errorOccurredPleaseTryAgain: msg`An error occurred. Please try again.`,
};

/** The text of a message key; unknown keys fall back to the generic error (spec §8). */
export function messageForKey(i18n: I18n, key: string): string {
  return i18n._(messages[key] ?? messages.anErrorOccured!);
}

/** Whether the key has its own wording (tests use it to check every key the gateway sends). */
export function hasMessageForKey(key: string): boolean {
  return key in messages;
}
