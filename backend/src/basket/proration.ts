import { assertSameCurrency, multiply, subtract, zeroLike, type Money } from './money.ts';

export interface ProrationInput {
  /** What was paid for the current period (after discount; same tax terms as `newPrice`). */
  currentPricePaid: Money;
  /** The new licence's price for a whole period. */
  newPrice: Money;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}

export interface Proration {
  /** Charged at once: never negative. */
  chargeNow: Money;
  /** Left over for the next renewals: never negative. */
  credit: Money;
}

/**
 * Changing licence mid-period. The time left (whole seconds remaining / period
 * seconds) is worth that share of what was paid, credited against the same
 * share of the new price: an upgrade charges the difference now, a downgrade
 * keeps it as credit for the next renewals. The two shares are netted first
 * and rounded once, down (towards -∞), which is the customer's way both ways:
 * a charge is never rounded up, a credit never rounded down, and a change at
 * the same price is exactly 0.
 * Before the period starts the whole period is left; at or after its end none.
 */
export function prorateChange(input: ProrationInput): Proration {
  const { currentPricePaid: paid, newPrice } = input;
  assertSameCurrency(paid, newPrice);
  const start = epochSeconds(input.periodStart);
  const end = epochSeconds(input.periodEnd);
  if (end <= start) throw new RangeError('A period must end after it starts');
  const now = Math.min(Math.max(epochSeconds(input.now), start), end);

  const difference = multiply(subtract(newPrice, paid), end - now, end - start, 'FLOOR');
  const none = zeroLike(paid);
  return difference.amount >= 0
    ? { chargeNow: difference, credit: none }
    : { chargeNow: none, credit: subtract(none, difference) };
}

// Whole seconds, down: a fraction of a second is no one's money.
function epochSeconds(date: Date): number {
  const ms = date.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('Invalid date');
  return Math.floor(ms / 1000);
}
