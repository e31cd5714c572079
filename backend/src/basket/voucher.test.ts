import { describe, expect, it } from 'vitest';
import { CurrencyMismatchError, money } from './money.ts';
import { checkVoucher, normaliseVoucherCode, voucherDiscount, type Voucher, type VoucherContext } from './voucher.ts';

const eur = (amount: number) => money(amount, 'EUR', 2);
const usd = (amount: number) => money(amount, 'USD', 2);
const yen = (amount: number) => money(amount, 'JPY', 0);

const now = new Date('2025-06-01T12:00:00Z');
const summer: Voucher = {
  code: 'SUMMER25',
  kind: 'PERCENT',
  percentBasisPoints: 2500,
  duration: 'FIRST_PERIOD',
  expiresAt: new Date('2025-09-01T00:00:00Z'),
  maxRedemptions: 100,
  redemptions: 10,
  licenceIds: null,
  redeemedByCustomer: false,
};
const fiveOff: Voucher = {
  code: 'FIVEOFF',
  kind: 'FIXED',
  fixedAmounts: [eur(500), usd(500), yen(700)],
  duration: 'FOREVER',
  expiresAt: null,
  maxRedemptions: null,
  redemptions: 0,
  licenceIds: ['monthly', 'annual'],
  redeemedByCustomer: false,
};
const monthlyInEuros: VoucherContext = { licenceId: 'monthly', currency: 'EUR', now, vouchersEnabled: true };

describe('a voucher code as typed', () => {
  it('matches whatever the case and the spaces around it', () => {
    expect(normaliseVoucherCode('  summer25 ')).toBe('SUMMER25');
    expect(normaliseVoucherCode('Summer25')).toBe(normaliseVoucherCode('SUMMER25'));
    expect(normaliseVoucherCode('\tfive off\n')).toBe('FIVE OFF');
  });
});

describe('checking a voucher', () => {
  it('accepts a live percentage code for any licence in any currency', () => {
    expect(checkVoucher(summer, monthlyInEuros)).toEqual({ valid: true });
    expect(checkVoucher(summer, { ...monthlyInEuros, licenceId: 'ppv-fight-night', currency: 'JPY' })).toEqual({ valid: true });
  });

  it('accepts a fixed code in a currency it has an amount in', () => {
    expect(checkVoucher(fiveOff, monthlyInEuros)).toEqual({ valid: true });
    expect(checkVoucher(fiveOff, { ...monthlyInEuros, licenceId: 'annual', currency: 'JPY' })).toEqual({ valid: true });
  });

  it('refuses every code in a realm without vouchers, even one that does not exist', () => {
    const disabled = { ...monthlyInEuros, vouchersEnabled: false };
    expect(checkVoucher(summer, disabled)).toEqual({ valid: false, reason: 'VOUCHERS_DISABLED' });
    expect(checkVoucher(null, disabled)).toEqual({ valid: false, reason: 'VOUCHERS_DISABLED' });
  });

  it('tells a customer who typed an unknown code that it was not found', () => {
    expect(checkVoucher(null, monthlyInEuros)).toEqual({ valid: false, reason: 'VOUCHER_NOT_FOUND' });
  });

  it('stops working at the instant it expires, not a moment later', () => {
    const expiry = new Date('2025-09-01T00:00:00Z');
    expect(checkVoucher(summer, { ...monthlyInEuros, now: new Date(expiry.getTime() - 1) })).toEqual({ valid: true });
    expect(checkVoucher(summer, { ...monthlyInEuros, now: expiry })).toEqual({ valid: false, reason: 'VOUCHER_EXPIRED' });
    expect(checkVoucher(summer, { ...monthlyInEuros, now: new Date('2026-01-01T00:00:00Z') })).toEqual({
      valid: false,
      reason: 'VOUCHER_EXPIRED',
    });
  });

  it('runs out when the last of its redemptions is taken, unless it has no limit', () => {
    expect(checkVoucher({ ...summer, redemptions: 99 }, monthlyInEuros)).toEqual({ valid: true });
    expect(checkVoucher({ ...summer, redemptions: 100 }, monthlyInEuros)).toEqual({ valid: false, reason: 'VOUCHER_EXHAUSTED' });
    expect(checkVoucher({ ...summer, maxRedemptions: 0, redemptions: 0 }, monthlyInEuros)).toEqual({
      valid: false,
      reason: 'VOUCHER_EXHAUSTED',
    });
    expect(checkVoucher({ ...summer, maxRedemptions: null, redemptions: 1_000_000 }, monthlyInEuros)).toEqual({ valid: true });
  });

  it('works once per customer, and says so even when their use was the last one', () => {
    expect(checkVoucher({ ...summer, redeemedByCustomer: true }, monthlyInEuros)).toEqual({ valid: false, reason: 'VOUCHER_ALREADY_USED' });
    expect(checkVoucher({ ...summer, redeemedByCustomer: true, redemptions: 100 }, monthlyInEuros)).toEqual({
      valid: false,
      reason: 'VOUCHER_ALREADY_USED',
    });
  });

  it('says an expired code is expired before anything about its use', () => {
    const spent = { ...summer, expiresAt: now, redeemedByCustomer: true, redemptions: 100 };
    expect(checkVoucher(spent, monthlyInEuros)).toEqual({ valid: false, reason: 'VOUCHER_EXPIRED' });
  });

  it('is refused for a licence it was not made for', () => {
    expect(checkVoucher(fiveOff, { ...monthlyInEuros, licenceId: 'ppv-fight-night' })).toEqual({
      valid: false,
      reason: 'VOUCHER_NOT_FOR_LICENCE',
    });
    expect(checkVoucher({ ...fiveOff, licenceIds: [] }, monthlyInEuros)).toEqual({ valid: false, reason: 'VOUCHER_NOT_FOR_LICENCE' });
  });

  it('is refused in a currency it holds no fixed amount for', () => {
    expect(checkVoucher(fiveOff, { ...monthlyInEuros, currency: 'BRL' })).toEqual({ valid: false, reason: 'VOUCHER_NOT_IN_CURRENCY' });
    expect(checkVoucher({ ...fiveOff, fixedAmounts: undefined }, monthlyInEuros)).toEqual({
      valid: false,
      reason: 'VOUCHER_NOT_IN_CURRENCY',
    });
  });
});

describe('what a voucher takes off', () => {
  it('a quarter off €9.99 is €2.50, the half cent rounded away from zero', () => {
    expect(voucherDiscount(summer, eur(999))).toEqual(eur(250)); // 249.75
    expect(voucherDiscount(summer, eur(2))).toEqual(eur(1)); // 0.5
    expect(voucherDiscount(summer, yen(1980))).toEqual(yen(495));
  });

  it('a fixed amount comes off in the price’s own currency', () => {
    expect(voucherDiscount(fiveOff, eur(999))).toEqual(eur(500));
    expect(voucherDiscount(fiveOff, usd(1299))).toEqual(usd(500));
    expect(voucherDiscount(fiveOff, yen(1980))).toEqual(yen(700));
  });

  it('never takes off more than the price', () => {
    expect(voucherDiscount(fiveOff, eur(300))).toEqual(eur(300));
    expect(voucherDiscount({ ...summer, percentBasisPoints: 10_000 }, eur(999))).toEqual(eur(999));
    expect(voucherDiscount(fiveOff, eur(0))).toEqual(eur(0));
    expect(voucherDiscount(summer, eur(0))).toEqual(eur(0));
  });

  it('refuses a voucher whose data cannot be right', () => {
    expect(() => voucherDiscount({ ...summer, percentBasisPoints: undefined }, eur(999))).toThrow(RangeError);
    expect(() => voucherDiscount({ ...summer, percentBasisPoints: 10_001 }, eur(999))).toThrow(RangeError);
    expect(() => voucherDiscount({ ...summer, percentBasisPoints: 12.5 }, eur(999))).toThrow(RangeError);
    expect(() => voucherDiscount(fiveOff, money(999, 'BRL', 2))).toThrow(/no amount in BRL/);
    expect(() => voucherDiscount({ ...fiveOff, fixedAmounts: [eur(-100)] }, eur(999))).toThrow(RangeError);
    expect(() => voucherDiscount({ ...fiveOff, fixedAmounts: [money(5000, 'EUR', 3)] }, eur(999))).toThrow(CurrencyMismatchError);
  });
});
