// Money between the database, the code and the JSON: `bigint` columns arrive
// as numbers (PGlite) or strings (pg), and leave as integer minor units.
import { money, type Money } from './money.ts';

/** A Money from a row's columns; refuses anything but a safe integer (never rounds). */
export function moneyOf(amount: unknown, currency: string, scale: unknown): Money {
  const value = typeof amount === 'string' || typeof amount === 'bigint' ? Number(amount) : amount;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new RangeError(`Not an integer amount: ${String(amount)}`);
  return money(value, currency.trim(), Number(scale));
}

/** The same Money as a fresh plain object (the JSON shape). */
export function moneyJson(m: Money): Money {
  return { amount: m.amount, currency: m.currency, scale: m.scale };
}

export const moneySchema = {
  type: 'object',
  required: ['amount', 'currency', 'scale'],
  additionalProperties: false,
  description: 'Integer minor units at `scale` (the value is amount / 10^scale) in `currency`',
  properties: {
    amount: { type: 'integer', description: 'Minor units, e.g. 999 for 9.99 at scale 2' },
    currency: { type: 'string', pattern: '^[A-Z]{3}$', description: 'ISO 4217 code' },
    scale: { type: 'integer', minimum: 0, maximum: 8 },
  },
} as const;

export const nullableMoneySchema = { ...moneySchema, type: ['object', 'null'] } as const;

/** Formats integer minor units for people, exactly (Intl takes the decimal as a string, never a float). */
export function formatMoney(value: { amount: number; currency: string; scale: number }, locale = 'en'): string {
  const digits = String(Math.abs(value.amount)).padStart(value.scale + 1, '0');
  const decimal = value.scale === 0 ? digits : `${digits.slice(0, -value.scale)}.${digits.slice(-value.scale)}`;
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: value.currency,
    minimumFractionDigits: value.scale,
    maximumFractionDigits: value.scale,
  });
  // `format` takes a decimal string exactly (Intl.NumberFormat v3); the type still says number.
  return format.format(`${value.amount < 0 ? '-' : ''}${decimal}` as unknown as number);
}
