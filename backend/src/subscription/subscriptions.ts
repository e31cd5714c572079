// Subscriptions (migrations 021, 022): a trial or a first paid period as paying
// starts them, the price locked for renewals, the card renewals charge, and the
// entitlement that lets the customer watch. Renewals (renewals.ts), changes of
// licence (subscriptionChanges.ts), cancellation and price migrations move
// these same columns.
import type { Queryable } from '../db/database.ts';
import type { Money } from '../basket/money.ts';
import { moneyOf } from '../basket/moneyJson.ts';
import { grantEntitlement } from '../entitlement/entitlements.ts';
import type { SubscriptionPeriod } from '../licence/licences.ts';

export const DAY_MS = 86_400_000;

/**
 * How long past the end of a paid period (or a trial) the entitlement lasts:
 * the renewal charge is taken at the period's end, and a late or retried
 * renewal must not cut a paying customer off mid-film. A renewal moves the
 * entitlement's end on; a failed one leaves it to run out (PAST_DUE, then EXPIRED).
 */
export const RENEWAL_GRACE_DAYS = 3;

const MONTHS: Record<SubscriptionPeriod, number> = { P1M: 1, P3M: 3, P6M: 6, P1Y: 12 };

/**
 * `start` plus the period, by the calendar in UTC: a month after 31 January is
 * the last day of February, at the same time of day.
 */
export function addPeriod(start: Date, period: SubscriptionPeriod, count = 1): Date {
  // Months are counted from `start` at once, never step by step: 31 Jan + 2 months is 31 March, not 28 March.
  const months = MONTHS[period] * count;
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(start.getTime());
  end.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return end;
}

/** A customer may have one free trial of each licence: never again once they had one. */
export async function trialEligible(db: Queryable, userId: number, licence: { id: number; trialDays: number }): Promise<boolean> {
  if (licence.trialDays <= 0) return false;
  const [had] = await db.query('select 1 from subscription where user_id = $1 and licence_id = $2 and trial_ends_at is not null', [
    userId,
    licence.id,
  ]);
  return !had;
}

export interface SubscriptionStart {
  realmId: number;
  userId: number;
  licenceId: number;
  period: SubscriptionPeriod;
  /** Days of free trial; 0 starts the first paid period now. */
  trialDays: number;
  paymentProvider: string;
  cardId: number | null;
  /** One period's catalogue price in the currency paid, before any voucher. */
  price: Money;
  /** A voucher that still discounts a charge to come (FOREVER, or FIRST_PERIOD during a trial). */
  voucherCode: string | null;
  paymentId: string;
  now: Date;
}

export interface StartedSubscription {
  id: number;
  status: 'TRIAL' | 'ACTIVE';
  trialEndsAt: Date | null;
  currentPeriodEnd: Date;
  entitlementId: number;
}

export async function startSubscription(db: Queryable, start: SubscriptionStart): Promise<StartedSubscription> {
  const trial = start.trialDays > 0;
  const trialEndsAt = trial ? new Date(start.now.getTime() + start.trialDays * DAY_MS) : null;
  // A trial is the first "period": the first charge falls at its end.
  const periodEnd = trialEndsAt ?? addPeriod(start.now, start.period);
  const entitlementId = await grantEntitlement(db, {
    userId: start.userId,
    licenceId: start.licenceId,
    source: 'SUBSCRIPTION',
    startsAt: start.now,
    endsAt: new Date(periodEnd.getTime() + RENEWAL_GRACE_DAYS * DAY_MS),
  });
  const [row] = await db.query<{ id: number }>(
    `insert into subscription (realm_id, user_id, licence_id, status, trial_ends_at, current_period_start, current_period_end,
                               payment_provider, card_id, price_amount, price_currency, price_scale, voucher_code,
                               next_charge_index, entitlement_id, payment_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $6) returning id`,
    [
      start.realmId, start.userId, start.licenceId, trial ? 'TRIAL' : 'ACTIVE', trialEndsAt, start.now, periodEnd,
      start.paymentProvider, start.cardId, start.price.amount, start.price.currency, start.price.scale, start.voucherCode,
      // Charge 0 (renewalPrice's first) is the one after the trial; without one it was taken now.
      trial ? 0 : 1, entitlementId, start.paymentId,
    ],
  );
  return { id: row!.id, status: trial ? 'TRIAL' : 'ACTIVE', trialEndsAt, currentPeriodEnd: periodEnd, entitlementId };
}

export type SubscriptionStatus = 'TRIAL' | 'ACTIVE' | 'PAST_DUE' | 'CANCELLED' | 'EXPIRED';
export type SubscriptionSource = 'PURCHASE' | 'GIFT';

/** A subscription as stored, with what its renewals need to know of its licence. */
export interface SubscriptionRow {
  id: number;
  realmId: number;
  userId: number;
  licenceId: number;
  status: SubscriptionStatus;
  source: SubscriptionSource;
  trialEndsAt: Date | null;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  paymentProvider: string;
  cardId: number | null;
  /** One period's catalogue price, locked at purchase (a price migration the customer accepted moves it). */
  price: Money;
  voucherCode: string | null;
  /** renewalPrice's periodIndex of the next charge: 0 is the one after the trial. */
  nextChargeIndex: number;
  entitlementId: number | null;
  pendingLicenceId: number | null;
  graceEndsAt: Date | null;
  endedAt: Date | null;
  createdAt: Date;
  /** The licence's renewal period (a subscription's licence always has one). */
  period: SubscriptionPeriod;
  familyId: number | null;
  /** The country the first payment was taxed in: stands in for the billing address when there is none. */
  taxCountry: string | null;
}

export const RUNNING_STATUSES: readonly SubscriptionStatus[] = ['TRIAL', 'ACTIVE', 'PAST_DUE'];

const subscriptionColumns = `s.id, s.realm_id as "realmId", s.user_id as "userId", s.licence_id as "licenceId", s.status, s.source,
  s.trial_ends_at as "trialEndsAt", s.current_period_start as "currentPeriodStart", s.current_period_end as "currentPeriodEnd",
  s.cancel_at_period_end as "cancelAtPeriodEnd", s.payment_provider as "paymentProvider", s.card_id as "cardId",
  s.price_amount as "priceAmount", s.price_currency as "priceCurrency", s.price_scale as "priceScale", s.voucher_code as "voucherCode",
  s.next_charge_index as "nextChargeIndex", s.entitlement_id as "entitlementId", s.pending_licence_id as "pendingLicenceId",
  s.grace_ends_at as "graceEndsAt", s.ended_at as "endedAt", s.created_at as "createdAt",
  l.subscription_period as period, l.family_id as "familyId",
  (select p.purchase->'tax'->>'countryCode' from payment p where p.id = s.payment_id) as "taxCountry"`;

function subscriptionOf(row: Record<string, unknown>): SubscriptionRow {
  const { priceAmount, priceCurrency, priceScale, ...rest } = row;
  return { ...(rest as unknown as SubscriptionRow), price: moneyOf(priceAmount, priceCurrency as string, priceScale) };
}

/** One subscription; with `userId`, only that customer's; `forUpdate` locks its row for the transaction. */
export async function subscriptionById(
  db: Queryable,
  id: number,
  options: { userId?: number; realmId?: number; forUpdate?: boolean } = {},
): Promise<SubscriptionRow | null> {
  const [row] = await db.query(
    `select ${subscriptionColumns} from subscription s join licence l on l.id = s.licence_id
      where s.id = $1 and ($2::int is null or s.user_id = $2) and ($3::int is null or s.realm_id = $3)
      ${options.forUpdate ? 'for update of s' : ''}`,
    [id, options.userId ?? null, options.realmId ?? null],
  );
  return row ? subscriptionOf(row) : null;
}

/** The customer's subscriptions in the realm: running ones first, then newest first. */
export async function subscriptionsOf(db: Queryable, realmId: number, userId: number): Promise<SubscriptionRow[]> {
  const rows = await db.query(
    `select ${subscriptionColumns} from subscription s join licence l on l.id = s.licence_id
      where s.realm_id = $1 and s.user_id = $2
      order by (s.status in ('TRIAL', 'ACTIVE', 'PAST_DUE')) desc, s.created_at desc, s.id desc`,
    [realmId, userId],
  );
  return rows.map(subscriptionOf);
}

/**
 * The running subscriptions the renewal job has something to do for at `now`
 * (a period or trial that ended, a grace that runs), oldest due first; one realm's with `realmId`.
 */
export async function dueSubscriptions(
  db: Queryable,
  now: Date,
  options: { realmId?: number; limit?: number; after?: { periodEnd: Date; id: number } | null } = {},
): Promise<SubscriptionRow[]> {
  const rows = await db.query(
    `select ${subscriptionColumns} from subscription s join licence l on l.id = s.licence_id
      where s.status in ('TRIAL', 'ACTIVE', 'PAST_DUE') and s.current_period_end <= $1
        and ($2::int is null or s.realm_id = $2)
        and ($4::timestamptz is null or (s.current_period_end, s.id) > ($4::timestamptz, $5::int))
      order by s.current_period_end, s.id
      limit $3`,
    [now, options.realmId ?? null, options.limit ?? 100, options.after?.periodEnd ?? null, options.after?.id ?? 0],
  );
  return rows.map(subscriptionOf);
}

/** Moves the end of an entitlement (never revives a revoked one). */
export async function setEntitlementEnd(db: Queryable, entitlementId: number | null, endsAt: Date | null): Promise<void> {
  if (entitlementId === null) return;
  await db.query('update entitlement set ends_at = $2 where id = $1 and revoked_at is null', [entitlementId, endsAt]);
}

/** When the entitlement of a subscription paid up to `periodEnd` ends: the grace days later (renewals are taken at the end). */
export function paidEntitlementEnd(periodEnd: Date): Date {
  return new Date(periodEnd.getTime() + RENEWAL_GRACE_DAYS * DAY_MS);
}
