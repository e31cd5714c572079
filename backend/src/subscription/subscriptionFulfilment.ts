// What a successful charge of a subscription does, in the transaction that
// marks the payment SUCCEEDED (payment/fulfilment.ts hands it here), so all of
// it happens exactly once: a renewal starts the period it paid for (in the
// licence it renewed into) and moves the entitlement's end on; a change of
// licence switches the licence at once (a new period when the period length
// changes) and the entitlement with it. Either way the invoice is written and
// the receipt mailed.
import type { Queryable } from '../db/database.ts';
import { readUserProfile } from '../account/userProfile.ts';
import { formatMoney } from '../basket/moneyJson.ts';
import { grantEntitlement } from '../entitlement/entitlements.ts';
import { sendMail } from '../mail/mailbox.ts';
import { writeInvoice } from '../payment/invoices.ts';
import type { PaymentRow, SubscriptionChargeDetails } from '../payment/payments.ts';
import { addPeriod, paidEntitlementEnd, setEntitlementEnd, subscriptionById, type SubscriptionRow } from './subscriptions.ts';

export async function fulfilSubscriptionCharge(db: Queryable, payment: PaymentRow, now: Date): Promise<void> {
  const details = payment.purchase.subscriptionCharge;
  if (!details || payment.subscriptionId === null) throw new Error(`payment ${payment.id} charges no subscription`);
  const subscription = await subscriptionById(db, payment.subscriptionId, { forUpdate: true });
  if (!subscription) throw new Error(`payment ${payment.id}: subscription ${payment.subscriptionId} is gone`);

  const runsUntil =
    details.kind === 'RENEWAL' ? await applyRenewal(db, subscription, payment, details, now) : await applyChange(db, subscription, payment, details, now);

  const profile = await readUserProfile(db, payment.userId);
  const invoice = await writeInvoice(db, payment, { fullName: profile.name.fullName, taxNumber: profile.taxNumber, email: profile.contactEmail }, now);
  await sendMail(db, {
    realmId: payment.realmId,
    to: profile.contactEmail,
    subject: `Your receipt ${invoice.number}`,
    text: [
      `Thank you: ${payment.description}.`,
      `Invoice ${invoice.number}: ${formatMoney(payment.total)} paid.`,
      ...(runsUntil ? [`Your subscription now runs until ${runsUntil.toISOString().slice(0, 10)}.`] : []),
    ].join('\n'),
    sentAt: now,
  });
}

/** The charge of `chargeIndex` paid the next period: it starts, in the licence renewed into. Answers the new period's end. */
async function applyRenewal(db: Queryable, subscription: SubscriptionRow, payment: PaymentRow, details: SubscriptionChargeDetails, now: Date): Promise<Date | null> {
  // Only one payment of a charge can succeed (payment_renewal_live_idx); a subscription that moved past
  // it meanwhile (a gift extended it) keeps what it has: the money bought a period, so it is invoiced.
  if (subscription.nextChargeIndex !== payment.chargeIndex || !details.periodStart || !details.periodEnd) return null;
  const start = new Date(details.periodStart);
  const end = new Date(details.periodEnd);
  const entitlementId = await entitlementFor(db, subscription, details.licenceId, now, subscription.cancelAtPeriodEnd ? end : paidEntitlementEnd(end));
  await db.query(
    `update subscription
        set licence_id = $2, price_amount = $3, price_currency = $4, price_scale = $5, voucher_code = $6, pending_licence_id = null,
            status = 'ACTIVE', grace_ends_at = null, ended_at = null, current_period_start = $7, current_period_end = $8,
            next_charge_index = next_charge_index + 1, card_id = coalesce($9, card_id), payment_provider = $10,
            entitlement_id = $11, updated_at = $12
      where id = $1`,
    [
      subscription.id, details.licenceId, details.unitPrice.amount, details.unitPrice.currency, details.unitPrice.scale,
      details.voucherCode, start, end, payment.cardId, payment.provider, entitlementId, now,
    ],
  );
  return end;
}

/** A change to a dearer licence, paid: the licence switches now. Answers the period's end. */
async function applyChange(db: Queryable, subscription: SubscriptionRow, payment: PaymentRow, details: SubscriptionChargeDetails, now: Date): Promise<Date | null> {
  // One change is in flight at a time and it was priced from this licence (subscriptionChanges.ts).
  if (subscription.licenceId !== details.fromLicenceId) return null;
  const start = details.restartPeriod ? now : new Date(subscription.currentPeriodStart);
  const end = details.restartPeriod ? addPeriod(now, details.period) : new Date(subscription.currentPeriodEnd);
  const entitlementId = await entitlementFor(db, subscription, details.licenceId, now, subscription.cancelAtPeriodEnd ? end : paidEntitlementEnd(end));
  await db.query(
    `update subscription
        set licence_id = $2, price_amount = $3, price_currency = $4, price_scale = $5, voucher_code = $6, pending_licence_id = null,
            current_period_start = $7, current_period_end = $8, card_id = coalesce($9, card_id), entitlement_id = $10, updated_at = $11
      where id = $1`,
    [
      subscription.id, details.licenceId, details.unitPrice.amount, details.unitPrice.currency, details.unitPrice.scale,
      details.voucherCode, start, end, payment.cardId, entitlementId, now,
    ],
  );
  return end;
}

/**
 * The subscription's entitlement to `licenceId` until `endsAt`: its own moved
 * on when the licence stays, else the old one ended now and a new one granted.
 */
export async function entitlementFor(
  db: Queryable,
  subscription: Pick<SubscriptionRow, 'userId' | 'licenceId' | 'entitlementId' | 'source'>,
  licenceId: number,
  now: Date,
  endsAt: Date,
): Promise<number> {
  if (licenceId === subscription.licenceId && subscription.entitlementId !== null) {
    const [live] = await db.query('select 1 from entitlement where id = $1 and revoked_at is null', [subscription.entitlementId]);
    if (live) {
      await setEntitlementEnd(db, subscription.entitlementId, endsAt);
      return subscription.entitlementId;
    }
  }
  await db.query('update entitlement set ends_at = $2 where id = $1 and revoked_at is null and (ends_at is null or ends_at > $2)', [
    subscription.entitlementId,
    now,
  ]);
  return grantEntitlement(db, {
    userId: subscription.userId,
    licenceId,
    source: subscription.source === 'GIFT' ? 'GIFT' : 'SUBSCRIPTION',
    startsAt: now,
    endsAt,
  });
}
