import { describe, expect, it } from 'vitest';
import { loginMessageKey, loginUserError } from './loginErrors.ts';

// Spec §8 "Login error map", entry by entry: what the viewer is told for each upstream answer.
describe('the login error map', () => {
  it.each([
    ['INVALID_CREDENTIALS', 'loginError'],
    ['NOT_FOUND', 'loginError'],
    ['auth/invalid-credential', 'loginError'],
    ['EMPTY_INPUTS', 'EmailPasswordCannotBeEmpty'],
    ['auth/missing-password', 'EmailPasswordCannotBeEmpty'],
    ['auth/invalid-email', 'EmailPasswordCannotBeEmpty'],
    ['CHALLENGE_FAILED', 'reCaptchaAssessmentFailed'],
    ['CONFLICT', 'emailErrorCode'],
    ['GENERIC', 'anErrorOccured'],
    ['auth/internal-error', 'anErrorOccured'],
    ['user_self_suspended', 'selfSuspendedUser'],
    ['auth/email-already-in-use', 'confirmedUserAlreadyExists'],
    ['auth/account-exists-with-different-credential', 'accountExistsWithDifferentProvider'],
    ['ACCOUNT_NOT_CONFIRMED', 'pleaseConfirmYourEmail'],
    ['TOO_MANY_ATTEMPTS', 'tooManyAttempts'],
  ])('%s → %s', (code, key) => {
    expect(loginMessageKey(code)).toBe(key);
    expect(loginUserError(code)).toEqual({ messageKey: key, field: null, message: expect.stringMatching(/\.$/) });
  });

  it.each([['SOMETHING_NEW'], ['constructor'], ['__proto__'], [''], [null], [undefined]])(
    'falls back to the generic error for %j',
    (code) => {
      expect(loginMessageKey(code)).toBe('anErrorOccured');
      expect(loginUserError(code).message).toBe('An error occurred. Please try again.');
    },
  );
});
