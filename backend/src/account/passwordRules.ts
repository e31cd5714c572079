// Spec §5 password rules for a new password, checked again here whatever the
// client did: 6 to 24 characters, and none of the passwords every attacker tries first.
import type { FieldMessage } from './accountViewer.ts';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 24;

// The head of the common-password lists (spec §5: "password is too common").
const COMMON_PASSWORDS = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', 'password', 'password1', 'qwerty', 'qwerty123',
  'abc123', '111111', '000000', '123123', 'iloveyou', 'letmein', 'welcome', 'monkey', 'dragon', 'football',
  'baseball', 'sunshine', 'princess', 'admin', 'admin123', 'passw0rd', '654321', '666666', '121212', 'qwertyuiop',
]);

export function passwordMessage(password: string, field: string): FieldMessage | null {
  if (!password) return { field, messageKey: 'pleaseProvideYourPassword', message: 'Enter a password' };
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    return { field, messageKey: 'yourPasswordRules', message: 'Passwords are 6 to 24 characters long' };
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    return { field, messageKey: 'passwordIsTooCommon', message: 'This password is too common' };
  }
  return null;
}
