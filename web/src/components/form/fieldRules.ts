// Spec §5 validation rules, shared by every form that asks for an email or a
// password (sign-in, sign-up, reset, account security). Each rule answers with
// the spec's message key, or null when the value is fine; the form shows the
// key's translation (userMessages.ts). The backend checks the same rules again.

/** Spec §9: passwords are 6 to 24 characters. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 24;

// Text, @, a dotted domain whose last part has at least 2 letters (spec §5).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export function emailRule(value: string): string | null {
  if (!value.trim()) return 'pleaseProvideYourEmail';
  if (!EMAIL_PATTERN.test(value.trim())) return 'pleaseProvideValidEmail';
  return null;
}

export function passwordRule(value: string): string | null {
  if (!value) return 'pleaseProvideYourPassword';
  if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH) return 'yourPasswordRules';
  return null;
}

/** On sign-in only emptiness is checked, as one message (spec §5: EmailPasswordCannotBeEmpty). */
export function signInRule(email: string, password: string): string | null {
  return !email.trim() || !password ? 'EmailPasswordCannotBeEmpty' : null;
}
