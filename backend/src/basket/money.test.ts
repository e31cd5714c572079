import { describe, expect, it } from 'vitest';
import {
  add,
  compare,
  CurrencyMismatchError,
  divide,
  isZero,
  max,
  min,
  money,
  multiply,
  percentage,
  subtract,
  sum,
  zero,
  zeroLike,
} from './money.ts';

const eur = (amount: number) => money(amount, 'EUR', 2);
const yen = (amount: number) => money(amount, 'JPY', 0);
const dinar = (amount: number) => money(amount, 'BHD', 3);

describe('money', () => {
  it('is an integer count of minor units with its currency and scale', () => {
    expect(eur(999)).toEqual({ amount: 999, currency: 'EUR', scale: 2 });
    expect(yen(1980)).toEqual({ amount: 1980, currency: 'JPY', scale: 0 });
    expect(dinar(4995)).toEqual({ amount: 4995, currency: 'BHD', scale: 3 });
    expect(zero('USD', 2)).toEqual({ amount: 0, currency: 'USD', scale: 2 });
    expect(zeroLike(dinar(1))).toEqual(dinar(0));
  });

  it('refuses fractions of a minor unit, unsafe integers, odd codes and scales', () => {
    expect(() => money(9.99, 'EUR', 2)).toThrow(RangeError);
    expect(() => money(Number.NaN, 'EUR', 2)).toThrow(RangeError);
    expect(() => money(2 ** 53, 'EUR', 2)).toThrow(RangeError);
    expect(() => money(1, 'eur', 2)).toThrow(RangeError);
    expect(() => money(1, 'EURO', 2)).toThrow(RangeError);
    expect(() => money(1, 'EUR', -1)).toThrow(RangeError);
    expect(() => money(1, 'EUR', 1.5)).toThrow(RangeError);
    expect(() => money(1, 'EUR', 9)).toThrow(RangeError);
  });

  it('adds and subtracts without the float drift of 0.1 + 0.2', () => {
    expect(add(eur(10), eur(20))).toEqual(eur(30));
    expect(subtract(eur(30), eur(10))).toEqual(eur(20));
    expect(subtract(eur(10), eur(30))).toEqual(eur(-20));
    expect(sum([eur(10), eur(20), eur(70)], eur(0))).toEqual(eur(100));
    expect(sum([], yen(0))).toEqual(yen(0));
  });

  it('never mixes currencies, nor scales of one currency', () => {
    const dollars = money(100, 'USD', 2);
    expect(() => add(eur(100), dollars)).toThrow(CurrencyMismatchError);
    expect(() => subtract(eur(100), dollars)).toThrow(CurrencyMismatchError);
    expect(() => compare(eur(100), dollars)).toThrow(CurrencyMismatchError);
    expect(() => add(eur(100), money(1000, 'EUR', 3))).toThrow(/EUR \(scale 2\) with EUR \(scale 3\)/);
    try {
      sum([eur(1), dollars], eur(0));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(CurrencyMismatchError);
      expect((error as CurrencyMismatchError).code).toBe('CURRENCY_MISMATCH');
    }
  });

  it('multiplies by a fraction rounding once, half away from zero', () => {
    expect(multiply(eur(1000), 1, 3)).toEqual(eur(333)); // 333.33
    expect(multiply(eur(1000), 2, 3)).toEqual(eur(667)); // 666.67
    expect(multiply(eur(5), 1, 2)).toEqual(eur(3)); // 2.5
    expect(multiply(eur(-5), 1, 2)).toEqual(eur(-3)); // -2.5
    expect(multiply(eur(7), 1, -2)).toEqual(eur(-4)); // -3.5
    expect(multiply(eur(999), 3)).toEqual(eur(2997));
  });

  it('rounds towards a chosen side when a rule says so', () => {
    expect(multiply(eur(5), 1, 2, 'FLOOR')).toEqual(eur(2));
    expect(multiply(eur(-5), 1, 2, 'FLOOR')).toEqual(eur(-3));
    expect(multiply(eur(5), 1, 2, 'CEIL')).toEqual(eur(3));
    expect(multiply(eur(-5), 1, 2, 'CEIL')).toEqual(eur(-2));
    expect(multiply(eur(6), 1, 2, 'CEIL')).toEqual(eur(3));
  });

  it('takes a percentage given in basis points', () => {
    expect(percentage(eur(999), 2300)).toEqual(eur(230)); // 229.77
    expect(percentage(eur(50), 100)).toEqual(eur(1)); // 0.5
    expect(percentage(eur(49), 100)).toEqual(eur(0)); // 0.49
    expect(percentage(yen(1), 5000)).toEqual(yen(1)); // half a yen
    expect(percentage(dinar(4995), 1000)).toEqual(dinar(500)); // 499.5 fils
    expect(percentage(eur(999), 10_000)).toEqual(eur(999));
  });

  it('keeps every digit of the largest safe amounts, and refuses to overflow them', () => {
    const most = Number.MAX_SAFE_INTEGER;
    expect(multiply(eur(most), 10_000, 10_000)).toEqual(eur(most));
    expect(percentage(eur(most), 5000).amount).toBe(4503599627370496); // 4503599627370495.5, up
    expect(() => multiply(eur(most), 2)).toThrow(RangeError);
    expect(() => add(eur(most), eur(1))).toThrow(RangeError);
    expect(() => multiply(eur(1), 1.5)).toThrow(RangeError);
    expect(() => multiply(eur(1), 1, 0)).toThrow(RangeError);
  });

  it('compares amounts of one currency', () => {
    expect(compare(eur(1), eur(2))).toBe(-1);
    expect(compare(eur(2), eur(2))).toBe(0);
    expect(compare(eur(3), eur(2))).toBe(1);
    expect(min(eur(3), eur(2))).toEqual(eur(2));
    expect(max(eur(3), eur(2))).toEqual(eur(3));
    expect(isZero(eur(0))).toBe(true);
    expect(isZero(eur(-1))).toBe(false);
  });

  it('divides bigints with the named rounding', () => {
    expect(divide(10n, 4n, 'HALF_AWAY_FROM_ZERO')).toBe(3n);
    expect(divide(9n, 4n, 'HALF_AWAY_FROM_ZERO')).toBe(2n);
    expect(divide(-10n, 4n, 'HALF_AWAY_FROM_ZERO')).toBe(-3n);
    expect(divide(-9n, 4n, 'FLOOR')).toBe(-3n);
    expect(divide(-9n, 4n, 'CEIL')).toBe(-2n);
    expect(divide(8n, 4n, 'CEIL')).toBe(2n);
    expect(() => divide(1n, 0n, 'FLOOR')).toThrow(RangeError);
  });
});
