// The renewal job: what becomes of each running subscription whose period (or
// trial) has ended.
// - A renewing one is charged for its next period on its card (the first
//   charge falls at the end of the trial, with a FIRST_PERIOD voucher's
//   discount); paid, its next period starts and the entitlement moves on.
// - Declined: PAST_DUE, the customer keeps watching until `graceEndsAt`
//   (RENEWAL_GRACE_DAYS after the period's end), is mailed a link to update
//   the card, and the charge is tried again once a day; still unpaid when the
//   grace ends: EXPIRED, and the entitlement ends.
// - Set to cancel at the period's end: CANCELLED, never charged. A gift: EXPIRED.
// Before any of that, subscriptions whose customer let a price migration's
// consent deadline pass are set to cancel (priceMigrations.ts).
//
// Every charge goes through subscriptionCharges.ts under a deterministic key,
// so running the job twice, on two backends or after a crash, charges once.
// One backend runs it at a time besides: a lease (table job_lease) taken under
// a Postgres advisory lock. The lock alone would have to hold a connection for
// the whole run, which PGlite's single connection cannot spare (every other
// query would wait) and a pool does not promise; the lease outlives the
// transaction that takes it, and lapses if its holder dies: a run renews it on
// a heartbeat, so it can be short, and a run killed mid-way is taken up by
// another backend's timer within a minute (the timer asks again as soon as a
// lease it found held can have lapsed).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database.ts';
import { readUserProfile } from '../account/userProfile.ts';
import { ApiError } from '../http/apiError.ts';
import { sendMail } from '../mail/mailbox.ts';
import { defaultWebBase } from '../mail/webLinks.ts';
import type { PaymentDeps } from '../payment/payBasket.ts';
import type { PaymentRow } from '../payment/payments.ts';
import { findRealmById } from '../realm/realmRepository.ts';
import { enforceConsentDeadlines } from './priceMigrations.ts';
import { billingFacts, planRenewal } from './subscriptionBilling.ts';
import { chargeSubscription } from './subscriptionCharges.ts';
import {
  addPeriod,
  DAY_MS,
  dueSubscriptions,
  paidEntitlementEnd,
  setEntitlementEnd,
  type SubscriptionRow,
} from './subscriptions.ts';

/** Namespace of the job's advisory lock (payments use 4102, playback sessions 4101). */
const RENEWAL_LOCK = 4103;
const JOB_NAME = 'subscription-renewal';
/** How long a lease holds without its heartbeat: the longest a dead run keeps the job from the others. */
export const LEASE_MS = 20_000;
/** A live run renews its lease this often, whatever a payment provider keeps it waiting for. */
const HEARTBEAT_MS = 5_000;
const PAGE = 100;

/** Where the customer updates the card of a subscription that could not be renewed (spec §2 account sections). */
export const PAYMENT_DETAILS_PATH = '/account?section=paymentdetails';

export interface RenewalDeps {
  db: Database;
  log?: FastifyBaseLogger;
  /** The web app's public port: emailed links on `*.localhost` names point there (config.publicPort). */
  publicPort: number;
}

export type RenewalOutcome = 'RENEWED' | 'DECLINED' | 'WAITING' | 'EXPIRED' | 'CANCELLED' | 'UNREACHABLE';

export interface RenewalSummary {
  /** False when another run held the lease: nothing was done. */
  ran: boolean;
  /** Subscriptions whose period or grace had ended. */
  due: number;
  renewed: number;
  /** Charges declined now (the subscription is PAST_DUE, or stays so until its next daily retry). */
  declined: number;
  /** Past due, already tried today, or a charge still with its provider: looked at again later. */
  waiting: number;
  expired: number;
  cancelled: number;
  /** Charges whose provider did not answer: the same payment is charged again next run. */
  unreachable: number;
  /** Subscriptions set to cancel because a price migration's consent deadline passed. */
  priceMigrationCancellations: number;
  errors: number;
}

/** The key of the `attempt`-th daily attempt at charge `chargeIndex` (0: at the period's end); a card update's retry is `card{id}`. */
export function renewalKey(subscriptionId: number, chargeIndex: number, attempt: number, via?: string): string {
  return `renewal:${subscriptionId}:${chargeIndex}:${via ? `${via}:` : ''}${attempt}`;
}

/**
 * Renews, retries, cancels or expires every subscription due at `now` (only
 * `realmId`'s when given). Answers what it did; `ran: false` when another run
 * (here or on another backend) holds the job.
 */
export async function renewDueSubscriptions(deps: RenewalDeps, now: Date, options: { realmId?: number } = {}): Promise<RenewalSummary> {
  const summary: RenewalSummary = {
    ran: false, due: 0, renewed: 0, declined: 0, waiting: 0, expired: 0, cancelled: 0, unreachable: 0, priceMigrationCancellations: 0, errors: 0,
  };
  const holder = randomUUID();
  if (!(await takeJobLease(deps.db, holder, now))) return summary;
  summary.ran = true;
  // The lease follows the run's own clock from `now` (the business clock: tests move it).
  const started = performance.now();
  const heartbeat = setInterval(() => {
    holdLease(deps.db, holder, new Date(now.getTime() + (performance.now() - started))).catch((error: unknown) =>
      deps.log?.warn({ err: error }, 'renewal job: the lease could not be renewed; it is retried at the next beat'),
    );
  }, HEARTBEAT_MS);
  heartbeat.unref();
  try {
    summary.priceMigrationCancellations = await enforceConsentDeadlines(deps.db, now, options.realmId ?? null);
    const payments: PaymentDeps = { db: deps.db, now: () => now, log: deps.log };
    let after: { periodEnd: Date; id: number } | null = null;
    for (;;) {
      const page: SubscriptionRow[] = await dueSubscriptions(deps.db, now, { realmId: options.realmId, limit: PAGE, after });
      for (const subscription of page) {
        summary.due += 1;
        try {
          const { outcome } = await renewSubscription(deps, payments, subscription, now);
          const counter = ({ RENEWED: 'renewed', DECLINED: 'declined', WAITING: 'waiting', EXPIRED: 'expired', CANCELLED: 'cancelled', UNREACHABLE: 'unreachable' } as const)[outcome];
          summary[counter] += 1;
        } catch (error) {
          summary.errors += 1;
          deps.log?.error({ err: error, subscriptionId: subscription.id }, 'renewal job: subscription left as it was');
        }
      }
      const last = page[page.length - 1];
      if (!last || page.length < PAGE) break;
      after = { periodEnd: last.currentPeriodEnd, id: last.id };
    }
  } finally {
    clearInterval(heartbeat);
    await deps.db.query('delete from job_lease where name = $1 and holder = $2', [JOB_NAME, holder]);
  }
  return summary;
}

export interface Renewal {
  outcome: RenewalOutcome;
  /** The charge made or answered, if one was. */
  payment: PaymentRow | null;
}

/**
 * What is due for one subscription at `now`. `retry` (a card update) charges a
 * past-due one at once with that card, whatever the day's attempts.
 */
export async function renewSubscription(
  deps: RenewalDeps,
  payments: PaymentDeps,
  subscription: SubscriptionRow,
  now: Date,
  retry?: { cardId: number },
): Promise<Renewal> {
  const done = (outcome: RenewalOutcome, payment: PaymentRow | null = null): Renewal => ({ outcome, payment });
  const periodEnd = new Date(subscription.currentPeriodEnd);
  if (periodEnd.getTime() > now.getTime()) return done('WAITING');
  if (subscription.status === 'TRIAL' || subscription.status === 'ACTIVE') {
    // A gift just ends; a cancelled one ends at the period's end, uncharged.
    if (subscription.source === 'GIFT') return done(await endSubscription(deps, subscription, 'EXPIRED', periodEnd, now));
    if (subscription.cancelAtPeriodEnd) return done(await endSubscription(deps, subscription, 'CANCELLED', periodEnd, now));
  } else if (subscription.status === 'PAST_DUE') {
    if (subscription.cancelAtPeriodEnd) return done(await endSubscription(deps, subscription, 'CANCELLED', now, now));
    const graceEnd = new Date(subscription.graceEndsAt ?? paidEntitlementEnd(periodEnd));
    if (now.getTime() >= graceEnd.getTime()) return done(await endSubscription(deps, subscription, 'EXPIRED', graceEnd, now));
  } else {
    return done('WAITING');
  }

  // One attempt a day from the period's end: attempt n falls on day n of the grace.
  const attempt = Math.floor((now.getTime() - periodEnd.getTime()) / DAY_MS);
  let key = renewalKey(subscription.id, subscription.nextChargeIndex, attempt, retry ? `card${retry.cardId}` : undefined);
  if (!retry) {
    const latest = await latestAttempt(deps.db, subscription);
    if (latest?.status === 'PENDING') {
      // Its provider did not answer (or this backend stopped): charge that same payment again, never a new one.
      key = latest.idempotencyKey;
    } else if (latest && new Date(latest.createdAt).getTime() >= periodEnd.getTime() + attempt * DAY_MS) {
      // Tried today already (this job, or a card update's retry): the next attempt is tomorrow's.
      if (latest.status === 'DECLINED' || latest.status === 'FAILED') await markPastDue(deps, subscription, now);
      return done('WAITING');
    }
  }

  const facts = await billingFacts(deps.db, subscription.realmId, subscription.userId, [subscription]);
  const plan = planRenewal(subscription, facts, periodEnd);
  if (!plan) throw new Error(`subscription ${subscription.id}: its licence cannot be renewed`);
  const realm = await findRealmById(deps.db, subscription.realmId);
  let payment: PaymentRow;
  try {
    payment = await chargeSubscription(payments, {
      subscription,
      plan,
      facts,
      kind: 'RENEWAL',
      idempotencyKey: key,
      requestHash: `renewal:${subscription.id}:${subscription.nextChargeIndex}`,
      amount: { catalogPrice: plan.unitPrice, discount: plan.discount, taxed: plan.taxed },
      period: { start: periodEnd, end: addPeriod(periodEnd, plan.period) },
      restartPeriod: false,
      offSession: true,
      cardId: retry?.cardId ?? null,
      language: realm?.defaultLanguage ?? 'en',
      defaultLanguage: realm?.defaultLanguage ?? 'en',
      recheck(current) {
        // Another backend (or a card update) renewed it meanwhile, or the customer changed it: look again next run.
        if (!current || current.nextChargeIndex !== subscription.nextChargeIndex || current.licenceId !== subscription.licenceId ||
            current.status !== subscription.status || current.cancelAtPeriodEnd !== subscription.cancelAtPeriodEnd) {
          throw new ApiError(409, 'SUBSCRIPTION_CHANGED', 'The subscription changed while it was being renewed');
        }
      },
    });
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 502) return done('UNREACHABLE');
    if (error instanceof ApiError && (error.code === 'SUBSCRIPTION_CHANGED' || error.code === 'PAYMENT_IN_PROGRESS')) return done('WAITING');
    throw error;
  }
  if (payment.status === 'SUCCEEDED') return done('RENEWED', payment);
  if (payment.status === 'DECLINED' || payment.status === 'FAILED') {
    await markPastDue(deps, subscription, now);
    return done('DECLINED', payment);
  }
  return done('WAITING', payment);
}

async function latestAttempt(db: Queryable, subscription: SubscriptionRow) {
  const [row] = await db.query<Pick<PaymentRow, 'idempotencyKey' | 'status' | 'createdAt'>>(
    `select idempotency_key as "idempotencyKey", status, created_at as "createdAt" from payment
      where subscription_id = $1 and purpose = 'RENEWAL' and charge_index = $2
      order by created_at desc, id desc limit 1`,
    [subscription.id, subscription.nextChargeIndex],
  );
  return row ?? null;
}

/**
 * A renewal was declined: PAST_DUE until the grace ends (the entitlement runs
 * as far), and, the first time, the customer is mailed a link to update the card.
 */
async function markPastDue(deps: RenewalDeps, subscription: SubscriptionRow, now: Date): Promise<void> {
  const graceEndsAt = paidEntitlementEnd(new Date(subscription.currentPeriodEnd));
  const moved = await deps.db.query(
    `update subscription set status = 'PAST_DUE', grace_ends_at = $2, updated_at = $3
      where id = $1 and status in ('TRIAL', 'ACTIVE') and current_period_end = $4 returning id`,
    [subscription.id, graceEndsAt, now, subscription.currentPeriodEnd],
  );
  if (moved.length === 0) return;
  await setEntitlementEnd(deps.db, subscription.entitlementId, graceEndsAt);
  const realm = await findRealmById(deps.db, subscription.realmId);
  const profile = await readUserProfile(deps.db, subscription.userId);
  const link = `${realm ? defaultWebBase(realm, deps.publicPort) : ''}${PAYMENT_DETAILS_PATH}`;
  await sendMail(deps.db, {
    realmId: subscription.realmId,
    to: profile.contactEmail,
    subject: 'Your payment failed',
    text: [
      'We could not take the payment that renews your subscription.',
      `You can keep watching until ${graceEndsAt.toISOString().slice(0, 10)}: update your card before then and we will try again at once.`,
      `Update your card: ${link}`,
    ].join('\n'),
    link,
    sentAt: now,
  });
}

/** Ends a subscription (if it is still as read) and its entitlement at `endedAt`. */
async function endSubscription(
  deps: RenewalDeps,
  subscription: SubscriptionRow,
  status: 'CANCELLED' | 'EXPIRED',
  endedAt: Date,
  now: Date,
): Promise<RenewalOutcome> {
  const ended = await deps.db.query(
    `update subscription set status = $2, ended_at = $3, updated_at = $4
      where id = $1 and status = $5 and current_period_end = $6 returning id`,
    [subscription.id, status, endedAt, now, subscription.status, subscription.currentPeriodEnd],
  );
  if (ended.length === 0) return 'WAITING';
  await deps.db.query('update entitlement set ends_at = $2 where id = $1 and revoked_at is null and (ends_at is null or ends_at > $2)', [
    subscription.entitlementId,
    endedAt,
  ]);
  if (status === 'EXPIRED' && subscription.status === 'PAST_DUE') {
    const profile = await readUserProfile(deps.db, subscription.userId);
    await sendMail(deps.db, {
      realmId: subscription.realmId,
      to: profile.contactEmail,
      subject: 'Your subscription has ended',
      text: 'We could not take the payment that renews your subscription, so it has ended. You can subscribe again at any time.',
      sentAt: now,
    });
  }
  return status;
}

/** The job's lease for `holder` if nobody holds it now (what a run does first). */
export async function takeJobLease(db: Database, holder: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two backends asking at once: one takes the lock, the other goes away at once.
    const [lock] = await tx.query<{ locked: boolean }>('select pg_try_advisory_xact_lock($1) as locked', [RENEWAL_LOCK]);
    if (!lock?.locked) return false;
    const taken = await tx.query(
      `insert into job_lease (name, holder, leased_until) values ($1, $2, $3)
       on conflict (name) do update set holder = excluded.holder, leased_until = excluded.leased_until
        where job_lease.leased_until <= $4
       returning holder`,
      [JOB_NAME, holder, new Date(now.getTime() + LEASE_MS), now],
    );
    return taken.length === 1;
  });
}

async function holdLease(db: Queryable, holder: string, now: Date): Promise<void> {
  await db.query('update job_lease set leased_until = $3 where name = $1 and holder = $2', [JOB_NAME, holder, new Date(now.getTime() + LEASE_MS)]);
}

export interface RenewalTimer {
  stop(): Promise<void>;
}

/**
 * Runs the job every `intervalSeconds` in this process (SUBSCRIPTION_RENEWAL_INTERVAL_SECONDS),
 * at the process's clock. `stop` waits for a run in progress, so the database is not closed under it.
 */
export function startRenewalTimer(deps: RenewalDeps & { now: () => Date; intervalSeconds: number }): RenewalTimer {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const schedule = (afterMs: number) => {
    if (stopped) return;
    timer = setTimeout(tick, afterMs);
    timer.unref();
  };
  const tick = () => {
    let nextMs = deps.intervalSeconds * 1000;
    running = renewDueSubscriptions(deps, deps.now())
      .then((summary) => {
        // Held by another run: if that run's backend died, its lease lapses within LEASE_MS, so ask again then.
        if (!summary.ran) nextMs = Math.min(nextMs, LEASE_MS);
        if (summary.due > 0 || summary.priceMigrationCancellations > 0) deps.log?.info({ summary }, 'renewal job');
      })
      .catch((error: unknown) => deps.log?.error({ err: error }, 'renewal job failed; it runs again at the next interval'))
      .finally(() => schedule(nextMs));
  };
  schedule(deps.intervalSeconds * 1000);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
