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
const PHONE = /^\+?[0-9]{6,15}$/;

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
 * Spec §5: tax-number formatting is country-specific; the one shown is digits
 * only, grouped 3.3.3-2, at most 11 digits (a Brazilian CPF). Where the realm's
 * rule takes that grouping, what the viewer types is grouped as they type.
 */
export function taxNumberFormatter(regex: string | null | undefined): ((value: string) => string) | null {
  if (!regex || !matches(regex, '123.456.789-09') || matches(regex, '12345678909')) return null;
  return (value) => {
    const digits = value.replace(/\D/g, '').slice(0, 11);
    const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean).join('.');
    return digits.length > 9 ? `${parts}-${digits.slice(9)}` : parts;
  };
}
