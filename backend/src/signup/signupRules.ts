// The rules a sign-up must pass (spec §5 and the realm's authentication
// provider, spec §3). Every failing field is reported with the spec's message
// key, or the label key the realm configured for that field, so each client
// words it in the viewer's language.
import type { FieldMessage } from '../http/fieldMessages.ts';
import { EMAIL_PATTERN } from '../user/credentialRules.ts';
import type { ConsentField } from '../consent/consent.ts';
import { isAgreement } from '../consent/consent.ts';
import type { ProviderField, Realm } from '../realm/realmRepository.ts';

const FIELD_MAX_LENGTH = 200;

/** The fields of the realm's credentials provider (EMAIL), in their order. */
export function signupFields(realm: Realm): ProviderField[] {
  const provider = realm.authenticationProviders.find((candidate) => candidate.name === 'EMAIL');
  return (provider?.fields ?? []).slice().sort((a, b) => a.order - b.order);
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
