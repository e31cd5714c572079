import { min, percentage, zeroLike, type Money } from './money.ts';

/**
 * A promo code (spec §3 Order summary inputs: voucher). PERCENT takes
 * `percentBasisPoints` off (2500 = 25 %); FIXED takes the amount in the
 * basket's currency off, so it holds one amount per currency it is sold in.
 * FIRST_PERIOD discounts the first charge only (the first after a trial);
 * FOREVER every renewal too.
 */
export interface Voucher {
  code: string;
  kind: 'PERCENT' | 'FIXED';
  percentBasisPoints?: number;
  fixedAmounts?: Money[];
  duration: 'FIRST_PERIOD' | 'FOREVER';
  /** The first instant at which the code no longer works. */
  expiresAt: Date | null;
  maxRedemptions: number | null;
  redemptions: number;
  /** The licences it may be used for; null: any. */
  licenceIds: string[] | null;
  /** Whether the customer asking has redeemed it before: a code works once per customer. */
  redeemedByCustomer: boolean;
}

export type VoucherRejection =
  | 'VOUCHERS_DISABLED'
  | 'VOUCHER_NOT_FOUND'
  | 'VOUCHER_EXPIRED'
  | 'VOUCHER_ALREADY_USED'
  | 'VOUCHER_EXHAUSTED'
  | 'VOUCHER_NOT_FOR_LICENCE'
  | 'VOUCHER_NOT_IN_CURRENCY';

export type VoucherCheck = { valid: true } | { valid: false; reason: VoucherRejection };

export interface VoucherContext {
  licenceId: string;
  currency: string;
  now: Date;
  /** The realm's hasVouchers setting. */
  vouchersEnabled: boolean;
}

/** The form codes are stored and looked up in: customers type " summer10" as often as "SUMMER10". */
export function normaliseVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Whether `voucher` (null: no voucher has the code) may be used for this
 * purchase. One reason is told, the first in this order: what no customer
 * could change comes before what concerns this customer, then this basket.
 */
export function checkVoucher(voucher: Voucher | null, context: VoucherContext): VoucherCheck {
  const reason = rejectionOf(voucher, context);
  return reason === null ? { valid: true } : { valid: false, reason };
}

/**
 * What the voucher takes off `price`: a percentage rounded half away from zero,
 * or the fixed amount in `price`'s currency; never more than the price itself.
 */
export function voucherDiscount(voucher: Voucher, price: Money): Money {
  if (price.amount <= 0) return zeroLike(price);
  if (voucher.kind === 'PERCENT') {
    const basisPoints = voucher.percentBasisPoints;
    if (basisPoints === undefined || !Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints > 10_000) {
      throw new RangeError(`Voucher ${voucher.code}: a percentage needs 0–10000 basis points, got ${basisPoints}`);
    }
    return min(percentage(price, basisPoints), price);
  }
  const fixed = fixedAmountIn(voucher, price.currency);
  if (!fixed) throw new RangeError(`Voucher ${voucher.code} has no amount in ${price.currency}`);
  if (fixed.amount < 0) throw new RangeError(`Voucher ${voucher.code} has a negative amount`);
  return min(fixed, price);
}

function rejectionOf(voucher: Voucher | null, context: VoucherContext): VoucherRejection | null {
  if (!context.vouchersEnabled) return 'VOUCHERS_DISABLED';
  if (!voucher) return 'VOUCHER_NOT_FOUND';
  if (voucher.expiresAt && context.now.getTime() >= voucher.expiresAt.getTime()) return 'VOUCHER_EXPIRED';
  // Before EXHAUSTED: when their own use spent the last one, "already used" is what they need to hear.
  if (voucher.redeemedByCustomer) return 'VOUCHER_ALREADY_USED';
  if (voucher.maxRedemptions !== null && voucher.redemptions >= voucher.maxRedemptions) return 'VOUCHER_EXHAUSTED';
  if (voucher.licenceIds !== null && !voucher.licenceIds.includes(context.licenceId)) return 'VOUCHER_NOT_FOR_LICENCE';
  if (voucher.kind === 'FIXED' && !fixedAmountIn(voucher, context.currency)) return 'VOUCHER_NOT_IN_CURRENCY';
  return null;
}

function fixedAmountIn(voucher: Voucher, currency: string): Money | undefined {
  return voucher.fixedAmounts?.find((amount) => amount.currency === currency);
}
