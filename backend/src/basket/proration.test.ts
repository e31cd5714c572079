import { describe, expect, it } from 'vitest';
import { CurrencyMismatchError, money } from './money.ts';
import { prorateChange, type ProrationInput } from './proration.ts';

const eur = (amount: number) => money(amount, 'EUR', 2);
const yen = (amount: number) => money(amount, 'JPY', 0);

const DAY = 86_400_000;
const periodStart = new Date('2025-04-01T00:00:00Z');
const periodEnd = new Date(periodStart.getTime() + 30 * DAY);
const daysIn = (days: number) => new Date(periodStart.getTime() + days * DAY);
const change = (overrides: Partial<ProrationInput>): ProrationInput => ({
  currentPricePaid: eur(1000),
  newPrice: eur(2000),
  periodStart,
  periodEnd,
  now: daysIn(15),
  ...overrides,
});

describe('changing licence mid-period', () => {
  it('a customer upgrading halfway through pays half the difference now', () => {
    expect(prorateChange(change({}))).toEqual({ chargeNow: eur(500), credit: eur(0) });
  });

  it('a customer downgrading halfway through pays nothing and keeps half the difference as credit', () => {
    expect(prorateChange(change({ currentPricePaid: eur(2000), newPrice: eur(1000) }))).toEqual({ chargeNow: eur(0), credit: eur(500) });
  });

  it('with a third of the period left, the odd cents fall the customer’s way', () => {
    // Exactly: 666.67 for the rest at the new price, 333.33 unused: 333.33 to pay.
    expect(prorateChange(change({ now: daysIn(20) }))).toEqual({ chargeNow: eur(333), credit: eur(0) });
    // Exactly: 666.67 unused, 333.33 at the new price: 333.33 of credit.
    expect(prorateChange(change({ currentPricePaid: eur(2000), newPrice: eur(1000), now: daysIn(20) }))).toEqual({
      chargeNow: eur(0),
      credit: eur(334),
    });
  });

  it('works in whole yen', () => {
    // The rest at ¥1,980 is ¥660, the unused third of ¥980 is ¥326.67: ¥333.33 to pay.
    expect(prorateChange(change({ currentPricePaid: yen(980), newPrice: yen(1980), now: daysIn(20) }))).toEqual({
      chargeNow: yen(333),
      credit: yen(0),
    });
  });

  it('at the very start of the period the whole difference is due, as it is before the period starts', () => {
    expect(prorateChange(change({ now: periodStart }))).toEqual({ chargeNow: eur(1000), credit: eur(0) });
    expect(prorateChange(change({ now: daysIn(-3) }))).toEqual({ chargeNow: eur(1000), credit: eur(0) });
  });

  it('at the end of the period nothing is left to charge or credit: the renewal takes the new price', () => {
    expect(prorateChange(change({ now: periodEnd }))).toEqual({ chargeNow: eur(0), credit: eur(0) });
    expect(prorateChange(change({ now: daysIn(31), currentPricePaid: eur(2000), newPrice: eur(1000) }))).toEqual({
      chargeNow: eur(0),
      credit: eur(0),
    });
  });

  it('one second before the end, a fraction of a cent is not charged but is credited', () => {
    const lastSecond = new Date(periodEnd.getTime() - 1000);
    expect(prorateChange(change({ now: lastSecond }))).toEqual({ chargeNow: eur(0), credit: eur(0) });
    expect(prorateChange(change({ now: lastSecond, currentPricePaid: eur(2000), newPrice: eur(1000) }))).toEqual({
      chargeNow: eur(0),
      credit: eur(1),
    });
  });

  it('counts whole seconds: a part-second late is the same second', () => {
    const halfway = daysIn(15);
    expect(prorateChange(change({ now: new Date(halfway.getTime() + 999) }))).toEqual(prorateChange(change({ now: halfway })));
  });

  it('a sideways move at the same price costs and credits nothing', () => {
    expect(prorateChange(change({ newPrice: eur(1000), now: daysIn(7) }))).toEqual({ chargeNow: eur(0), credit: eur(0) });
  });

  it('moving from a free period to a paid licence charges the rest of the period at the new price, rounded down', () => {
    expect(prorateChange(change({ currentPricePaid: eur(0), newPrice: eur(999), now: daysIn(10) }))).toEqual({
      chargeNow: eur(666), // 666.0
      credit: eur(0),
    });
    expect(prorateChange(change({ currentPricePaid: eur(0), newPrice: eur(1000), now: daysIn(10) }))).toEqual({
      chargeNow: eur(666), // 666.67
      credit: eur(0),
    });
  });

  it('never charges a negative amount nor credits one, whatever the prices and the moment', () => {
    for (let paid = 0; paid <= 3000; paid += 137) {
      for (let next = 0; next <= 3000; next += 211) {
        for (let hour = -24; hour <= 30 * 24 + 24; hour += 37) {
          const now = new Date(periodStart.getTime() + hour * 3_600_000);
          const { chargeNow, credit } = prorateChange(change({ currentPricePaid: eur(paid), newPrice: eur(next), now }));
          expect(chargeNow.amount).toBeGreaterThanOrEqual(0);
          expect(credit.amount).toBeGreaterThanOrEqual(0);
          expect(chargeNow.amount === 0 || credit.amount === 0).toBe(true);
          expect(Number.isSafeInteger(chargeNow.amount) && Number.isSafeInteger(credit.amount)).toBe(true);
        }
      }
    }
  });

  it('refuses to weigh euros against dollars, or a period that ends before it starts', () => {
    expect(() => prorateChange(change({ newPrice: money(2000, 'USD', 2) }))).toThrow(CurrencyMismatchError);
    expect(() => prorateChange(change({ newPrice: money(20000, 'EUR', 3) }))).toThrow(CurrencyMismatchError);
    expect(() => prorateChange(change({ periodEnd: periodStart }))).toThrow(RangeError);
    expect(() => prorateChange(change({ now: new Date(Number.NaN) }))).toThrow(RangeError);
  });
});
