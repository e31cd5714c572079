// Spec §5 rules for the credentials a viewer chooses (sign-up, password reset,
// account security), checked again here whatever the client did. Each failing
// rule answers with the spec's message key.
import type { FieldMessage } from '../http/fieldMessages.ts';

// Text, @, a dotted domain whose last part has at least 2 letters (spec §5), as the web form checks.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 24;

/**
 * Passwords that are the first ones any guesser tries (the top of the public
 * breach lists, 6–24 characters), refused as passwordIsTooCommon. A short list
 * on purpose: it stops the guesses that work, not the viewer.
 */
export const COMMON_PASSWORDS = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '111111', '000000', '123123', '654321', '666666',
  '121212', '112233', '123321', '987654321', '696969', '555555', '7777777', 'password', 'password1', 'password123',
  'passw0rd', 'qwerty', 'qwerty1', 'qwerty123', 'qwertyuiop', 'azerty', 'abc123', 'abcdef', 'abcd1234', 'a1b2c3',
  '1q2w3e', '1q2w3e4r', '1q2w3e4r5t', 'zaq12wsx', 'qazwsx', 'iloveyou', 'letmein', 'welcome', 'welcome1', 'monkey',
  'dragon', 'football', 'baseball', 'soccer', 'hockey', 'sunshine', 'princess', 'shadow', 'superman', 'batman',
  'trustno1', 'starwars', 'master', 'killer', 'michael', 'jennifer', 'jordan23', 'charlie', 'freedom', 'whatever',
  'computer', 'internet', 'secret', 'admin', 'admin123', 'administrator', 'login', 'changeme', 'default', 'hello123',
  'lovely', 'flower', 'mustang', 'access', 'ninja', 'cheese', 'senha123', 'contraseña', 'contrasena', 'boxing',
  'ringside', 'ringside1', 'ringside123', 'fighter', 'knockout', 'champion',
]);

export function passwordMessage(password: string | null | undefined, field = 'secret', email?: string): FieldMessage | null {
  if (!password) return { field, messageKey: 'pleaseProvideYourPassword', message: 'A password is required' };
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) {
    return {
      field,
      messageKey: 'yourPasswordRules',
      message: `The password must be between ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters`,
    };
  }
  const lowered = password.toLowerCase();
  const emailName = email?.trim().toLowerCase().split('@')[0];
  if (COMMON_PASSWORDS.has(lowered) || lowered === email?.trim().toLowerCase() || (emailName && lowered === emailName)) {
    return { field, messageKey: 'passwordIsTooCommon', message: 'This password is too common; choose a harder one' };
  }
  return null;
}

export function emailMessage(value: string | null | undefined, field = 'email'): FieldMessage | null {
  const email = value?.trim() ?? '';
  if (!email) return { field, messageKey: 'pleaseProvideYourEmail', message: 'An email address is required' };
  if (email.length > 320 || !EMAIL_PATTERN.test(email)) {
    return { field, messageKey: 'pleaseProvideValidEmail', message: 'The email address is not valid' };
  }
  return null;
}

