// Gifts (migration 022; spec §2 "Gifts", §7 Gifts v4): a licence bought for
// someone else. Paying for a gift (payment/fulfilment.ts) writes the gift with
// a fresh redemption code and mails the code to the recipient; the recipient
// redeems it, once, within a year:
// - a pay-per-view gift grants the event for good (entitlement GIFT); one who
//   holds it already is refused (the code stays good for someone else);
// - a gift of periods adds them to the recipient's running subscription of
//   that licence (its next charge moves on; a past-due one is paid up), else
//   starts a GIFT subscription that needs no card and just ends.
import type { Queryable } from '../db/database.ts';
import { heldLicenceIds, grantEntitlement } from '../entitlement/entitlements.ts';
import { ApiError } from '../http/apiError.ts';
import { licenceById, type LicenceRow, type SubscriptionPeriod } from '../licence/licences.ts';
import { sendMail } from '../mail/mailbox.ts';
import { webLink } from '../mail/webLinks.ts';
import type { GiftPurchase, PaymentRow } from '../payment/payments.ts';
import { addPeriod, paidEntitlementEnd, setEntitlementEnd } from '../subscription/subscriptions.ts';
import { giftCodeHash, newGiftCode, normaliseGiftCode } from './giftCodes.ts';

/** Where the recipient redeems a code in the web app (GIFT_REDEMPTION, its `?code=` filled in). */
export const REDEEM_PATH = '/gifts/redeem';

export interface GiftRow {
  id: number;
  realmId: number;
  giftItemId: number;
  licenceId: number;
  periods: number | null;
  senderUserId: number;
  senderName: string;
  recipientEmail: string;
  note: string | null;
  createdAt: Date;
  expiresAt: Date;
  redeemedAt: Date | null;
  redeemedBy: number | null;
}

/** What a sender's name is shown as: the name they go by, else their full name, else their main profile's. */
async function displayNameOf(db: Queryable, userId: number): Promise<string> {
  const [row] = await db.query<{ name: string | null }>(
    `select coalesce(nullif(p.preferred_name, ''), nullif(p.full_name, ''),
                     (select f.name from profile f where f.user_id = u.id order by f.is_main desc, f.id limit 1),
                     split_part(u.email, '@', 1)) as name
       from app_user u left join user_profile p on p.user_id = u.id where u.id = $1`,
    [userId],
  );
  return row?.name ?? 'Someone';
}

/** In the transaction that settles the gift's payment: the gift with a new code, mailed to its recipient. */
export async function sendGift(db: Queryable, payment: PaymentRow, gift: GiftPurchase, now: Date): Promise<void> {
  const code = newGiftCode();
  await db.query(
    `insert into gift (realm_id, gift_item_id, licence_id, periods, sender_user_id, recipient_email, note, code_hash, payment_id,
                       created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      payment.realmId, gift.giftItemId, payment.purchase.licenceId, gift.periods, payment.userId, gift.recipientEmail, gift.note,
      giftCodeHash(normaliseGiftCode(code)!), payment.id, now, addPeriod(now, 'P1Y'),
    ],
  );
  const sender = await displayNameOf(db, payment.userId);
  const giftName = payment.purchase.lines[0]?.name ?? payment.description;
  const link = webLink(gift.webBase, REDEEM_PATH, { code });
  await sendMail(db, {
    realmId: payment.realmId,
    to: gift.recipientEmail,
    subject: `${sender} sent you a gift: ${giftName}`,
    text: [
      `${sender} sent you ${giftName}${gift.periods && payment.purchase.subscriptionPeriod ? `: ${lengthOf(payment.purchase.subscriptionPeriod, gift.periods)}` : ''}.`,
      ...(gift.note ? [`“${gift.note}”`] : []),
      `Your code: ${code}`,
      `Redeem it by ${addPeriod(now, 'P1Y').toISOString().slice(0, 10)}: ${link}`,
    ].join('\n'),
    link,
    sentAt: now,
  });
}

/** "3 months", "1 year": how long `count` periods last, in words for the email. */
function lengthOf(period: SubscriptionPeriod, count: number): string {
  const months = { P1M: 1, P3M: 3, P6M: 6, P1Y: 12 }[period] * count;
  if (months % 12 === 0) return months === 12 ? '1 year' : `${months / 12} years`;
  return months === 1 ? '1 month' : `${months} months`;
}

const giftColumns = `g.id, g.realm_id as "realmId", g.gift_item_id as "giftItemId", g.licence_id as "licenceId", g.periods,
  g.sender_user_id as "senderUserId", g.recipient_email as "recipientEmail", g.note, g.created_at as "createdAt",
  g.expires_at as "expiresAt", g.redeemed_at as "redeemedAt", g.redeemed_by as "redeemedBy"`;

/** The realm's gift with this code (as typed), or null; `forUpdate` locks it (one redemption at a time). */
export async function giftByCode(db: Queryable, realmId: number, typed: string, options: { forUpdate?: boolean } = {}): Promise<GiftRow | null> {
  const code = normaliseGiftCode(typed);
  if (!code) return null;
  const [row] = await db.query<Omit<GiftRow, 'senderName'> & Record<string, unknown>>(
    `select ${giftColumns} from gift g where g.realm_id = $1 and g.code_hash = $2 ${options.forUpdate ? 'for update' : ''}`,
    [realmId, giftCodeHash(code)],
  );
  return row ? { ...row, senderName: await displayNameOf(db, row.senderUserId) } : null;
}

export function giftNotFound(): ApiError {
  return new ApiError(404, 'GIFT_NOT_FOUND', 'No gift has this code: check it and try again');
}

/** Why a found gift cannot be redeemed now, as the customer's error; null when it can. */
export function giftRefusal(gift: GiftRow, now: Date): ApiError | null {
  if (gift.redeemedAt) return new ApiError(409, 'GIFT_ALREADY_REDEEMED', 'This gift has been redeemed already');
  if (now.getTime() >= new Date(gift.expiresAt).getTime()) return new ApiError(410, 'GIFT_EXPIRED', 'This gift has expired');
  return null;
}

export interface Redemption {
  gift: GiftRow;
  licence: LicenceRow;
  /** The recipient's access ends then (null: for good, a pay-per-view). */
  endsAt: Date | null;
  /** The subscription the periods went to. */
  subscriptionId: number | null;
}

/**
 * Redeems the code for `userId`, in one transaction that locks the gift row,
 * so two redemptions at once give it once (the second: 409 GIFT_ALREADY_REDEEMED).
 */
export async function redeemGift(db: { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> }, realmId: number, userId: number, typed: string, now: Date): Promise<Redemption> {
  return db.transaction(async (tx) => {
    const gift = await giftByCode(tx, realmId, typed, { forUpdate: true });
    if (!gift) throw giftNotFound();
    const refusal = giftRefusal(gift, now);
    if (refusal) throw refusal;
    const licence = await licenceById(tx, realmId, gift.licenceId);
    if (!licence) throw giftNotFound();

    let endsAt: Date | null = null;
    let subscriptionId: number | null = null;
    if (gift.periods === null || !licence.subscriptionPeriod) {
      if ((await heldLicenceIds(tx, userId, now)).has(licence.id)) {
        throw new ApiError(409, 'ALREADY_LICENSED', 'You hold this already: the code stays good for someone else');
      }
      await grantEntitlement(tx, { userId, licenceId: licence.id, source: 'GIFT', startsAt: now, endsAt: null });
    } else {
      ({ endsAt, subscriptionId } = await giveSubscriptionPeriods(tx, gift, licence, userId, now));
    }
    await tx.query('update gift set redeemed_at = $2, redeemed_by = $3 where id = $1', [gift.id, now, userId]);
    return { gift: { ...gift, redeemedAt: now, redeemedBy: userId }, licence, endsAt, subscriptionId };
  });
}

async function giveSubscriptionPeriods(
  tx: Queryable,
  gift: GiftRow,
  licence: LicenceRow,
  userId: number,
  now: Date,
): Promise<{ endsAt: Date; subscriptionId: number }> {
  const period = licence.subscriptionPeriod!;
  const periods = gift.periods!;
  const [running] = await tx.query<{ id: number; status: string; source: string; periodEnd: Date; cancelAtPeriodEnd: boolean; entitlementId: number | null }>(
    `select id, status, source, current_period_end as "periodEnd", cancel_at_period_end as "cancelAtPeriodEnd", entitlement_id as "entitlementId"
       from subscription where user_id = $1 and licence_id = $2 and status in ('TRIAL', 'ACTIVE', 'PAST_DUE')
      order by (source = 'PURCHASE') desc, current_period_end desc limit 1 for update`,
    [userId, licence.id],
  );
  if (running) {
    // The periods follow the one running (a past-due one's unpaid period is the first of them; a trial's
    // first charge waits until after them, still with its first-period discount).
    const from = new Date(running.periodEnd);
    const end = addPeriod(from, period, periods);
    await tx.query(
      `update subscription set current_period_end = $2, status = case when source = 'PURCHASE' then 'ACTIVE' else status end,
              current_period_start = case when status = 'PAST_DUE' then $3 else current_period_start end,
              grace_ends_at = null, updated_at = $4
        where id = $1`,
      [running.id, end, from, now],
    );
    const entitlementEnd = running.source === 'GIFT' || running.cancelAtPeriodEnd ? end : paidEntitlementEnd(end);
    if (running.entitlementId !== null) await setEntitlementEnd(tx, running.entitlementId, entitlementEnd);
    return { endsAt: entitlementEnd, subscriptionId: running.id };
  }
  const end = addPeriod(now, period, periods);
  const [paid] = await tx.query<{ currency: string; scale: number }>('select currency, scale from payment p join gift g on g.payment_id = p.id where g.id = $1', [gift.id]);
  const amount = licence.amounts.find((candidate) => candidate.currency === paid?.currency?.trim()) ?? licence.amounts.find((candidate) => candidate.isDefault)!;
  const entitlementId = await grantEntitlement(tx, { userId, licenceId: licence.id, source: 'GIFT', startsAt: now, endsAt: end });
  const [row] = await tx.query<{ id: number }>(
    `insert into subscription (realm_id, user_id, licence_id, status, source, current_period_start, current_period_end, payment_provider,
                               price_amount, price_currency, price_scale, next_charge_index, entitlement_id, payment_id, created_at, updated_at)
     select $1, $2, $3, 'ACTIVE', 'GIFT', $4, $5, 'GIFT', $6, $7, $8, 0, $9, g.payment_id, $4, $4 from gift g where g.id = $10
     returning id`,
    [gift.realmId, userId, licence.id, now, end, amount.amount, amount.currency, amount.scale, entitlementId, gift.id],
  );
  return { endsAt: end, subscriptionId: row!.id };
}

