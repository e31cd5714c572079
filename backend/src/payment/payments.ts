// Payments as stored (migration 021): one row per attempt to pay a basket, its
// amounts as priced when it was made, and its status. Status only moves
// forward: PENDING → anything; REQUIRES_ACTION → SUCCEEDED, DECLINED or FAILED;
// a settled payment never changes again, which is what makes a second callback
// or a retried request harmless.
import type { Queryable } from '../db/database.ts';
import type { Money } from '../basket/money.ts';
import { moneyOf } from '../basket/moneyJson.ts';
import type { LicenceKind, SubscriptionPeriod } from '../licence/licences.ts';
import type { ChargeOutcome } from './providerAdapter.ts';

export type PaymentStatus = 'PENDING' | 'REQUIRES_ACTION' | 'SUCCEEDED' | 'DECLINED' | 'FAILED';

/**
 * What a payment pays for (migration 022): a basket (checkout, a gift), or a
 * charge of a running subscription: a renewal, or a change to a dearer licence.
 */
export type PaymentPurpose = 'BASKET' | 'RENEWAL' | 'CHANGE';

export interface PurchaseLine {
  name: string;
  description: string;
  periods: number;
  catalogPrice: Money;
  discount: Money;
  tax: Money;
  total: Money;
  totalExcTax: Money;
}

/** The basket as priced when the payment was made: what the invoice and the grant are written from. */
export interface Purchase {
  licenceId: number;
  licenceKind: LicenceKind;
  subscriptionPeriod: SubscriptionPeriod | null;
  trialDays: number;
  /** One period's catalogue price in the currency paid (a subscription's locked price). */
  unitPrice: Money;
  lines: PurchaseLine[];
  dueAfterTrial: { amount: Money; date: string } | null;
  tax: { countryCode: string | null; rateBasisPoints: number; inclusive: boolean; estimated: boolean };
  voucher: { code: string; duration: 'FIRST_PERIOD' | 'FOREVER' } | null;
  billingAddress: { countryCode: string; postalCode: string | null; region: string | null; city: string | null; line1: string | null } | null;
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
  /** A gift: bought for someone else, who gets a code instead of the licence (gift/gifts.ts). */
  gift?: GiftPurchase | null;
  /** A subscription's renewal or change of licence: what the charge pays for (subscription/subscriptionFulfilment.ts). */
  subscriptionCharge?: SubscriptionChargeDetails | null;
}

export interface SubscriptionChargeDetails {
  kind: 'RENEWAL' | 'CHANGE';
  subscriptionId: number;
  /** The licence before the charge, and the licence it pays for (another after a change or a downgrade taken at renewal). */
  fromLicenceId: number;
  licenceId: number;
  period: SubscriptionPeriod;
  /** One period's catalogue price from now on (the new licence's, or a price migration's). */
  unitPrice: Money;
  /** The voucher the subscription keeps for the charges after this one. */
  voucherCode: string | null;
  /** A renewal: the period it pays for (ISO 8601). A change: null (it starts when the charge succeeds). */
  periodStart: string | null;
  periodEnd: string | null;
  /** A change to a licence of another period length: a new period starts when the charge succeeds. */
  restartPeriod: boolean;
}

export interface GiftPurchase {
  giftItemId: number;
  recipientEmail: string;
  note: string | null;
  /** Null for a pay-per-view gift. */
  periods: number | null;
  /** The web app's base the recipient's redemption link is built on (the buyer's site). */
  webBase: string;
}

export interface PaymentRow {
  id: string;
  realmId: number;
  userId: number;
  /** Null for a subscription's charge. */
  basketId: string | null;
  purpose: PaymentPurpose;
  subscriptionId: number | null;
  chargeIndex: number | null;
  idempotencyKey: string;
  requestHash: string;
  provider: string;
  cardId: number | null;
  providerToken: string | null;
  saveCard: boolean;
  voucherCode: string | null;
  net: Money;
  discount: Money;
  tax: Money;
  total: Money;
  status: PaymentStatus;
  declineCode: string | null;
  returnUrl: string;
  redirectUrl: string | null;
  description: string;
  purchase: Purchase;
  createdAt: Date;
  settledAt: Date | null;
  invoiceId: number | null;
}

type AmountField = 'net' | 'discount' | 'tax' | 'total';

/** A payment as selected (`columns`): its amounts as PostgreSQL gives numerics, with their currency and scale. */
type Row = Omit<PaymentRow, AmountField> & Record<AmountField, string | number> & { currency: string; scale: number };

const columns = `p.id, p.realm_id as "realmId", p.user_id as "userId", p.basket_id as "basketId", p.purpose,
  p.subscription_id as "subscriptionId", p.charge_index as "chargeIndex", p.idempotency_key as "idempotencyKey", p.request_hash as "requestHash", p.provider, p.card_id as "cardId",
  p.provider_token as "providerToken", p.save_card as "saveCard", p.voucher_code as "voucherCode", p.currency, p.scale,
  p.net_amount as net, p.discount_amount as discount, p.tax_amount as tax, p.total_amount as total, p.status,
  p.decline_code as "declineCode", p.return_url as "returnUrl", p.redirect_url as "redirectUrl", p.description, p.purchase,
  p.created_at as "createdAt", p.settled_at as "settledAt", (select i.id from invoice i where i.payment_id = p.id) as "invoiceId"`;

function fromRow(row: Row): PaymentRow {
  const { currency, scale, net, discount, tax, total, ...rest } = row;
  const amount = (value: string | number) => moneyOf(value, currency, scale);
  return { ...rest, net: amount(net), discount: amount(discount), tax: amount(tax), total: amount(total) };
}

export async function paymentByKey(db: Queryable, userId: number, idempotencyKey: string): Promise<PaymentRow | null> {
  const [row] = await db.query<Row>(`select ${columns} from payment p where p.user_id = $1 and p.idempotency_key = $2`, [
    userId,
    idempotencyKey,
  ]);
  return row ? fromRow(row) : null;
}

/** A payment by id; with `owner`, only that customer's in that realm (anyone else's is as missing). */
export async function paymentById(db: Queryable, id: string, owner?: { realmId: number; userId: number }): Promise<PaymentRow | null> {
  const [row] = await db.query<Row>(
    `select ${columns} from payment p where p.id = $1 and ($2::int is null or (p.realm_id = $2 and p.user_id = $3))`,
    [id, owner?.realmId ?? null, owner?.userId ?? null],
  );
  return row ? fromRow(row) : null;
}

/** The basket's payments still in flight (PENDING, or REQUIRES_ACTION at a provider's page). */
export async function inFlightPayments(db: Queryable, basketId: string): Promise<Pick<PaymentRow, 'id' | 'provider' | 'status' | 'idempotencyKey'>[]> {
  return db.query(
    `select id, provider, status, idempotency_key as "idempotencyKey" from payment
      where basket_id = $1 and status in ('PENDING', 'REQUIRES_ACTION')`,
    [basketId],
  );
}

export interface NewPayment {
  id: string;
  realmId: number;
  userId: number;
  /** A basket's payment; or, for a subscription's charge, `charge` instead. */
  basketId: string | null;
  charge?: { purpose: Exclude<PaymentPurpose, 'BASKET'>; subscriptionId: number; chargeIndex: number | null };
  idempotencyKey: string;
  requestHash: string;
  provider: string;
  cardId: number | null;
  providerToken: string | null;
  saveCard: boolean;
  voucherCode: string | null;
  net: Money;
  discount: Money;
  tax: Money;
  total: Money;
  returnUrl: string;
  description: string;
  purchase: Purchase;
  now: Date;
}

export async function insertPayment(db: Queryable, payment: NewPayment): Promise<PaymentRow> {
  await db.query(
    `insert into payment (id, realm_id, user_id, basket_id, idempotency_key, request_hash, provider, card_id, provider_token,
                          card_brand, card_last4, save_card, voucher_code, currency, scale, net_amount, discount_amount,
                          tax_amount, total_amount, status, return_url, description, purchase, created_at, updated_at,
                          purpose, subscription_id, charge_index)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, 'PENDING', $20, $21, $22, $23, $23,
             $24, $25, $26)`,
    [
      payment.id, payment.realmId, payment.userId, payment.basketId, payment.idempotencyKey, payment.requestHash,
      payment.provider, payment.cardId, payment.providerToken, payment.purchase.card?.brand ?? null,
      payment.purchase.card?.last4 ?? null, payment.saveCard, payment.voucherCode, payment.total.currency, payment.total.scale,
      payment.net.amount, payment.discount.amount, payment.tax.amount, payment.total.amount, payment.returnUrl, payment.description,
      JSON.stringify(payment.purchase), payment.now,
      payment.charge?.purpose ?? 'BASKET', payment.charge?.subscriptionId ?? null, payment.charge?.chargeIndex ?? null,
    ],
  );
  return (await paymentById(db, payment.id))!;
}

/**
 * Moves a payment to the provider's outcome, if its status allows the move
 * (see the top of this file). Returns whether it moved: only the move to
 * SUCCEEDED that returns true may fulfil the purchase.
 */
export async function transitionPayment(db: Queryable, id: string, outcome: ChargeOutcome, now: Date): Promise<boolean> {
  const declineCode = outcome.status === 'DECLINED' || outcome.status === 'FAILED' ? outcome.declineCode : null;
  const redirectUrl = outcome.status === 'REQUIRES_ACTION' ? outcome.redirectUrl : null;
  const rows = await db.query(
    `update payment
        set status = $2::text, decline_code = $3, redirect_url = $4, updated_at = $5::timestamptz,
            settled_at = case when $2::text = 'REQUIRES_ACTION' then null else $5::timestamptz end
      where id = $1 and (status = 'PENDING' or (status = 'REQUIRES_ACTION' and $2::text <> 'REQUIRES_ACTION'))
      returning id`,
    [id, outcome.status, declineCode, redirectUrl, now],
  );
  return rows.length === 1;
}

/** Gives up attempts a newer one replaces (their provider has cancelled them first). */
export async function supersedePayments(db: Queryable, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    `update payment set status = 'FAILED', decline_code = 'SUPERSEDED', updated_at = $2, settled_at = $2
      where id = any($1::uuid[]) and status = 'REQUIRES_ACTION'`,
    [ids, now],
  );
}

export async function setPaymentCard(db: Queryable, id: string, cardId: number): Promise<void> {
  await db.query('update payment set card_id = $2 where id = $1', [id, cardId]);
}

export interface PaymentHistoryRow {
  id: string;
  status: PaymentStatus;
  declineCode: string | null;
  provider: string;
  total: Money;
  description: string;
  createdAt: Date;
  card: { brand: string; last4: string } | null;
  invoiceId: number | null;
  invoiceNumber: string | null;
}

/** A page of the customer's payments, newest first, with their invoices (one statement); in-flight ones are left out. */
export async function paymentHistoryPage(
  db: Queryable,
  owner: { realmId: number; userId: number },
  page: { rpp: number; offset: number },
): Promise<{ payments: PaymentHistoryRow[]; total: number }> {
  const rows = await db.query<Record<string, unknown>>(
    `select p.id, p.status, p.decline_code as "declineCode", p.provider, p.total_amount as total, p.currency, p.scale,
            p.description, p.created_at as "createdAt", p.card_brand as "cardBrand", p.card_last4 as "cardLast4",
            i.id as "invoiceId", i.number as "invoiceNumber", count(*) over ()::int as "totalCount"
       from payment p left join invoice i on i.payment_id = p.id
      where p.realm_id = $1 and p.user_id = $2 and p.status <> 'PENDING'
      order by p.created_at desc, p.id desc
      limit $3 offset $4`,
    [owner.realmId, owner.userId, page.rpp, page.offset],
  );
  let total = (rows[0]?.totalCount as number | undefined) ?? 0;
  if (rows.length === 0 && page.offset > 0) {
    const [count] = await db.query<{ n: number }>(
      `select count(*)::int as n from payment where realm_id = $1 and user_id = $2 and status <> 'PENDING'`,
      [owner.realmId, owner.userId],
    );
    total = count?.n ?? 0;
  }
  return {
    total,
    payments: rows.map((row) => ({
      id: row.id as string,
      status: row.status as PaymentStatus,
      declineCode: row.declineCode as string | null,
      provider: row.provider as string,
      total: moneyOf(row.total, row.currency as string, row.scale),
      description: row.description as string,
      createdAt: row.createdAt as Date,
      card: row.cardBrand ? { brand: row.cardBrand as string, last4: row.cardLast4 as string } : null,
      invoiceId: row.invoiceId as number | null,
      invoiceNumber: row.invoiceNumber as string | null,
    })),
  };
}
