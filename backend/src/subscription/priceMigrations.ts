// Price migrations (migration 022; spec §3 licenceStatus.upcomingPriceMigration):
// an announced change of a licence's price. A subscriber's price is locked at
// purchase, so the new amount reaches them only with their consent: a renewal
// on or after `effectiveAt` is charged the new amount if they consented; one
// who did not by `deadline` is set to cancel at the end of their period (the
// renewal job does it, enforceConsentDeadlines). A migration concerns a
// subscription whose current period began before it took effect and whose
// currency it names; once a renewal charged the new price it is history.
import type { Queryable } from '../db/database.ts';
import { readUserProfile } from '../account/userProfile.ts';
import type { Money } from '../basket/money.ts';
import { moneyOf } from '../basket/moneyJson.ts';
import { sendMail } from '../mail/mailbox.ts';
import { setEntitlementEnd, subscriptionsOf, type SubscriptionRow } from './subscriptions.ts';

export interface PriceMigrationRow {
  id: number;
  licenceId: number;
  effectiveAt: Date;
  deadline: Date;
  /** The new amount per currency. */
  amounts: Money[];
}

export interface PriceMigrationFacts {
  migrations: PriceMigrationRow[];
  /** `${migrationId}:${subscriptionId}` → the decision taken. */
  decisions: Map<string, 'CONSENTED' | 'CANCELLED'>;
}

export const noPriceMigrations: PriceMigrationFacts = { migrations: [], decisions: new Map() };

/** The migrations of `licenceIds` and the decisions of `subscriptionIds` about them, in two statements. */
export async function priceMigrationFacts(db: Queryable, licenceIds: readonly number[], subscriptionIds: readonly number[]): Promise<PriceMigrationFacts> {
  if (licenceIds.length === 0) return noPriceMigrations;
  const rows = await db.query<{ id: number; licenceId: number; effectiveAt: Date; deadline: Date; amounts: { amount: number; currency: string; scale: number }[] }>(
    `select m.id, m.licence_id as "licenceId", m.effective_at as "effectiveAt", m.consent_deadline as deadline,
            coalesce((select jsonb_agg(jsonb_build_object('amount', a.amount, 'currency', a.currency, 'scale', a.scale))
                        from price_migration_amount a where a.price_migration_id = m.id), '[]'::jsonb) as amounts
       from price_migration m where m.licence_id = any($1::int[])
      order by m.effective_at, m.id`,
    [licenceIds],
  );
  const decisions = subscriptionIds.length
    ? await db.query<{ migrationId: number; subscriptionId: number; decision: 'CONSENTED' | 'CANCELLED' }>(
        `select price_migration_id as "migrationId", subscription_id as "subscriptionId", decision
           from price_migration_decision where subscription_id = any($1::int[])`,
        [subscriptionIds],
      )
    : [];
  return {
    migrations: rows.map((row) => ({
      id: row.id,
      licenceId: row.licenceId,
      effectiveAt: new Date(row.effectiveAt),
      deadline: new Date(row.deadline),
      amounts: row.amounts.map((amount) => moneyOf(amount.amount, amount.currency, amount.scale)),
    })),
    decisions: new Map(decisions.map((row) => [`${row.migrationId}:${row.subscriptionId}`, row.decision])),
  };
}

export interface MigrationForSubscription {
  migration: PriceMigrationRow;
  newPrice: Money;
  consented: boolean;
}

type Concerned = Pick<SubscriptionRow, 'id' | 'licenceId' | 'currentPeriodStart' | 'price' | 'source'>;

function concerning(facts: PriceMigrationFacts, subscription: Concerned): MigrationForSubscription[] {
  if (subscription.source !== 'PURCHASE') return [];
  return facts.migrations.flatMap((migration) => {
    if (migration.licenceId !== subscription.licenceId) return [];
    if (migration.effectiveAt.getTime() <= new Date(subscription.currentPeriodStart).getTime()) return [];
    const newPrice = migration.amounts.find((amount) => amount.currency === subscription.price.currency && amount.scale === subscription.price.scale);
    if (!newPrice) return [];
    return [{ migration, newPrice, consented: facts.decisions.get(`${migration.id}:${subscription.id}`) === 'CONSENTED' }];
  });
}

/** The next migration that will reach this subscription (the earliest not yet charged), if any. */
export function upcomingMigration(facts: PriceMigrationFacts, subscription: Concerned): MigrationForSubscription | null {
  return concerning(facts, subscription)[0] ?? null;
}

/** The migration in force for a charge at `at`: the latest that took effect by then and has not been charged yet. */
export function migrationInForce(facts: PriceMigrationFacts, subscription: Concerned, at: Date): MigrationForSubscription | null {
  const inForce = concerning(facts, subscription).filter(({ migration }) => migration.effectiveAt.getTime() <= at.getTime());
  return inForce[inForce.length - 1] ?? null;
}

export function priceMigrationJson(found: MigrationForSubscription | null) {
  if (!found) return null;
  return {
    newPrice: { amount: found.newPrice.amount, currency: found.newPrice.currency, scale: found.newPrice.scale },
    effectiveAt: found.migration.effectiveAt.toISOString(),
    deadline: found.migration.deadline.toISOString(),
    customerConfirmed: found.consented,
  };
}

/**
 * The announced price change a subscription of `licenceId` bought now would
 * meet, in `currency`: the first migration still to take effect whose consent
 * is still being taken. Checkout shows it (the basket's `upcomingPriceChange`),
 * so buying is consenting (consentToAnnouncedChanges).
 */
export async function announcedPriceChange(
  db: Queryable,
  licenceId: number,
  price: Pick<Money, 'currency' | 'scale'>,
  now: Date,
): Promise<{ newPrice: Money; effectiveAt: Date } | null> {
  const { migrations } = await priceMigrationFacts(db, [licenceId], []);
  for (const migration of migrations) {
    if (migration.effectiveAt.getTime() <= now.getTime() || migration.deadline.getTime() <= now.getTime()) continue;
    const newPrice = migration.amounts.find((amount) => amount.currency === price.currency && amount.scale === price.scale);
    if (newPrice) return { newPrice, effectiveAt: migration.effectiveAt };
  }
  return null;
}

/**
 * A subscription bought while a price change was announced was bought seeing
 * it (checkout shows the basket's `upcomingPriceChange`): its consent is
 * recorded at once, so the new subscriber is neither asked again nor set to
 * cancel when the deadline passes.
 */
export async function consentToAnnouncedChanges(db: Queryable, subscriptionId: number, licenceId: number, now: Date): Promise<void> {
  await db.query(
    `insert into price_migration_decision (price_migration_id, subscription_id, decision, decided_at)
     select m.id, $1, 'CONSENTED', $3 from price_migration m
      where m.licence_id = $2 and m.effective_at > $3 and m.consent_deadline > $3
     on conflict (price_migration_id, subscription_id) do nothing`,
    [subscriptionId, licenceId, now],
  );
}

/** Records the customer's consent (once; a second consent changes nothing). */
export async function recordConsent(db: Queryable, migrationId: number, subscriptionId: number, now: Date): Promise<void> {
  await db.query(
    `insert into price_migration_decision (price_migration_id, subscription_id, decision, decided_at) values ($1, $2, 'CONSENTED', $3)
     on conflict (price_migration_id, subscription_id) do update set decision = 'CONSENTED', decided_at = excluded.decided_at`,
    [migrationId, subscriptionId, now],
  );
}

/**
 * The job's part: every running subscription a migration concerns whose
 * customer let the consent deadline pass is set to cancel at the end of its
 * current period, once (the decision row remembers it, so a customer who then
 * reactivates is not cancelled again), and told so by email. Answers how many.
 */
export async function enforceConsentDeadlines(db: Queryable, now: Date, realmId: number | null): Promise<number> {
  const marked = await db.query<{ subscriptionId: number; realmId: number; userId: number; periodEnd: Date; entitlementId: number | null }>(
    `with concerned as (
       select m.id as migration_id, s.id as subscription_id
         from price_migration m
         join subscription s on s.licence_id = m.licence_id and s.source = 'PURCHASE'
                             and s.status in ('TRIAL', 'ACTIVE', 'PAST_DUE') and s.current_period_start < m.effective_at
         join price_migration_amount a on a.price_migration_id = m.id and a.currency = s.price_currency
        where m.consent_deadline <= $1 and ($2::int is null or m.realm_id = $2)
          and not exists (select 1 from price_migration_decision d where d.price_migration_id = m.id and d.subscription_id = s.id)
     ), decided as (
       insert into price_migration_decision (price_migration_id, subscription_id, decision, decided_at)
       select migration_id, subscription_id, 'CANCELLED', $1 from concerned
       on conflict do nothing
       returning subscription_id
     )
     update subscription s set cancel_at_period_end = true, updated_at = $1
       from decided where s.id = decided.subscription_id and not s.cancel_at_period_end
     returning s.id as "subscriptionId", s.realm_id as "realmId", s.user_id as "userId", s.current_period_end as "periodEnd",
               s.entitlement_id as "entitlementId"`,
    [now, realmId],
  );
  for (const row of marked) {
    // Cancelled at the period's end: access ends there, without the renewal grace.
    await setEntitlementEnd(db, row.entitlementId, row.periodEnd);
    const profile = await readUserProfile(db, row.userId);
    await sendMail(db, {
      realmId: row.realmId,
      to: profile.contactEmail,
      subject: 'Your subscription will end',
      text: [
        'The price of your subscription is changing, and we did not receive your agreement to the new price in time.',
        `Your subscription will end on ${new Date(row.periodEnd).toISOString().slice(0, 10)}. You can keep it by reactivating it before then, at the new price.`,
      ].join('\n'),
      sentAt: now,
    });
  }
  return marked.length;
}


/**
 * The customer's upcoming price migration of each licence they subscribe to
 * (spec §3 licenceStatus.upcomingPriceMigration), by licence id; three statements.
 */
export async function upcomingPriceMigrations(db: Queryable, realmId: number, userId: number): Promise<Map<number, NonNullable<ReturnType<typeof priceMigrationJson>>>> {
  const running = (await subscriptionsOf(db, realmId, userId)).filter(
    (subscription) => subscription.source === 'PURCHASE' && ['TRIAL', 'ACTIVE', 'PAST_DUE'].includes(subscription.status),
  );
  const facts = await priceMigrationFacts(db, [...new Set(running.map((subscription) => subscription.licenceId))], running.map((subscription) => subscription.id));
  const found = new Map<number, NonNullable<ReturnType<typeof priceMigrationJson>>>();
  for (const subscription of running) {
    const json = priceMigrationJson(upcomingMigration(facts, subscription));
    if (json && !found.has(subscription.licenceId)) found.set(subscription.licenceId, json);
  }
  return found;
}
