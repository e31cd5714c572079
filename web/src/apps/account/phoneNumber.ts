// Phone numbers as the missing-details modal takes them (spec §5): typed for a
// chosen country, formatted as they are typed, checked against that country's
// numbering plan, and sent in E.164 without spaces. libphonenumber-js does the
// work; its `min` metadata (lengths and leading digits, no per-type patterns)
// keeps the modal's chunk small and is strict enough to catch a digit too many
// or too few. Only the modal imports this module, so the metadata is in no
// page's chunk.
import { AsYouType, type CountryCode, getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';

export type { CountryCode };

const SUPPORTED: ReadonlySet<string> = new Set(getCountries());

/** Every country libphonenumber-js can check numbers for (ISO 3166-1 alpha-2). */
export const PHONE_COUNTRIES: readonly CountryCode[] = getCountries();

export function isPhoneCountry(code: string | null | undefined): code is CountryCode {
  return !!code && SUPPORTED.has(code);
}

/** The country's calling code with its plus, e.g. `+55` for BR. */
export function callingCode(country: CountryCode): string {
  return `+${getCountryCallingCode(country)}`;
}

/**
 * The default country of the form: the account's (billing address, else
 * sign-up), else the region of the realm's first language (`pt` → BR,
 * `en` → US), else the United States.
 */
export function defaultPhoneCountry(accountCountry: string | null | undefined, realmLanguages: readonly string[]): CountryCode {
  if (isPhoneCountry(accountCountry)) return accountCountry;
  const first = realmLanguages[0];
  if (first) {
    try {
      const region = new Intl.Locale(first.replace('_', '-')).maximize().region;
      if (isPhoneCountry(region)) return region;
    } catch {
      // not a language tag this browser reads: fall through
    }
  }
  return 'US';
}

/**
 * What the viewer typed, formatted for `country` as they type (`11987654321`
 * → `(11) 98765-4321` for BR). A number begun with `+` is formatted
 * internationally, and `country` is the country its calling code names (so
 * the picker can follow what was typed), else the one given.
 */
export function formatPhoneAsYouType(country: CountryCode, typed: string): { text: string; country: CountryCode } {
  const formatter = new AsYouType(country);
  const text = formatter.input(typed);
  const typedCountry = typed.trim().startsWith('+') ? formatter.getCountry() : undefined;
  return { text, country: typedCountry ?? country };
}

/** The number in E.164 (`+5511987654321`, no spaces, spec §5), or null when it is not a valid number for `country`. */
export function phoneNumberE164(country: CountryCode, typed: string): string | null {
  const parsed = parsePhoneNumberFromString(typed, country);
  return parsed?.isValid() ? parsed.number : null;
}

/** Deleting a bracket or dash the formatter put there takes the digit before it too; otherwise it would come straight back. */
export function afterDeletion(previous: string, next: string): string {
  const digits = (value: string) => value.replace(/\D/g, '');
  if (next.length < previous.length && digits(next) === digits(previous)) {
    return next.replace(/\d(?=\D*$)/, '');
  }
  return next;
}

/**
 * The problem with a phone number typed for `country` (a message key), or
 * null: empty where the realm requires it gives the realm's empty label; a
 * number that is not one of the country's gives `invalidPhoneNumberForCountry`;
 * its E.164 form must also pass the realm's own rule.
 */
export function phoneFieldError(
  country: CountryCode,
  typed: string,
  rule: { regex: string | null | undefined; emptyLabelKey: string; errorLabelKey: string } | null,
): string | null {
  if (!typed.trim()) return rule ? rule.emptyLabelKey : null;
  const e164 = phoneNumberE164(country, typed);
  if (!e164) return 'invalidPhoneNumberForCountry';
  if (rule?.regex) {
    try {
      if (!new RegExp(rule.regex, 'u').test(e164)) return rule.errorLabelKey;
    } catch {
      // a rule this browser cannot read is left to the platform
    }
  }
  return null;
}
