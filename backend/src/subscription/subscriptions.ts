// Subscriptions as paying starts them (migration 021): a trial or a first paid
// period, the price locked for renewals, the card renewals charge, and the
// entitlement that lets the customer watch. Renewal, cancellation and plan
// changes come later; they read and move these same columns.
import type { Queryable } from '../db/database.ts';
import type { Money } from '../basket/money.ts';
import { grantEntitlement } from '../entitlement/entitlements.ts';
import type { SubscriptionPeriod } from '../licence/licences.ts';

const DAY_MS = 86_400_000;

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
export function addPeriod(start: Date, period: SubscriptionPeriod): Date {
  const months = MONTHS[period];
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
