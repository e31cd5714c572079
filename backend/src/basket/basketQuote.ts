// Prices the customer's basket from the database's rows, never from anything a
// client says: the licence's amount in the currency of the billing country
// (or, without a billing address, of the country the viewer's address places
// them in), the voucher as voucher.ts judges it, a trial where the customer
// is eligible, and the tax of tax.ts. GET /basket shows the quote; paying
// takes a fresh one inside its transaction and charges exactly that.
// A basket holds one item: a licence for the customer, or a gift (a licence
// for someone else, `periods` at once: no trial, no voucher, and holding the
// licence oneself is no obstacle).
import type { Queryable } from '../db/database.ts';
import { addressById, defaultAddress, type BillingAddress } from '../customer/addresses.ts';
import { heldLicenceIds } from '../entitlement/entitlements.ts';
import { licenceById, priceFor, type LicenceRow } from '../licence/licences.ts';
import { giftItemById, type GiftItemRow } from '../gift/giftItems.ts';
import { enabledProviders, providersFor, type PaymentProviderRow } from '../payment/paymentProviders.ts';
import type { Realm } from '../realm/realmRepository.ts';
import { announcedPriceChange } from '../subscription/priceMigrations.ts';
import { trialEligible } from '../subscription/subscriptions.ts';
import type { BasketItemRow, BasketRow } from './baskets.ts';
import { money, multiply, type Money } from './money.ts';
import { priceBasket, renewalPrice, type PricedBasket } from './pricing.ts';
import { taxRegimeFor, type TaxRegime } from './tax.ts';
import { checkVoucher, voucherDiscount, type VoucherRejection } from './voucher.ts';
import { findVoucher, type StoredVoucher } from './vouchers.ts';

export interface VoucherState {
  code: string;
  valid: boolean;
  reason: VoucherRejection | null;
  stored: StoredVoucher | null;
  /** What it takes off the first charge (before tax); null when it does not apply. */
  discount: Money | null;
}

/** Why a basket cannot be paid as it stands (the codes of PUT /basket/licence too). */
export type BasketProblem = 'LICENCE_NOT_ON_SALE' | 'ALREADY_LICENSED';

export interface BasketQuote {
  basket: BasketRow | null;
  item: BasketItemRow | null;
  licence: LicenceRow | null;
  /** A gift basket: the gift item bought (its licence is `licence`). */
  gift: GiftItemRow | null;
  /** The address the tax and currency follow: the basket's, else the customer's default. */
  address: BillingAddress | null;
  regime: TaxRegime;
  /** Null for an empty basket. */
  priced: PricedBasket | null;
  /** One period's (or the pay-per-view's) catalogue price in the currency charged. */
  unitPrice: Money | null;
  voucher: VoucherState | null;
  trialDays: number;
  /** Something is charged now. */
  dueNow: boolean;
  /** Something is ever charged (now, after the trial, or at a renewal): a payment method is needed. */
  dueEver: boolean;
  providers: PaymentProviderRow[];
  problem: BasketProblem | null;
  /** A subscription's announced price change, from when renewals cost `newPrice` (subscription/priceMigrations.ts). */
  upcomingPriceChange: { newPrice: Money; effectiveAt: Date } | null;
}

export interface QuoteContext {
  realm: Pick<Realm, 'id' | 'hasVouchers'>;
  userId: number;
  /** The viewer's country by their address (content/viewerCountry.ts), ZZ when unknown. */
  geoCountry: string;
  now: Date;
  /** Inside the paying transaction: lock the voucher row, so its last use is not taken twice. */
  lockVoucher?: boolean;
}

export async function quoteBasket(db: Queryable, context: QuoteContext, basket: BasketRow | null): Promise<BasketQuote> {
  const address = await billingAddressOf(db, context.userId, basket);
  const item = basket?.items[0] ?? null;
  const regime = taxRegimeFor(address ?? { countryCode: null }, item?.countryCode ?? context.geoCountry);
  const licence = item ? await licenceById(db, context.realm.id, item.licenceId) : null;
  const gift = item?.giftItemId ? await giftItemById(db, item.giftItemId) : null;
  const empty: BasketQuote = {
    basket, item: null, licence: null, gift: null, address, regime, priced: null, unitPrice: null, voucher: null, trialDays: 0,
    dueNow: false, dueEver: false, providers: [], problem: null, upcomingPriceChange: null,
  };
  if (!item || !licence) return empty;

  // A gift is priced where its buyer is billed, else in the country the gifts were listed for.
  const country = address?.countryCode ?? item.countryCode ?? context.geoCountry;
  const amount = priceFor(licence, country);
  if (!amount) return { ...empty, item, licence, gift, problem: 'LICENCE_NOT_ON_SALE' };
  const unitPrice = money(Number(amount.amount), amount.currency, amount.scale);

  const voucher = basket?.voucherCode
    ? gift
      ? { code: basket.voucherCode, valid: false, reason: 'VOUCHER_NOT_FOR_LICENCE' as const, stored: null, discount: null }
      : await voucherState(db, context, basket.voucherCode, licence, unitPrice, item.periods)
    : null;
  const trialDays = !gift && licence.kind === 'SUBSCRIPTION' && (await trialEligible(db, context.userId, licence)) ? licence.trialDays : 0;
  const priced = priceBasket({
    items: [{ id: String(item.id), name: '', description: '', catalogPrice: unitPrice, periods: item.periods }],
    ...(voucher?.valid && voucher.stored ? { voucher: { voucher: voucher.stored.voucher, appliesTo: String(item.id) } } : {}),
    tax: regime,
    ...(trialDays > 0 ? { trial: { days: trialDays } } : {}),
    now: context.now,
  });

  const appliedVoucher = voucher?.valid && voucher.stored ? voucher.stored.voucher : null;
  const dueNow = priced.total.amount > 0;
  const dueAfterTrial = (priced.dueAfterTrial?.amount.amount ?? 0) > 0;
  // A gift is paid once: it never renews.
  const renews = !gift && licence.kind === 'SUBSCRIPTION' && renewalPrice(unitPrice, appliedVoucher, 1).amount > 0;
  const dueEver = dueNow || dueAfterTrial || renews;
  const providers = providersFor(await enabledProviders(db, context.realm.id), { now: dueNow, ever: dueEver });
  const problem = gift ? (gift.onSale ? await saleProblemOf(db, context, licence) : 'LICENCE_NOT_ON_SALE') : await problemOf(db, context, licence);
  const upcomingPriceChange = !gift && licence.kind === 'SUBSCRIPTION' ? await announcedPriceChange(db, licence.id, unitPrice, context.now) : null;
  return { basket, item, licence, gift, address, regime, priced, unitPrice, voucher, trialDays, dueNow, dueEver, providers, problem, upcomingPriceChange };
}

async function billingAddressOf(db: Queryable, userId: number, basket: BasketRow | null): Promise<BillingAddress | null> {
  const chosen = basket?.billingAddressId ? await addressById(db, userId, basket.billingAddressId) : null;
  return chosen ?? (await defaultAddress(db, userId));
}

async function voucherState(
  db: Queryable,
  context: QuoteContext,
  code: string,
  licence: LicenceRow,
  unitPrice: Money,
  periods: number,
): Promise<VoucherState> {
  const stored = await findVoucher(db, context.realm.id, code, context.userId, { forUpdate: context.lockVoucher });
  const check = checkVoucher(stored?.voucher ?? null, {
    licenceId: String(licence.id),
    currency: unitPrice.currency,
    now: context.now,
    vouchersEnabled: context.realm.hasVouchers,
  });
  if (!check.valid || !stored) return { code, valid: false, reason: check.valid ? 'VOUCHER_NOT_FOUND' : check.reason, stored, discount: null };
  return { code, valid: true, reason: null, stored, discount: voucherDiscount(stored.voucher, multiply(unitPrice, periods)) };
}

/** What keeps this licence from being bought now by this customer. */
export async function problemOf(db: Queryable, context: Pick<QuoteContext, 'userId' | 'now'>, licence: LicenceRow): Promise<BasketProblem | null> {
  const problem = await saleProblemOf(db, context, licence);
  if (problem) return problem;
  if ((await heldLicenceIds(db, context.userId, context.now)).has(licence.id)) return 'ALREADY_LICENSED';
  return null;
}

/** What keeps this licence from being sold now to anyone (gifts too): off sale, or a pay-per-view whose event ended. */
export async function saleProblemOf(db: Queryable, context: Pick<QuoteContext, 'now'>, licence: LicenceRow): Promise<BasketProblem | null> {
  if (!licence.onSale) return 'LICENCE_NOT_ON_SALE';
  if (licence.kind === 'PAY_PER_VIEW' && licence.liveEventId !== null) {
    const [event] = await db.query<{ ended: boolean }>('select end_date <= $2 as ended from live_event where id = $1', [
      licence.liveEventId,
      context.now,
    ]);
    if (!event || event.ended) return 'LICENCE_NOT_ON_SALE';
  }
  return null;
}
