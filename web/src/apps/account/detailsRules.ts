// Rules for the account-details fields (spec §5 "Missing-details fields"),
// shared by the account page and the missing-details modal. Each answers with
// a message key (userMessages.ts) or null. The platform checks them again.

export type DetailsField = 'fullName' | 'preferredName' | 'birthDate' | 'taxNumber' | 'phoneNumber' | 'gender';

/** What the realm says about a field it requires (Account.missingInformation.fields). */
export interface FieldRule {
  readonly fieldName: string;
  readonly regex: string | null | undefined;
  readonly emptyLabelKey: string;
  readonly errorLabelKey: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// E.164, as the platform stores it: a plus and 8 to 15 digits. The modal checks
// a number against its country's plan too (phoneNumber.ts).
const PHONE = /^\+[1-9][0-9]{7,14}$/;

/** Phone numbers are sent without spaces (spec §5); dashes, dots and brackets go too. */
export function compactPhoneNumber(value: string): string {
  return value.replace(/[\s\-().]/g, '');
}

function isPastDate(value: string, today: Date): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day &&
    year >= 1900 && date.getTime() <= today.getTime()
  );
}

function matches(regex: string | null | undefined, value: string): boolean {
  if (!regex) return true;
  try {
    return new RegExp(regex, 'u').test(value);
  } catch {
    return true; // a rule this browser cannot read is left to the platform
  }
}

/**
 * The problem with one value, or null. A field the realm requires (`rule`)
 * must not be empty and must match the realm's regex; any value given must be
 * well formed.
 */
export function detailsFieldError(field: DetailsField, raw: string, rule: FieldRule | null, today = new Date()): string | null {
  const value = field === 'phoneNumber' ? compactPhoneNumber(raw.trim()) : raw.trim();
  if (!value) return rule ? rule.emptyLabelKey : null;
  if (rule && !matches(rule.regex, value)) return rule.errorLabelKey;
  switch (field) {
    case 'fullName':
    case 'preferredName':
      return value.length > 100 ? 'nameTooLong' : null;
    case 'birthDate':
      return isPastDate(value, today) ? null : (rule?.errorLabelKey ?? 'invalidBirthDate');
    case 'phoneNumber':
      return PHONE.test(value) ? null : (rule?.errorLabelKey ?? 'invalidPhoneNumber');
    case 'taxNumber':
      return value.length > 32 ? (rule?.errorLabelKey ?? 'invalidTaxNumber') : null;
    case 'gender':
      return null;
  }
}

/**
 * Spec §5: tax-number formatting is country-specific. The one rule the
 * platform knows is Brazil's CPF: digits only, grouped 3.3.3-2
 * (`000.000.000-00`), at most 11 digits, regrouped as the viewer types.
 * Elsewhere what is typed stays as it is (it is trimmed when checked and sent).
 */
export function formatTaxNumber(country: string | null | undefined, value: string): string {
  if (country !== 'BR') return value;
  const digits = value.replace(/\D/g, '').slice(0, 11);
  const groups = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean).join('.');
  return digits.length > 9 ? `${groups}-${digits.slice(9)}` : groups;
}

/** What a tax number looks like in `country`, for the field's placeholder; null where there is no one shape. */
export function taxNumberPattern(country: string | null | undefined): string | null {
  return country === 'BR' ? '000.000.000-00' : null;
}
