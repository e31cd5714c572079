import { add, multiply, percentage, subtract, type Money } from './money.ts';

/**
 * The tax that applies to a customer, chosen by billing country. Rates are in
 * basis points (2300 = 23 %). `inclusive`: catalogue prices already contain the
 * tax (VAT-style); otherwise tax is added on top (US/Canadian sales tax).
 * `estimated`: the rate is a best guess until the billing address says more;
 * the order summary then reads "tax calculated at checkout" (spec §2).
 */
export interface TaxRegime {
  countryCode: string | null;
  rateBasisPoints: number;
  inclusive: boolean;
  estimated: boolean;
}

/** The parts of a billing address that decide the tax. `region`: a state or province code ("CA", or ISO "US-CA"). */
export interface TaxAddress {
  countryCode: string | null;
  postalCode?: string | null;
  region?: string | null;
}

export interface TaxedAmount {
  tax: Money;
  total: Money;
  totalExcTax: Money;
}

/** Standard VAT (or equivalent) rates for digital services, tax included in the price. */
export const INCLUSIVE_RATES: Readonly<Record<string, number>> = {
  PT: 2300,
  ES: 2100,
  DE: 1900,
  FR: 2000,
  IE: 2300,
  NL: 2100,
  IT: 2200,
  GB: 2000,
  // Brazil has no VAT: streaming bears municipal ISS (up to 5 %, LC 157/2016)
  // plus PIS/COFINS (9.25 %), both embedded in consumer prices.
  BR: 1425,
};

/**
 * US combined state + average local sales tax (population-weighted, Tax
 * Foundation 2024). Local rates vary by ZIP and some states do not tax
 * streaming at all: these are placeholders until a tax engine answers.
 */
export const US_STATE_RATES: Readonly<Record<string, number>> = {
  CA: 885,
  NY: 853,
  TX: 820,
  FL: 700,
  WA: 938,
};
/** When the state is unknown: about the national average combined rate. */
export const US_DEFAULT_RATE = 750;

/** Canadian GST, or HST / GST + PST where the province levies it on digital services. */
export const CA_PROVINCE_RATES: Readonly<Record<string, number>> = {
  AB: 500,
  NT: 500,
  NU: 500,
  YT: 500,
  ON: 1300,
  NS: 1400,
  NB: 1500,
  NL: 1500,
  PE: 1500,
  BC: 1200,
  MB: 1200,
  SK: 1100,
  // GST 5 % + QST 9.975 % = 14.975 %, which no whole basis point holds: see CA_ESTIMATED_PROVINCES.
  QC: 1498,
};
/** Provinces whose rate in the table is not exact. */
const CA_ESTIMATED_PROVINCES: ReadonlySet<string> = new Set(['QC']);
export const CA_DEFAULT_RATE = 500;

// Canada Post's first letter names the province; X is shared by NT and NU, both GST-only.
const CA_POSTAL_LETTERS: Readonly<Record<string, string>> = {
  A: 'NL', B: 'NS', C: 'PE', E: 'NB', G: 'QC', H: 'QC', J: 'QC', K: 'ON', L: 'ON', M: 'ON',
  N: 'ON', P: 'ON', R: 'MB', S: 'SK', T: 'AB', V: 'BC', X: 'NT', Y: 'YT',
};

// ZIP code prefixes (first three digits, inclusive ranges) of the states in US_STATE_RATES.
const US_ZIP_PREFIXES: ReadonlyArray<readonly [from: number, to: number, state: string]> = [
  [100, 149, 'NY'],
  [320, 339, 'FL'],
  [341, 349, 'FL'], // 340 is the armed forces' (AA)
  [733, 733, 'TX'],
  [750, 799, 'TX'],
  [885, 885, 'TX'],
  [900, 961, 'CA'],
  [980, 994, 'WA'],
];

/** What a country we keep no table for gets: no tax collected. */
const ZERO_RATE = { rateBasisPoints: 0, inclusive: false } as const;

/**
 * The regime for a billing address. Without a country on the address the
 * viewer's GeoIP country (`fallbackCountry`) stands in and the rate is marked
 * estimated; with neither, nothing is charged and that too is an estimate.
 */
export function taxRegimeFor(address: TaxAddress, fallbackCountry: string | null): TaxRegime {
  const billingCountry = countryCode(address.countryCode);
  if (billingCountry) return regimeIn(billingCountry, address);
  const guessedCountry = countryCode(fallbackCountry);
  if (guessedCountry) return { ...regimeIn(guessedCountry, {}), estimated: true };
  return { countryCode: null, ...ZERO_RATE, estimated: true };
}

/**
 * Tax on a price as the catalogue states it, rounded half away from zero.
 * Exclusive: the price is net, tax = round(net × rate), total = net + tax.
 * Inclusive: the price is gross, net = round(gross / (1 + rate)), tax = gross − net.
 */
export function taxOn(price: Money, regime: TaxRegime): TaxedAmount {
  if (regime.inclusive) {
    const totalExcTax = multiply(price, 10_000, 10_000 + regime.rateBasisPoints);
    return { tax: subtract(price, totalExcTax), total: price, totalExcTax };
  }
  const tax = percentage(price, regime.rateBasisPoints);
  return { tax, total: add(price, tax), totalExcTax: price };
}

function regimeIn(country: string, address: Omit<TaxAddress, 'countryCode'>): TaxRegime {
  const inclusiveRate = INCLUSIVE_RATES[country];
  if (inclusiveRate !== undefined) return { countryCode: country, rateBasisPoints: inclusiveRate, inclusive: true, estimated: false };
  if (country === 'US') return usRegime(address);
  if (country === 'CA') return canadianRegime(address);
  return { countryCode: country, ...ZERO_RATE, estimated: false };
}

function usRegime(address: Omit<TaxAddress, 'countryCode'>): TaxRegime {
  // The stated region first, then the ZIP code; a state we hold no rate for is as unknown as a missing one.
  const state = known(US_STATE_RATES, regionCode(address.region, 'US'), usStateOfZip(address.postalCode));
  if (state === null) return { countryCode: 'US', rateBasisPoints: US_DEFAULT_RATE, inclusive: false, estimated: true };
  return { countryCode: 'US', rateBasisPoints: US_STATE_RATES[state] ?? US_DEFAULT_RATE, inclusive: false, estimated: false };
}

function canadianRegime(address: Omit<TaxAddress, 'countryCode'>): TaxRegime {
  const province = known(CA_PROVINCE_RATES, regionCode(address.region, 'CA'), provinceOfPostalCode(address.postalCode));
  if (province === null) return { countryCode: 'CA', rateBasisPoints: CA_DEFAULT_RATE, inclusive: false, estimated: true };
  return {
    countryCode: 'CA',
    rateBasisPoints: CA_PROVINCE_RATES[province] ?? CA_DEFAULT_RATE,
    inclusive: false,
    estimated: CA_ESTIMATED_PROVINCES.has(province),
  };
}

/** The first of `candidates` that `rates` holds. */
function known(rates: Readonly<Record<string, number>>, ...candidates: Array<string | null>): string | null {
  return candidates.find((code): code is string => code !== null && rates[code] !== undefined) ?? null;
}

/** An ISO 3166-1 alpha-2 code, or null; "ZZ" (unknown, spec §3 Billing address) counts as none. */
function countryCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) && code !== 'ZZ' ? code : null;
}

/** "ca", "CA" or "US-CA" → "CA". */
function regionCode(value: string | null | undefined, country: string): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  const bare = code.startsWith(`${country}-`) ? code.slice(country.length + 1) : code;
  return /^[A-Z]{2}$/.test(bare) ? bare : null;
}

function usStateOfZip(postalCode: string | null | undefined): string | null {
  const zip = /^(\d{3})\d{2}(?:-?\d{4})?$/.exec(postalCode?.trim() ?? '');
  if (!zip?.[1]) return null;
  const prefix = Number(zip[1]);
  return US_ZIP_PREFIXES.find(([from, to]) => prefix >= from && prefix <= to)?.[2] ?? null;
}

function provinceOfPostalCode(postalCode: string | null | undefined): string | null {
  const letter = /^([A-Z])\d[A-Z] ?\d[A-Z]\d$/.exec(postalCode?.trim().toUpperCase() ?? '')?.[1];
  return letter === undefined ? null : (CA_POSTAL_LETTERS[letter] ?? null);
}
