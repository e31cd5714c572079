// A customer's rights to licences (migration 020): granted by a subscription
// for its paid period, by a pay-per-view purchase for good, by a redeemed gift,
// or by the operator. Playing a licensed title asks for one that holds now.
import type { Queryable } from '../db/database.ts';

export type EntitlementSource = 'SUBSCRIPTION' | 'PURCHASE' | 'GIFT' | 'GRANT';

/** The licences the user holds at `now`. */
export async function heldLicenceIds(db: Queryable, userId: number, now: Date): Promise<Set<number>> {
  const rows = await db.query<{ licenceId: number }>(
    `select distinct licence_id as "licenceId" from entitlement
      where user_id = $1 and revoked_at is null and starts_at <= $2 and (ends_at is null or ends_at > $2)`,
    [userId, now],
  );
  return new Set(rows.map((row) => row.licenceId));
}

export interface EntitlementGrant {
  userId: number;
  licenceId: number;
  source: EntitlementSource;
  startsAt: Date;
  /** Null: for good (a pay-per-view). */
  endsAt: Date | null;
}

export async function grantEntitlement(db: Queryable, grant: EntitlementGrant): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into entitlement (user_id, licence_id, source, starts_at, ends_at) values ($1, $2, $3, $4, $5) returning id`,
    [grant.userId, grant.licenceId, grant.source, grant.startsAt, grant.endsAt],
  );
  return row!.id;
}
