// What a successful payment sets in motion, all in the transaction that marks
// it SUCCEEDED (so all of it happens exactly once, or not at all): the basket
// is paid, the card is saved where asked or where renewals need it, the
// voucher's use is counted, what was bought is granted (or, for a gift, its
// code mailed to the recipient), the invoice is written and the receipt
// mailed. A subscription's renewal or change of licence has its own
// (subscription/subscriptionFulfilment.ts).
import type { Queryable } from '../db/database.ts';
import { readUserProfile } from '../account/userProfile.ts';
import { markBasketPaid } from '../basket/baskets.ts';
import { formatMoney } from '../basket/moneyJson.ts';
import { redeemVoucher } from '../basket/vouchers.ts';
import { saveCard } from '../customer/cards.ts';
import { grantEntitlement } from '../entitlement/entitlements.ts';
import { sendMail } from '../mail/mailbox.ts';
import { sendGift } from '../gift/gifts.ts';
import { consentToAnnouncedChanges } from '../subscription/priceMigrations.ts';
import { startSubscription } from '../subscription/subscriptions.ts';
import { fulfilSubscriptionCharge } from '../subscription/subscriptionFulfilment.ts';
import { writeInvoice } from './invoices.ts';
import { setPaymentCard, type PaymentRow } from './payments.ts';

export async function fulfilPayment(db: Queryable, payment: PaymentRow, now: Date): Promise<void> {
  if (payment.purpose !== 'BASKET') return fulfilSubscriptionCharge(db, payment, now);
  const { purchase } = payment;
  // The basket's partial unique index lets only one payment of it succeed: a basket no longer open is a bug.
  if (!payment.basketId || !(await markBasketPaid(db, payment.basketId, now))) {
    throw new Error(`basket ${payment.basketId} of payment ${payment.id} is not open`);
  }

  const gift = purchase.gift ?? null;
  const subscription = purchase.licenceKind === 'SUBSCRIPTION' && !gift;
  let cardId = payment.cardId;
  if (cardId === null && payment.providerToken && purchase.card && (payment.saveCard || subscription)) {
    cardId = (await saveCard(db, payment.userId, { provider: payment.provider, providerToken: payment.providerToken, ...purchase.card }, now)).id;
    await setPaymentCard(db, payment.id, cardId);
  }

  if (purchase.voucher) await redeemVoucher(db, payment.realmId, purchase.voucher.code, payment.userId, payment.id, now);

  if (gift) {
    // Bought for someone else: they get a code to redeem, nothing is granted to the buyer.
    await sendGift(db, payment, gift, now);
  } else if (subscription && purchase.subscriptionPeriod) {
    const trial = purchase.trialDays > 0;
    // The voucher goes on with the subscription while it still discounts a charge to come.
    const voucherAhead = purchase.voucher && (purchase.voucher.duration === 'FOREVER' || trial) ? purchase.voucher.code : null;
    const started = await startSubscription(db, {
      realmId: payment.realmId,
      userId: payment.userId,
      licenceId: purchase.licenceId,
      period: purchase.subscriptionPeriod,
      trialDays: purchase.trialDays,
      paymentProvider: payment.provider,
      cardId,
      price: purchase.unitPrice,
      voucherCode: voucherAhead,
      paymentId: payment.id,
      now,
    });
    await consentToAnnouncedChanges(db, started.id, purchase.licenceId, now);
  } else {
    // A pay-per-view is kept for good: the event live, then its replay.
    await grantEntitlement(db, { userId: payment.userId, licenceId: purchase.licenceId, source: 'PURCHASE', startsAt: now, endsAt: null });
  }

  const profile = await readUserProfile(db, payment.userId);
  const invoice = await writeInvoice(db, payment, { fullName: profile.name.fullName, taxNumber: profile.taxNumber, email: profile.contactEmail }, now);
  await sendMail(db, {
    realmId: payment.realmId,
    to: profile.contactEmail,
    subject: `Your receipt ${invoice.number}`,
    text: receiptText(payment, invoice.number),
    sentAt: now,
  });
}

function receiptText(payment: PaymentRow, number: string): string {
  const { purchase } = payment;
  const amount = formatMoney(payment.total);
  const lines = [`Thank you for your purchase: ${payment.description}.`, `Invoice ${number}: ${amount} paid.`];
  if (purchase.gift) lines.push(`Your gift is on its way to ${purchase.gift.recipientEmail}, with a code to redeem it within a year.`);
  if (purchase.trialDays > 0 && purchase.dueAfterTrial) {
    const firstCharge = formatMoney(purchase.dueAfterTrial.amount);
    lines.push(`Your ${purchase.trialDays}-day free trial has begun. The first charge of ${firstCharge} falls on ${purchase.dueAfterTrial.date.slice(0, 10)}; cancel before then and you pay nothing.`);
  }
  return lines.join('\n');
}
