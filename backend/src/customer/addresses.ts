// A customer's billing addresses (spec §3 "Billing address"): the country
// decides the tax and the currency of what they buy; one address is the
// default, which checkout uses unless the basket names another.
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/apiError.ts';

export interface BillingAddress {
  id: number;
  countryCode: string;
  postalCode: string | null;
  region: string | null;
  city: string | null;
  line1: string | null;
  isDefault: boolean;
  createdAt: Date;
}

export interface AddressInput {
  countryCode: string;
  postalCode?: string | null;
  region?: string | null;
  city?: string | null;
  line1?: string | null;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
// CLDR names these, but they are not countries of ISO 3166-1: unknown (ZZ), groupings, and
// the exceptionally reserved codes that no tax authority bills by.
const notCountries = new Set(['ZZ', 'EU', 'EZ', 'UN', 'QO', 'AC', 'CP', 'CQ', 'DG', 'EA', 'IC', 'TA']);

/** Whether `code` is an ISO 3166-1 alpha-2 country a customer can be billed in (ZZ, "unknown", is not). */
export function isBillingCountry(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && !notCountries.has(code) && regionNames.of(code) !== undefined;
}

export function assertBillingCountry(countryCode: string): void {
  if (!isBillingCountry(countryCode.trim().toUpperCase())) {
    throw new ApiError(400, 'COUNTRY_INVALID', `${countryCode} is not a country a customer can be billed in (ISO 3166-1 alpha-2; not ZZ)`);
  }
}

const columns = `id, country_code as "countryCode", postal_code as "postalCode", region, city, line1,
  is_default as "isDefault", created_at as "createdAt"`;

/** The user's addresses, default first; those whose country is unknown (ZZ) are left out (spec §3). */
export async function addressesOf(db: Queryable, userId: number): Promise<BillingAddress[]> {
  return db.query<BillingAddress & Record<string, unknown>>(
    `select ${columns} from billing_address where user_id = $1 and country_code <> 'ZZ'
      order by is_default desc, created_at, id`,
    [userId],
  );
}

export async function addressById(db: Queryable, userId: number, id: number): Promise<BillingAddress | null> {
  const [row] = await db.query<BillingAddress & Record<string, unknown>>(
    `select ${columns} from billing_address where user_id = $1 and id = $2 and country_code <> 'ZZ'`,
    [userId, id],
  );
  return row ?? null;
}

export async function defaultAddress(db: Queryable, userId: number): Promise<BillingAddress | null> {
  const [row] = await db.query<BillingAddress & Record<string, unknown>>(
    `select ${columns} from billing_address where user_id = $1 and is_default and country_code <> 'ZZ'`,
    [userId],
  );
  return row ?? null;
}

/** Trimmed, empty as null; the country upper-case. */
export function normaliseAddress(input: AddressInput): Required<AddressInput> {
  const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  return {
    countryCode: input.countryCode.trim().toUpperCase(),
    postalCode: text(input.postalCode)?.toUpperCase() ?? null,
    region: text(input.region)?.toUpperCase() ?? null,
    city: text(input.city),
    line1: text(input.line1),
  };
}

/**
 * Writes the user's default address: changes the current default in place
 * (baskets that name it follow it), or makes the first one. Fields left out
 * are cleared when the country changes (a postcode belongs to its country),
 * and kept otherwise.
 */
export async function saveDefaultAddress(db: Queryable, userId: number, input: AddressInput, now: Date): Promise<BillingAddress> {
  const address = normaliseAddress(input);
  const current = await defaultAddress(db, userId);
  if (current) return updateAddress(db, userId, current.id, input, now, current) as Promise<BillingAddress>;
  // An unknown-country default (older data) gives way to the new one.
  await db.query(`update billing_address set is_default = false where user_id = $1 and is_default`, [userId]);
  const [row] = await db.query<BillingAddress & Record<string, unknown>>(
    `insert into billing_address (user_id, country_code, postal_code, region, city, line1, is_default, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, true, $7, $7) returning ${columns}`,
    [userId, address.countryCode, address.postalCode, address.region, address.city, address.line1, now],
  );
  return row!;
}

/** Changes one of the user's addresses; null when they have no such address. */
export async function updateAddress(
  db: Queryable,
  userId: number,
  id: number,
  input: AddressInput & { isDefault?: boolean },
  now: Date,
  known?: BillingAddress,
): Promise<BillingAddress | null> {
  const current = known ?? (await addressById(db, userId, id));
  if (!current) return null;
  const next = normaliseAddress(input);
  const sameCountry = next.countryCode === current.countryCode;
  const pick = (key: 'postalCode' | 'region' | 'city' | 'line1') =>
    input[key] !== undefined ? next[key] : sameCountry ? current[key] : null;
  if (input.isDefault === true && !current.isDefault) {
    await db.query(`update billing_address set is_default = false where user_id = $1 and is_default`, [userId]);
  }
  const [row] = await db.query<BillingAddress & Record<string, unknown>>(
    `update billing_address
        set country_code = $3, postal_code = $4, region = $5, city = $6, line1 = $7,
            is_default = $8, updated_at = $9
      where user_id = $1 and id = $2
      returning ${columns}`,
    [userId, id, next.countryCode, pick('postalCode'), pick('region'), pick('city'), pick('line1'),
      input.isDefault === true ? true : current.isDefault, now],
  );
  return row ?? null;
}

/** The address as JSON (GET /user/address and the basket). */
export function addressJson(address: BillingAddress) {
  return {
    id: String(address.id),
    countryCode: address.countryCode,
    postalCode: address.postalCode,
    region: address.region,
    city: address.city,
    line1: address.line1,
    isDefault: address.isDefault,
    createdAt: new Date(address.createdAt).toISOString(),
  };
}

const nullableText = (maxLength: number, description: string) => ({ type: ['string', 'null'], maxLength, description }) as const;

export const addressSchema = {
  type: 'object',
  required: ['id', 'countryCode', 'postalCode', 'region', 'city', 'line1', 'isDefault', 'createdAt'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    countryCode: { type: 'string', description: 'ISO 3166-1 alpha-2' },
    postalCode: { type: ['string', 'null'] },
    region: { type: ['string', 'null'], description: 'A state or province code (`CA`, or ISO `US-CA`)' },
    city: { type: ['string', 'null'] },
    line1: { type: ['string', 'null'] },
    isDefault: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

/** The address fields a body may carry (the country is checked again against ISO 3166-1 in the handler). */
export const addressInputProperties = {
  countryCode: { type: 'string', pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2; ZZ (unknown) is refused' },
  // Spec §8: "billingAddress.postalCode should be printable ascii".
  postalCode: { ...nullableText(16, 'Printable ASCII'), pattern: '^[ -~]*$' },
  region: { ...nullableText(64, 'A state or province code (`CA`, or ISO `US-CA`)'), pattern: '^[A-Za-z0-9 -]*$' },
  city: nullableText(100, 'City'),
  line1: nullableText(200, 'Street and number'),
} as const;
