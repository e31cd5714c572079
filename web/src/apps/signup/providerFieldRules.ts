// The realm's own sign-up fields (spec §3 "Authentication provider", §5
// "Provider form fields: regex, required, error labels come from the server"),
// checked in the form as the platform checks them again.

export interface ProviderFieldRule {
  readonly fieldName: string;
  readonly fieldType: string;
  readonly required: boolean;
  readonly regexValidation: string | null | undefined;
  readonly invalidMessageLabel: string | null | undefined;
  readonly isRequiredMessageLabel: string | null | undefined;
  readonly addressCountryRestriction: ReadonlyArray<string> | null | undefined;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return true; // a realm's broken pattern is the platform's to report, not the viewer's problem
  }
}

/** The message key of what is wrong with a provider field's value, or null. Checkbox values are 'true' / 'false'. */
export function providerFieldRule(field: ProviderFieldRule, value: string): string | null {
  const requiredKey = field.isRequiredMessageLabel ?? 'requiredField';
  const invalidKey = field.invalidMessageLabel ?? 'invalidFieldValue';
  if (field.fieldType === 'CHECKBOX') return field.required && value !== 'true' ? requiredKey : null;
  const text = value.trim();
  if (!text) return field.required ? requiredKey : null;
  if (text.length > 200) return invalidKey;
  if (field.regexValidation && !matches(field.regexValidation, text)) return invalidKey;
  if (field.fieldType === 'EMAIL' && !EMAIL_PATTERN.test(text)) return invalidKey;
  const allowed = field.addressCountryRestriction;
  if (field.fieldType === 'COUNTRY' && allowed && allowed.length > 0 && !allowed.includes(text.toUpperCase())) return invalidKey;
  return null;
}

/** The input types a browser offers for the platform's field types. */
export function inputTypeOf(fieldType: string): string {
  switch (fieldType) {
    case 'EMAIL':
      return 'email';
    case 'PHONE':
      return 'tel';
    case 'DATE':
      return 'date';
    default:
      return 'text';
  }
}
