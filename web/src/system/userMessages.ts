// The spec's message keys (§5 validation, §8 errors), as the viewer reads
// them. The gateway's `UserError.messageKey` and the forms' own rules answer
// with a key; this is the one place that words it, in every language.
// Add a key here when a new error can reach the viewer.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * While an admin impersonates the customer, what moves the customer's money
 * or credentials is refused (IMPERSONATION_READ_ONLY). The same words as the
 * impersonation overlay's, so both read alike in every language.
 */
export const impersonationReadOnly = msg`You are viewing as this customer: payments and sign-in details can only be changed by the customer.`;

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
  // Sign-in (engineer B): the captcha challenge and rate limits of spec §4, the unconfirmed account.
  captchaRequired: msg`Please answer the question to show you are not a robot.`,
  tooManyAttempts: msg`Too many attempts. Please wait a few minutes and try again.`,
  pleaseConfirmYourEmail: msg`Please confirm your email address first: follow the link in the email we sent you.`,
  signedOut: msg`You have been signed out.`,
  // Profiles and parental control (engineer D).
  profileNameRequired: msg`Please give the profile a name.`,
  profileNameTooLong: msg`A profile name can have at most 40 characters.`,
  profileNameTaken: msg`Another profile on this account already has that name.`,
  tooManyProfiles: msg`This account already has as many profiles as it can have.`,
  mainProfileIsAdult: msg`The main profile is always an adult profile.`,
  mainProfileCannotBeDeleted: msg`The main profile cannot be deleted.`,
  profileInUse: msg`Switch to another profile before changing or deleting this one.`,
  pinRequired: msg`Please enter the 4-digit PIN.`,
  pinFormat: msg`The PIN is 4 digits.`,
  wrongPin: msg`That PIN is not right. Please try again.`,
  pinsDoNotMatch: msg`The two PINs are not the same.`,
  pinNotSet: msg`Parental control has no PIN yet.`,
  invalidPinResetCode: msg`This PIN reset link has expired or was already used. Ask for a new one from the PIN prompt.`,
  // Third-party apps, TV sign-in and impersonation (engineer E).
  oauthInvalidClient: msg`The app that sent you here is not registered with us.`,
  oauthInvalidRedirectUri: msg`The app that sent you here asked to return to an address it has not registered.`,
  oauthUnsupportedRequest: msg`The app that sent you here asked to sign in in a way we do not allow.`,
  tvCodeInvalid: msg`This code is not valid or has expired. Check the code on your TV and try again.`,
  customerNotFound: msg`No customer of this realm matches.`,
  impersonationFailed: msg`This impersonation link is not valid any more. Ask for a new one.`,
  // Sign-up, email confirmation and password reset (engineer C), with the demo realms' field label keys.
  consentRequired: msg`Please agree to this to create your account.`,
  // Content partitions (issue 13): the partition a sign-up or the account page chooses.
  pleaseChooseAPartition: msg`Please choose what you want to follow.`,
  unknownPartition: msg`That choice is no longer offered. Please choose another.`,
  partitionsNotOffered: msg`This service has nothing to choose here.`,
  requiredField: msg`This field is required.`,
  invalidFieldValue: msg`Please check this value.`,
  fullNameRequired: msg`Please enter your full name.`,
  fullNameInvalid: msg`Please enter your name as letters, spaces, hyphens and apostrophes.`,
  countryRequired: msg`Please choose your country.`,
  countryNotServed: msg`We do not stream to this country yet.`,
  confirmationLinkInvalid: msg`This confirmation link is not valid. Check that you opened the whole link from the email.`,
  confirmationLinkExpired: msg`This confirmation link has expired. Sign up again and we will send you a new one.`,
  confirmationLinkUsed: msg`Your email address is already confirmed. Please sign in.`,
  resetLinkInvalid: msg`This password reset link is not valid. Ask for a new one.`,
  resetLinkExpired: msg`This password reset link has expired. Ask for a new one.`,
  resetLinkUsed: msg`This password reset link has already been used. Ask for a new one.`,
  pendingUserNotFound: msg`No account with this id is waiting for activation.`,
  // Account details, missing information, security, preferences, consent (engineer F)
  invalidBirthDate: msg`Please enter a real date of birth in the past.`,
  invalidPhoneNumber: msg`Please enter a phone number with its country code, digits only.`,
  invalidPhoneNumberForCountry: msg`This is not a phone number of the country chosen.`,
  invalidTaxNumber: msg`Please check your tax number.`,
  taxNumberIsRequired: msg`Please enter your tax number.`,
  taxNumberIsInvalid: msg`Please enter your tax number as 000.000.000-00.`,
  nameTooLong: msg`Please use at most 100 characters.`,
  invalidGender: msg`Please choose one of the options.`,
  currentPasswordIsWrong: msg`Your current password is not correct.`,
  sessionNotFound: msg`That device has already been signed out.`,
  cannotSignOutCurrentSession: msg`This is the device you are using. Sign out from the menu instead.`,
  invalidPreferenceValue: msg`This preference could not be saved. Please choose another value.`,
  errorUpdatingTermsOfUse: msg`We could not save your choices. Please try again.`,
  // An admin impersonating the customer tried what only the customer may do (issue 25).
  IMPERSONATION_READ_ONLY: impersonationReadOnly,
  // §8 playback modal
  authenticationError: msg`Authentication error`,
  refreshPageNoAuthCode: msg`We could not confirm who you are. Please refresh the page.`,
  refresh: msg`Refresh`,
  errorAccessingVideo: msg`There was an error accessing this video`,
  pleaseTryAgainVideoError: msg`Please try again in a few moments.`,
  youreNotAllowedVideoForbidden: msg`You're not allowed to watch this video.`,
  notLicencedToWatch: msg`Your subscription does not include this video.`,
  watchingVideoOnAnotherDevice: msg`You're watching on another device`,
  toWatchHereCloseOtherSessions: msg`Your account is already playing on as many devices as it can. To watch here, stop playing on one of them.`,
  eventNotAvailableInTerritory: msg`This is not available in your territory.`,
  goToHome: msg`Go to the home page`,
};

/**
 * The text of a message key: the realm's own when its realm file words that
 * key (a label, loaded under the key itself by realm/realmLabels.ts), else
 * ours; unknown keys fall back to the generic error (spec §8).
 */
export function messageForKey(i18n: I18n, key: string): string {
  if (Object.hasOwn(i18n.messages, key)) return i18n._(key);
  return i18n._(messages[key] ?? messages.anErrorOccured!);
}

/** Whether the key has its own wording (tests use it to check every key the gateway sends). */
export function hasMessageForKey(key: string): boolean {
  return key in messages;
}
