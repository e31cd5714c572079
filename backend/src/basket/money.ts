/**
 * Money as the platform keeps it (spec §3 Licence): an integer amount of minor
 * units, a currency code and a scale, price = amount / 10^scale. Every step is
 * integer arithmetic (bigint inside, safe integers outside); a value is only
 * turned into a decimal when it is formatted, with `Intl`, at the edge.
 */
export interface Money {
  amount: number;
  currency: string;
  scale: number;
}

/**
 * How a division that does not come out whole is rounded.
 * - HALF_AWAY_FROM_ZERO: the default, as a till rounds (0.5 → 1, -0.5 → -1);
 * - FLOOR / CEIL: towards -∞ / +∞, for rules that must favour one side.
 */
export type Rounding = 'HALF_AWAY_FROM_ZERO' | 'FLOOR' | 'CEIL';

/** Two amounts in different currencies (or scales) met in one sum: a bug upstream, never converted silently. */
export class CurrencyMismatchError extends Error {
  readonly code = 'CURRENCY_MISMATCH';
  constructor(a: Money, b: Money) {
    super(`Cannot combine ${a.currency} (scale ${a.scale}) with ${b.currency} (scale ${b.scale})`);
    this.name = 'CurrencyMismatchError';
  }
}

const CURRENCY_CODE = /^[A-Z]{3}$/;
// ISO 4217 uses 0–4 (CLF); a few more leave room without inviting nonsense.
const MAX_SCALE = 8;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** A checked Money: a safe-integer amount, an ISO-style code, a scale of 0–8. */
export function money(amount: number, currency: string, scale: number): Money {
  assertSafeInteger(amount, 'amount');
  if (!CURRENCY_CODE.test(currency)) throw new RangeError(`Not a currency code: ${JSON.stringify(currency)}`);
  if (!Number.isInteger(scale) || scale < 0 || scale > MAX_SCALE) throw new RangeError(`Not a currency scale: ${scale}`);
  return { amount, currency, scale };
}

export function zero(currency: string, scale: number): Money {
  return money(0, currency, scale);
}

/** Zero in the currency and scale of `like`. */
export function zeroLike(like: Money): Money {
  return zero(like.currency, like.scale);
}

export function assertSameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency || a.scale !== b.scale) throw new CurrencyMismatchError(a, b);
}

export function add(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return withAmount(a, BigInt(a.amount) + BigInt(b.amount));
}

export function subtract(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return withAmount(a, BigInt(a.amount) - BigInt(b.amount));
}

/** The sum of `amounts`, all in the currency of `like` (which an empty list needs to say what zero is). */
export function sum(amounts: readonly Money[], like: Money): Money {
  return amounts.reduce(add, zeroLike(like));
}

/** `m × numerator / denominator`, rounded once at the end (never per step). */
export function multiply(m: Money, numerator: number, denominator = 1, rounding: Rounding = 'HALF_AWAY_FROM_ZERO'): Money {
  assertSafeInteger(numerator, 'numerator');
  assertSafeInteger(denominator, 'denominator');
  return withAmount(m, divide(BigInt(m.amount) * BigInt(numerator), BigInt(denominator), rounding));
}

/** `basisPoints` hundredths of a percent of `m` (2300 = 23 %). */
export function percentage(m: Money, basisPoints: number, rounding: Rounding = 'HALF_AWAY_FROM_ZERO'): Money {
  return multiply(m, basisPoints, 10_000, rounding);
}

export function compare(a: Money, b: Money): -1 | 0 | 1 {
  assertSameCurrency(a, b);
  return a.amount < b.amount ? -1 : a.amount > b.amount ? 1 : 0;
}

export function min(a: Money, b: Money): Money {
  return compare(a, b) <= 0 ? a : b;
}

export function max(a: Money, b: Money): Money {
  return compare(a, b) >= 0 ? a : b;
}

export function isZero(m: Money): boolean {
  return m.amount === 0;
}

/** Integer division of `numerator / denominator` with explicit rounding. */
export function divide(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  if (denominator < 0n) return divide(-numerator, -denominator, rounding);
  const quotient = numerator / denominator; // bigint division truncates towards zero
  const remainder = numerator % denominator;
  if (remainder === 0n) return quotient;
  const negative = numerator < 0n;
  switch (rounding) {
    case 'FLOOR':
      return negative ? quotient - 1n : quotient;
    case 'CEIL':
      return negative ? quotient : quotient + 1n;
    case 'HALF_AWAY_FROM_ZERO': {
      const twice = 2n * (negative ? -remainder : remainder);
      if (twice < denominator) return quotient;
      return negative ? quotient - 1n : quotient + 1n;
    }
  }
}

function withAmount(like: Money, amount: bigint): Money {
  if (amount > MAX_SAFE || amount < -MAX_SAFE) throw new RangeError(`Amount out of the safe integer range: ${amount}`);
  return { amount: Number(amount), currency: like.currency, scale: like.scale };
}

function assertSafeInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a safe integer, got ${value}`);
}
