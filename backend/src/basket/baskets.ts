// The customer's open basket (migration 021): what they are about to buy, the
// voucher code they typed and the billing address that decides the tax. No
// price is stored here: every read prices it afresh (basketQuote.ts).
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

export interface BasketItemRow {
  id: number;
  kind: 'LICENCE' | 'GIFT';
  licenceId: number;
  periods: number;
  /** A gift: its item (gift/giftItems.ts), for whom, and the country it is priced in without a billing address. */
  giftItemId: number | null;
  recipientEmail: string | null;
  note: string | null;
  countryCode: string | null;
}

export interface BasketRow {
  id: string;
  realmId: number;
  userId: number;
  status: 'OPEN' | 'PAID' | 'ABANDONED';
  voucherCode: string | null;
  billingAddressId: number | null;
  items: BasketItemRow[];
}

const basketColumns = `b.id, b.realm_id as "realmId", b.user_id as "userId", b.status, b.voucher_code as "voucherCode",
  b.billing_address_id as "billingAddressId",
  coalesce((select jsonb_agg(jsonb_build_object('id', i.id, 'kind', i.kind, 'licenceId', i.licence_id, 'periods', i.periods,
                                                'giftItemId', i.gift_item_id, 'recipientEmail', i.recipient_email, 'note', i.note,
                                                'countryCode', i.country_code)
                              order by i.id)
              from basket_item i where i.basket_id = b.id), '[]'::jsonb) as items`;

/** The customer's open basket in this realm, if any; `forUpdate` locks it for the transaction. */
export async function openBasket(db: Queryable, realmId: number, userId: number, options: { forUpdate?: boolean } = {}): Promise<BasketRow | null> {
  const [row] = await db.query<BasketRow & Record<string, unknown>>(
    `select ${basketColumns} from basket b where b.realm_id = $1 and b.user_id = $2 and b.status = 'OPEN'
     ${options.forUpdate ? 'for update' : ''}`,
    [realmId, userId],
  );
  return row ?? null;
}

/** The open basket, made empty when there is none (the one-open-basket index settles a race). */
export async function ensureOpenBasket(db: Queryable, realmId: number, userId: number, now: Date): Promise<BasketRow> {
  await db.query(
    `insert into basket (id, realm_id, user_id, status, created_at, updated_at) values ($1, $2, $3, 'OPEN', $4, $4)
     on conflict (user_id) where status = 'OPEN' do nothing`,
    [randomUUID(), realmId, userId, now],
  );
  const basket = await openBasket(db, realmId, userId);
  if (!basket) throw new Error(`user ${userId} has an open basket in another realm`);
  return basket;
}

/**
 * Puts one licence in the basket in place of anything else, and clears the voucher
 * code: a code is checked against the licence it was typed for (spec §4
 * "Selecting a licence clears the voucher code").
 */
export async function setBasketLicence(db: Queryable, basketId: string, licenceId: number, now: Date): Promise<void> {
  await db.query(`delete from basket_item where basket_id = $1`, [basketId]);
  await db.query(
    `insert into basket_item (basket_id, kind, licence_id, periods, created_at) values ($1, 'LICENCE', $2, 1, $3)`,
    [basketId, licenceId, now],
  );
  await db.query(`update basket set voucher_code = null, updated_at = $2 where id = $1`, [basketId, now]);
}

export interface GiftItemInput {
  giftItemId: number;
  licenceId: number;
  periods: number;
  recipientEmail: string;
  note: string | null;
  countryCode: string | null;
}

/** Puts a gift in the basket in place of anything else; vouchers are not for gifts, so the code goes too. */
export async function setBasketGift(db: Queryable, basketId: string, gift: GiftItemInput, now: Date): Promise<void> {
  await db.query(`delete from basket_item where basket_id = $1`, [basketId]);
  await db.query(
    `insert into basket_item (basket_id, kind, licence_id, periods, recipient_email, note, gift_item_id, country_code, created_at)
     values ($1, 'GIFT', $2, $3, $4, $5, $6, $7, $8)`,
    [basketId, gift.licenceId, gift.periods, gift.recipientEmail, gift.note, gift.giftItemId, gift.countryCode, now],
  );
  await db.query(`update basket set voucher_code = null, updated_at = $2 where id = $1`, [basketId, now]);
}

/** Empties the basket (spec §7 "DELETE basket changes", run before adding a gift): its items and voucher code go. */
export async function clearBasket(db: Queryable, basketId: string, now: Date): Promise<void> {
  await db.query(`delete from basket_item where basket_id = $1`, [basketId]);
  await db.query(`update basket set voucher_code = null, updated_at = $2 where id = $1`, [basketId, now]);
}

export async function setBasketVoucher(db: Queryable, basketId: string, code: string | null, now: Date): Promise<void> {
  await db.query(`update basket set voucher_code = $2, updated_at = $3 where id = $1`, [basketId, code, now]);
}

export async function setBasketAddress(db: Queryable, basketId: string, addressId: number, now: Date): Promise<void> {
  await db.query(`update basket set billing_address_id = $2, updated_at = $3 where id = $1`, [basketId, addressId, now]);
}

/** Marks a basket paid; false when it was no longer open (it never is paid twice). */
export async function markBasketPaid(db: Queryable, basketId: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `update basket set status = 'PAID', paid_at = $2, updated_at = $2 where id = $1 and status = 'OPEN' returning id`,
    [basketId, now],
  );
  return rows.length === 1;
}
