// The rules a sign-up must pass (spec §5 and the realm's authentication
// provider, spec §3). Every failing field is reported with the spec's message
// key, or the label key the realm configured for that field, so each client
// words it in the viewer's language.
import type { FieldMessage } from '../account/accountViewer.ts';
import { EMAIL_PATTERN } from '../account/userProfile.ts';
import type { ConsentField } from '../consent/consent.ts';
import { isAgreement } from '../consent/consent.ts';
import type { Realm } from '../realm/realmRepository.ts';

/** One field of a realm's authentication provider (spec §3 "Authentication provider"). */
export interface ProviderField {
  fieldName: string;
  /** TEXT, EMAIL, PHONE, DATE, COUNTRY (a select of ISO codes) or CHECKBOX. */
  fieldType: 'TEXT' | 'EMAIL' | 'PHONE' | 'DATE' | 'COUNTRY' | 'CHECKBOX';
  /** The label key that names the field. */
  fieldLabel: string;
  /** FULL or HALF: the share of a form row the field takes. */
  fieldSize: 'FULL' | 'HALF';
  regexValidation: string | null;
  invalidMessageLabel: string | null;
  isRequiredMessageLabel: string | null;
  required: boolean;
  order: number;
  /** For COUNTRY fields: the ISO 3166-1 codes a viewer may choose; null = any. */
  addressCountryRestriction: string[] | null;
  /** What the value is for: FULL_NAME names the account's main profile, ADDRESS_COUNTRY sets its country. */
  functionalPurpose: string | null;
}

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 24;
const FIELD_MAX_LENGTH = 200;

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

export function signupEmailMessage(value: string | null | undefined, field = 'email'): FieldMessage | null {
  const email = value?.trim() ?? '';
  if (!email) return { field, messageKey: 'pleaseProvideYourEmail', message: 'An email address is required' };
  if (email.length > 320 || !EMAIL_PATTERN.test(email)) {
    return { field, messageKey: 'pleaseProvideValidEmail', message: 'The email address is not valid' };
  }
  return null;
}

/** The fields of the realm's credentials provider (EMAIL), in their order. */
export function signupFields(realm: Realm): ProviderField[] {
  const provider = realm.authenticationProviders.find((candidate) => candidate.name === 'EMAIL');
  return ((provider?.fields ?? []) as ProviderField[]).slice().sort((a, b) => a.order - b.order);
}

export type MetaFieldValue = string | boolean | null;

function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return true; // a broken realm regex must not lock everyone out; the realm's admin sees it in the logs
  }
}

/**
 * Checks the provider fields' values; answers the accepted values (trimmed
 * text, booleans for checkboxes; unknown fields dropped) and the messages.
 */
export function checkProviderFields(
  fields: ProviderField[],
  values: Record<string, MetaFieldValue> | undefined,
): { values: Record<string, string | boolean>; messages: FieldMessage[] } {
  const accepted: Record<string, string | boolean> = {};
  const messages: FieldMessage[] = [];
  for (const field of fields) {
    const raw = values?.[field.fieldName];
    const requiredKey = field.isRequiredMessageLabel ?? 'requiredField';
    const invalidKey = field.invalidMessageLabel ?? 'invalidFieldValue';
    const name = field.fieldName;
    if (field.fieldType === 'CHECKBOX') {
      const checked = raw === true || raw === 'true';
      if (field.required && !checked) messages.push({ field: name, messageKey: requiredKey, message: `${name} must be accepted` });
      accepted[name] = checked;
      continue;
    }
    const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'boolean' ? String(raw) : '';
    if (!text) {
      if (field.required) messages.push({ field: name, messageKey: requiredKey, message: `${name} is required` });
      continue;
    }
    const restriction = field.addressCountryRestriction;
    const value = field.fieldType === 'COUNTRY' ? text.toUpperCase() : text;
    const invalid =
      text.length > FIELD_MAX_LENGTH ||
      (field.regexValidation !== null && field.regexValidation !== '' && !matches(field.regexValidation, value)) ||
      (field.fieldType === 'EMAIL' && !EMAIL_PATTERN.test(value)) ||
      (field.fieldType === 'COUNTRY' && (!/^[A-Z]{2}$/.test(value) || (restriction !== null && restriction.length > 0 && !restriction.includes(value))));
    if (invalid) {
      messages.push({ field: name, messageKey: invalidKey, message: `${name} is not valid` });
      continue;
    }
    accepted[name] = value;
  }
  return { values: accepted, messages };
}

export interface ConsentSubmission {
  promptField: string;
  answer: string;
}

/**
 * The realm's consent prompt at sign-up: every required field must be agreed
 * (answer JSON `true`, spec §4), answers must be JSON, and unknown prompt
 * fields are refused.
 */
export function checkConsentAnswers(
  fields: ConsentField[],
  answers: ConsentSubmission[] | undefined,
): { answers: { fieldId: number; answer: string }[]; messages: FieldMessage[] } {
  const byName = new Map((answers ?? []).map((answer) => [answer.promptField, answer.answer]));
  const messages: FieldMessage[] = [];
  const accepted: { fieldId: number; answer: string }[] = [];
  for (const name of byName.keys()) {
    if (!fields.some((field) => field.fieldName === name)) {
      messages.push({ field: `consent.${name}`, messageKey: 'invalidFieldValue', message: `There is no consent prompt ${name}` });
    }
  }
  for (const field of fields) {
    const answer = byName.get(field.fieldName);
    if (answer !== undefined) {
      try {
        JSON.parse(answer);
      } catch {
        messages.push({ field: `consent.${field.fieldName}`, messageKey: 'invalidFieldValue', message: 'A consent answer must be JSON' });
        continue;
      }
      accepted.push({ fieldId: field.id, answer });
    }
    if (field.required && !isAgreement(answer)) {
      messages.push({
        field: `consent.${field.fieldName}`,
        messageKey: 'consentRequired',
        message: `${field.fieldName} must be agreed to sign up`,
      });
    }
  }
  return { answers: accepted, messages };
}
