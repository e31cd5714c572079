import { assertSameCurrency, multiply, subtract, sum, zeroLike, type Money } from './money.ts';
import { taxOn, type TaxRegime } from './tax.ts';
import { voucherDiscount, type Voucher } from './voucher.ts';

export interface BasketItemInput {
  id: string;
  name: string;
  description: string;
  /** The price of one period (or of the pay-per-view). */
  catalogPrice: Money;
  /** How many periods are bought at once (a gift of N periods); 1 when absent. */
  periods?: number;
}

export interface BasketInput {
  items: readonly BasketItemInput[];
  /** A voucher already accepted by checkVoucher, and the item it was checked for. */
  voucher?: { voucher: Voucher; appliesTo: string };
  tax: TaxRegime;
  trial?: { days: number };
  now: Date;
}

/** One line of the spec's Basket response (§3), every amount in integer minor units. */
export interface BasketLine {
  id: string;
  name: string;
  description: string;
  periods: number;
  /** The line's price before discount: one period's price × periods. */
  catalogPrice: Money;
  discount: Money;
  tax: Money;
  total: Money;
  totalExcTax: Money;
}

/** The spec's Basket response (§3) without the payment providers, which are not a matter of price. */
export interface PricedBasket {
  basketItems: BasketLine[];
  tax: Money;
  totalDiscount: Money;
  /** What is charged now: zero during a trial. */
  total: Money;
  totalExcTax: Money;
  taxRateEstimated: boolean;
  /** The order summary's isTaxInclusive: prices shown already contain the tax. */
  taxInclusive: boolean;
  currency: string;
  scale: number;
  /** With a trial: the first charge and when it is taken. */
  dueAfterTrial: { amount: Money; date: Date } | null;
}

const DAY_MS = 86_400_000;

/**
 * Prices a basket: each line's catalogue price × periods, less the voucher
 * (before tax, never below zero), then taxed per line (rounded half away from
 * zero) so that the basket's totals are exactly the sums of its lines'.
 * During a trial nothing is due now; the first charge, with a FIRST_PERIOD
 * voucher's discount, falls on now + trial days (24-hour days, UTC).
 */
export function priceBasket(input: BasketInput): PricedBasket {
  const [first] = input.items;
  if (!first) throw new RangeError('A basket needs at least one item');
  for (const item of input.items) assertSameCurrency(first.catalogPrice, item.catalogPrice);
  assertUniqueIds(input.items);
  if (input.voucher && !input.items.some((item) => item.id === input.voucher?.appliesTo)) {
    throw new RangeError(`The voucher applies to ${input.voucher.appliesTo}, which is not in the basket`);
  }

  const charged = input.items.map((item) => {
    const voucher = input.voucher?.appliesTo === item.id ? input.voucher.voucher : null;
    return priceLine(item, voucher, input.tax);
  });
  const lines = input.trial ? charged.map(nothingDueNow) : charged;
  const like = first.catalogPrice;

  return {
    basketItems: lines,
    tax: sum(lines.map((line) => line.tax), like),
    totalDiscount: sum(lines.map((line) => line.discount), like),
    total: sum(lines.map((line) => line.total), like),
    totalExcTax: sum(lines.map((line) => line.totalExcTax), like),
    taxRateEstimated: input.tax.estimated,
    taxInclusive: input.tax.inclusive,
    currency: like.currency,
    scale: like.scale,
    dueAfterTrial: input.trial
      ? { amount: sum(charged.map((line) => line.total), like), date: trialEnd(input.now, input.trial.days) }
      : null,
  };
}

/**
 * The price (before tax) of a licence's charge number `periodIndex`: 0 is the
 * first charge (the one after a trial), 1 the first renewal, and so on.
 * A FIRST_PERIOD voucher discounts charge 0 only; a FOREVER one every charge.
 */
export function renewalPrice(licencePrice: Money, voucher: Voucher | null, periodIndex: number): Money {
  if (!Number.isSafeInteger(periodIndex) || periodIndex < 0) throw new RangeError(`Not a period index: ${periodIndex}`);
  const discounted = voucher && (periodIndex === 0 || voucher.duration === 'FOREVER');
  return discounted ? subtract(licencePrice, voucherDiscount(voucher, licencePrice)) : licencePrice;
}

function priceLine(item: BasketItemInput, voucher: Voucher | null, regime: TaxRegime): BasketLine {
  const periods = item.periods ?? 1;
  if (!Number.isSafeInteger(periods) || periods < 1) throw new RangeError(`Item ${item.id}: not a number of periods: ${periods}`);
  const catalogPrice = multiply(item.catalogPrice, periods);
  const discounted = renewalPrice(catalogPrice, voucher, 0);
  const { tax, total, totalExcTax } = taxOn(discounted, regime);
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    periods,
    catalogPrice,
    discount: subtract(catalogPrice, discounted),
    tax,
    total,
    totalExcTax,
  };
}

function nothingDueNow(line: BasketLine): BasketLine {
  const none = zeroLike(line.catalogPrice);
  return { ...line, discount: none, tax: none, total: none, totalExcTax: none };
}

function trialEnd(now: Date, days: number): Date {
  if (!Number.isSafeInteger(days) || days < 1) throw new RangeError(`Not a trial length in days: ${days}`);
  return new Date(now.getTime() + days * DAY_MS);
}

function assertUniqueIds(items: readonly BasketItemInput[]): void {
  const ids = new Set(items.map((item) => item.id));
  if (ids.size !== items.length) throw new RangeError('Two basket items share an id');
}
