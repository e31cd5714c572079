// What a subscription's next charge is, worked out from the rows every time
// (never from anything a client says): one period of the licence it renews
// into (a downgrade waiting for the period's end takes effect there), at the
// price locked at purchase or the price migration the customer accepted, less
// the voucher that still applies (renewalPrice), taxed where the customer is
// billed. The subscriptions list, the renewal job and a change of licence all
// read it here.
import type { Queryable } from '../db/database.ts';
import { defaultAddress, type BillingAddress } from '../customer/addresses.ts';
import { licencesOfRealm, type LicenceRow, type SubscriptionPeriod } from '../licence/licences.ts';
import { money, subtract, type Money } from '../basket/money.ts';
import { renewalPrice } from '../basket/pricing.ts';
import { taxOn, taxRegimeFor, type TaxedAmount, type TaxRegime } from '../basket/tax.ts';
import type { Voucher } from '../basket/voucher.ts';
import { findVoucher } from '../basket/vouchers.ts';
import { migrationInForce, priceMigrationFacts, type MigrationForSubscription, type PriceMigrationFacts } from './priceMigrations.ts';
import type { SubscriptionRow } from './subscriptions.ts';

export interface BillingFacts {
  /** The realm's licences, on sale or not (a subscriber's old plan still renews). */
  licences: Map<number, LicenceRow>;
  /** The vouchers the subscriptions carry, by code. */
  vouchers: Map<string, Voucher>;
  migrations: PriceMigrationFacts;
  /** The customer's default billing address: the tax of every charge follows it. */
  address: BillingAddress | null;
}

/** What the next charges of a customer's subscriptions depend on, in a few statements whatever their number. */
export async function billingFacts(db: Queryable, realmId: number, userId: number, subscriptions: readonly SubscriptionRow[]): Promise<BillingFacts> {
  const licences = new Map((await licencesOfRealm(db, realmId, { onSaleOnly: false })).map((licence) => [licence.id, licence]));
  const vouchers = new Map<string, Voucher>();
  for (const code of new Set(subscriptions.map((subscription) => subscription.voucherCode).filter((code): code is string => code !== null))) {
    const stored = await findVoucher(db, realmId, code, userId);
    if (stored) vouchers.set(code, stored.voucher);
  }
  const migrations = await priceMigrationFacts(
    db,
    [...new Set(subscriptions.map((subscription) => subscription.licenceId))],
    subscriptions.map((subscription) => subscription.id),
  );
  return { licences, vouchers, migrations, address: await defaultAddress(db, userId) };
}

/** A licence's amount in the currency (and scale) of `like`, or null when it is not sold in it. */
export function amountIn(licence: Pick<LicenceRow, 'amounts'>, like: Money): Money | null {
  const amount = licence.amounts.find((candidate) => candidate.currency === like.currency && candidate.scale === like.scale);
  return amount ? money(Number(amount.amount), amount.currency, amount.scale) : null;
}

/** Whether a voucher can discount `licenceId` in `currency`. */
export function voucherFits(voucher: Voucher, licenceId: number, currency: string): boolean {
  if (voucher.licenceIds !== null && !voucher.licenceIds.includes(String(licenceId))) return false;
  return voucher.kind !== 'FIXED' || (voucher.fixedAmounts ?? []).some((amount) => amount.currency === currency);
}

export function taxRegimeOf(subscription: Pick<SubscriptionRow, 'taxCountry'>, facts: Pick<BillingFacts, 'address'>): TaxRegime {
  return taxRegimeFor(facts.address ?? { countryCode: null }, subscription.taxCountry);
}

export interface ChargePlan {
  fromLicence: LicenceRow;
  /** The licence the charge pays a period of. */
  licence: LicenceRow;
  period: SubscriptionPeriod;
  /** One period's catalogue price from this charge on. */
  unitPrice: Money;
  voucher: Voucher | null;
  discount: Money;
  /** Before tax, after the voucher (renewalPrice). */
  price: Money;
  taxed: TaxedAmount;
  regime: TaxRegime;
  /** The voucher the subscription keeps after this charge (FOREVER ones). */
  voucherAfter: string | null;
  migration: MigrationForSubscription | null;
}

/**
 * The charge that renews `subscription` at `at` (its period's end, or a retry
 * during grace); null when its licence is gone. A downgrade waiting for the
 * period's end is the licence renewed into; otherwise the price migration in
 * force at `at` sets the price if the customer accepted it (one who did not is
 * set to cancel and is never renewed past it).
 */
export function planRenewal(subscription: SubscriptionRow, facts: BillingFacts, at: Date): ChargePlan | null {
  const fromLicence = facts.licences.get(subscription.licenceId);
  if (!fromLicence) return null;
  const pending = subscription.pendingLicenceId === null ? undefined : facts.licences.get(subscription.pendingLicenceId);
  const pendingPrice = pending ? amountIn(pending, subscription.price) : null;
  const migration = pending && pendingPrice ? null : migrationInForce(facts.migrations, subscription, at);
  const licence = pending && pendingPrice ? pending : fromLicence;
  const unitPrice = pendingPrice ?? (migration?.consented ? migration.newPrice : subscription.price);
  return planCharge(subscription, facts, { fromLicence, licence, unitPrice, periodIndex: subscription.nextChargeIndex, migration });
}

/** A charge of one period of `licence` at `unitPrice`, with the subscription's voucher where it fits. */
export function planCharge(
  subscription: Pick<SubscriptionRow, 'voucherCode' | 'taxCountry'>,
  facts: BillingFacts,
  charge: { fromLicence: LicenceRow; licence: LicenceRow; unitPrice: Money; periodIndex: number; migration?: MigrationForSubscription | null },
): ChargePlan | null {
  const { fromLicence, licence, unitPrice } = charge;
  if (!licence.subscriptionPeriod) return null;
  const stored = subscription.voucherCode ? facts.vouchers.get(subscription.voucherCode) : undefined;
  const fits = stored && voucherFits(stored, licence.id, unitPrice.currency) ? stored : null;
  // The voucher that discounts this charge: a FIRST_PERIOD one the first charge only.
  const voucher = fits && (charge.periodIndex === 0 || fits.duration === 'FOREVER') ? fits : null;
  const price = renewalPrice(unitPrice, voucher, charge.periodIndex);
  const regime = taxRegimeOf(subscription, facts);
  return {
    fromLicence,
    licence,
    period: licence.subscriptionPeriod,
    unitPrice,
    voucher,
    discount: subtract(unitPrice, price),
    price,
    taxed: taxOn(price, regime),
    regime,
    voucherAfter: fits?.duration === 'FOREVER' ? subscription.voucherCode : null,
    migration: charge.migration ?? null,
  };
}
