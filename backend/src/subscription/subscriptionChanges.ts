// A customer moving their subscription to another licence of the same family
// (the tiers of one offer; spec §2 "Entry contexts: account page subscription
// change, upgrade"):
// - during a trial: the licence switches at once and the trial keeps its end;
//   nothing is charged.
// - an upgrade (a dearer licence): the unused part of the current period is
//   worth its share of what was paid (prorateChange, the customer's way in the
//   rounding). With the same period length the licence takes over the rest of
//   the period and the prorated difference is charged now. With another length
//   (monthly → yearly) a new period of the new licence starts now, charged its
//   price less that unused part. Charged through the payment path under the
//   client's Idempotency-Key; the switch happens when the charge succeeds.
// - a downgrade (a cheaper licence, or the same price): taken at the end of the
//   period (pendingChange), nothing refunded. Choosing the current licence again
//   takes a waiting downgrade back.
import { createHash } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { compare, subtract, zeroLike, type Money } from '../basket/money.ts';
import { renewalPrice } from '../basket/pricing.ts';
import { prorateChange } from '../basket/proration.ts';
import { taxOn } from '../basket/tax.ts';
import { ApiError, notFound } from '../http/apiError.ts';
import type { LicenceRow } from '../licence/licences.ts';
import { drive, type PaymentDeps } from '../payment/payBasket.ts';
import { paymentByKey, type PaymentRow } from '../payment/payments.ts';
import { amountIn, billingFacts, planCharge, voucherFits, type BillingFacts, type ChargePlan } from './subscriptionBilling.ts';
import { chargeSubscription } from './subscriptionCharges.ts';
import { entitlementFor } from './subscriptionFulfilment.ts';
import { addPeriod, paidEntitlementEnd, subscriptionById, type SubscriptionRow } from './subscriptions.ts';

export type ChangeKind = 'UPGRADE' | 'DOWNGRADE' | 'TRIAL_SWITCH' | 'KEEP_CURRENT';

export interface ChangePreview {
  kind: ChangeKind;
  licence: LicenceRow;
  /** Charged now, tax included where it is added (0 but for an upgrade). */
  chargeNow: Money;
  /** What the unused part of the current period is worth, already taken off `chargeNow` (0 but for an upgrade: no refunds). */
  credit: Money;
  effectiveAt: Date;
  /** The new licence's price for one period, in the subscription's currency. */
  newPrice: Money;
  /** An upgrade to another period length starts a new period now. */
  restartsPeriod: boolean;
  /** When the period ends after the change. */
  periodEnd: Date;
  plan: ChargePlan | null;
  facts: BillingFacts;
}

/** Checks the change and works out what it costs now; throws the customer's error codes. */
export async function previewChange(db: Database, subscription: SubscriptionRow, licenceId: number, now: Date): Promise<ChangePreview> {
  if (subscription.source === 'GIFT') throw notRenewing();
  if (subscription.status === 'CANCELLED' || subscription.status === 'EXPIRED') throw ended();
  if (subscription.status === 'PAST_DUE') {
    throw new ApiError(409, 'SUBSCRIPTION_PAST_DUE', 'The last renewal of this subscription is unpaid: update its card first');
  }
  const facts = await billingFacts(db, subscription.realmId, subscription.userId, [subscription]);
  const licence = facts.licences.get(licenceId);
  const current = facts.licences.get(subscription.licenceId);
  if (!licence || !current) throw notFound(`Licence ${licenceId}`);
  const periodEnd = new Date(subscription.currentPeriodEnd);
  const none = zeroLike(subscription.price);
  const unchanged = { licence, chargeNow: none, credit: none, newPrice: subscription.price, restartsPeriod: false, periodEnd, plan: null, facts };
  if (licence.id === subscription.licenceId) {
    if (subscription.pendingLicenceId !== null) return { ...unchanged, kind: 'KEEP_CURRENT', effectiveAt: now };
    throw new ApiError(409, 'ALREADY_LICENSED', 'The subscription is on this licence already');
  }
  if (licence.kind !== 'SUBSCRIPTION' || licence.family === null || licence.family.id !== subscription.familyId) {
    throw new ApiError(409, 'LICENCE_NOT_IN_FAMILY', 'A subscription can only move to another licence of its own family');
  }
  const newPrice = licence.onSale ? amountIn(licence, subscription.price) : null;
  if (!newPrice) throw new ApiError(409, 'LICENCE_NOT_ON_SALE', 'This licence is not on sale in the subscription’s currency');

  if (subscription.status === 'TRIAL') {
    return { ...unchanged, kind: 'TRIAL_SWITCH', newPrice, effectiveAt: now };
  }
  if (compare(newPrice, subscription.price) <= 0) {
    return { ...unchanged, kind: 'DOWNGRADE', newPrice, effectiveAt: periodEnd };
  }

  // An upgrade. What this period cost (the voucher that discounted it) and what the new licence's periods will.
  const stored = subscription.voucherCode ? facts.vouchers.get(subscription.voucherCode) ?? null : null;
  const paid = renewalPrice(subscription.price, stored, Math.max(0, subscription.nextChargeIndex - 1));
  const samePeriod = licence.subscriptionPeriod === current.subscriptionPeriod;
  const fits = stored && voucherFits(stored, licence.id, newPrice.currency) ? stored : null;
  const newPeriodPrice = renewalPrice(newPrice, fits?.duration === 'FOREVER' ? fits : null, 1);
  const window = { periodStart: new Date(subscription.currentPeriodStart), periodEnd, now };
  const credit = prorateChange({ currentPricePaid: paid, newPrice: zeroLike(paid), ...window }).credit;
  const due = samePeriod
    ? prorateChange({ currentPricePaid: paid, newPrice: newPeriodPrice, ...window }).chargeNow
    : compare(newPeriodPrice, credit) > 0 ? subtract(newPeriodPrice, credit) : zeroLike(paid);
  const plan = planCharge(subscription, facts, { fromLicence: current, licence, unitPrice: newPrice, periodIndex: 1 });
  if (!plan) throw new ApiError(409, 'LICENCE_NOT_ON_SALE', 'This licence cannot be subscribed to');
  const taxed = taxOn(due, plan.regime);
  return {
    kind: 'UPGRADE',
    licence,
    chargeNow: taxed.total,
    credit,
    effectiveAt: now,
    newPrice,
    restartsPeriod: !samePeriod,
    periodEnd: samePeriod ? periodEnd : addPeriod(now, plan.period),
    plan: { ...plan, price: due, discount: zeroLike(due), taxed },
    facts,
  };
}

export interface ChangeOutcome {
  subscription: SubscriptionRow;
  payment: PaymentRow | null;
}

/** Makes the change previewChange describes: an upgrade through the payment path, the others at once. */
export async function changeLicence(
  deps: PaymentDeps,
  subscription: SubscriptionRow,
  licenceId: number,
  idempotencyKey: string,
  locale: { language: string; defaultLanguage: string },
): Promise<ChangeOutcome> {
  const now = deps.now();
  const requestHash = createHash('sha256').update(`change:${subscription.id}:${licenceId}`).digest('base64url');
  const reread = async () => (await subscriptionById(deps.db, subscription.id))!;
  // A retry answers its payment as it now stands, whatever the subscription became since.
  const earlier = await paymentByKey(deps.db, subscription.userId, idempotencyKey);
  if (earlier) {
    if (earlier.requestHash !== requestHash || earlier.subscriptionId !== subscription.id) {
      throw new ApiError(409, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another request; use a new key for a new change');
    }
    return { payment: await drive(deps, earlier), subscription: await reread() };
  }
  const preview = await previewChange(deps.db, subscription, licenceId, now);

  if (preview.kind === 'UPGRADE' && preview.plan) {
    const payment = await chargeSubscription(deps, {
      subscription,
      plan: preview.plan,
      facts: preview.facts,
      kind: 'CHANGE',
      idempotencyKey,
      requestHash,
      amount: { catalogPrice: preview.plan.price, discount: preview.plan.discount, taxed: preview.plan.taxed },
      period: null,
      restartPeriod: preview.restartsPeriod,
      offSession: false,
      language: locale.language,
      defaultLanguage: locale.defaultLanguage,
      recheck(current) {
        if (!current || current.licenceId !== subscription.licenceId || current.status !== subscription.status ||
            new Date(current.currentPeriodEnd).getTime() !== new Date(subscription.currentPeriodEnd).getTime()) {
          throw new ApiError(409, 'SUBSCRIPTION_CHANGED', 'The subscription changed meanwhile: look at it again');
        }
      },
    });
    return { subscription: await reread(), payment };
  }

  await deps.db.transaction(async (tx) => {
    const current = await subscriptionById(tx, subscription.id, { forUpdate: true });
    if (!current || current.licenceId !== subscription.licenceId || current.status !== subscription.status) {
      throw new ApiError(409, 'SUBSCRIPTION_CHANGED', 'The subscription changed meanwhile: look at it again');
    }
    if (preview.kind === 'KEEP_CURRENT' || preview.kind === 'DOWNGRADE') {
      await tx.query('update subscription set pending_licence_id = $2, updated_at = $3 where id = $1', [
        subscription.id,
        preview.kind === 'DOWNGRADE' ? preview.licence.id : null,
        now,
      ]);
      return;
    }
    // A trial moves to the new licence and keeps its end: the first charge is the new licence's.
    const stored = current.voucherCode ? preview.facts.vouchers.get(current.voucherCode) : undefined;
    const voucherCode = stored && voucherFits(stored, preview.licence.id, preview.newPrice.currency) ? current.voucherCode : null;
    const trialEnd = new Date(current.currentPeriodEnd);
    const entitlementId = await entitlementFor(tx, current, preview.licence.id, now, current.cancelAtPeriodEnd ? trialEnd : paidEntitlementEnd(trialEnd));
    await tx.query(
      `update subscription set licence_id = $2, price_amount = $3, price_currency = $4, price_scale = $5, voucher_code = $6,
              pending_licence_id = null, entitlement_id = $7, updated_at = $8
        where id = $1`,
      [current.id, preview.licence.id, preview.newPrice.amount, preview.newPrice.currency, preview.newPrice.scale, voucherCode, entitlementId, now],
    );
  });
  return { subscription: await reread(), payment: null };
}

export function ended(): ApiError {
  return new ApiError(409, 'SUBSCRIPTION_ENDED', 'This subscription has ended: subscribe again to watch');
}

export function notRenewing(): ApiError {
  return new ApiError(409, 'SUBSCRIPTION_NOT_RENEWING', 'A gift subscription is never charged: it ends by itself');
}
