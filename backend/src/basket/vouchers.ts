// Vouchers as the rules in voucher.ts need them: the code's terms, how many
// times it has been used, and whether this customer used it already.
import type { Queryable } from '../db/database.ts';
import type { LocalisedText } from '../i18n/language.ts';
import { moneyOf } from './moneyJson.ts';
import type { Voucher } from './voucher.ts';

export interface StoredVoucher {
  id: number;
  voucher: Voucher;
  description: LocalisedText;
}

interface VoucherRow extends Record<string, unknown> {
  id: number;
  code: string;
  kind: 'PERCENT' | 'FIXED';
  percentBasisPoints: number | null;
  duration: 'FIRST_PERIOD' | 'FOREVER';
  expiresAt: Date | null;
  maxRedemptions: number | null;
  licenceIds: number[] | null;
  description: LocalisedText;
  amounts: { currency: string; amount: number; scale: number }[];
  redemptions: number;
  redeemedByCustomer: boolean;
}

/**
 * The voucher `code` (normalised) of the realm, seen by `userId`. Uses count
 * the redemptions and the other customers' payments still in flight with it,
 * so that a code with one use left is not spent twice at once. `forUpdate`
 * locks the voucher row until the transaction ends (paying takes the last use).
 */
export async function findVoucher(
  db: Queryable,
  realmId: number,
  code: string,
  userId: number,
  options: { forUpdate?: boolean } = {},
): Promise<StoredVoucher | null> {
  if (options.forUpdate) await db.query('select id from voucher where realm_id = $1 and code = $2 for update', [realmId, code]);
  const [row] = await db.query<VoucherRow>(
    `select v.id, v.code, v.kind, v.percent_basis_points as "percentBasisPoints", v.duration, v.expires_at as "expiresAt",
            v.max_redemptions as "maxRedemptions", v.licence_ids as "licenceIds", v.description,
            coalesce((select jsonb_agg(jsonb_build_object('currency', a.currency, 'amount', a.amount, 'scale', a.scale))
                        from voucher_amount a where a.voucher_id = v.id), '[]'::jsonb) as amounts,
            (select count(*)::int from voucher_redemption r where r.voucher_id = v.id)
              + (select count(*)::int from payment p
                  where p.realm_id = v.realm_id and p.voucher_code = v.code and p.user_id <> $3
                    and p.status in ('PENDING', 'REQUIRES_ACTION')) as redemptions,
            exists (select 1 from voucher_redemption r where r.voucher_id = v.id and r.user_id = $3) as "redeemedByCustomer"
       from voucher v where v.realm_id = $1 and v.code = $2`,
    [realmId, code, userId],
  );
  if (!row) return null;
  return {
    id: row.id,
    description: row.description,
    voucher: {
      code: row.code,
      kind: row.kind,
      ...(row.percentBasisPoints === null ? {} : { percentBasisPoints: row.percentBasisPoints }),
      fixedAmounts: row.amounts.map((amount) => moneyOf(amount.amount, amount.currency, amount.scale)),
      duration: row.duration,
      expiresAt: row.expiresAt === null ? null : new Date(row.expiresAt),
      maxRedemptions: row.maxRedemptions,
      redemptions: row.redemptions,
      licenceIds: row.licenceIds === null ? null : row.licenceIds.map(String),
      redeemedByCustomer: row.redeemedByCustomer,
    },
  };
}

/** Counts one use of the voucher by the customer (once: a second payment of theirs changes nothing). */
export async function redeemVoucher(db: Queryable, realmId: number, code: string, userId: number, paymentId: string, now: Date): Promise<void> {
  await db.query(
    `insert into voucher_redemption (voucher_id, user_id, payment_id, redeemed_at)
     select id, $3, $4, $5 from voucher where realm_id = $1 and code = $2
     on conflict (voucher_id, user_id) do nothing`,
    [realmId, code, userId, paymentId, now],
  );
}
