// What a realm offers as gifts (migration 022; spec §3 "Gift item"): a licence
// bought for someone else. A subscription gift is bought for a number of its
// periods at once (`minPeriods`..`maxPeriods`, the request's INT_RANGE); a
// pay-per-view gift takes no periods.
import type { Queryable } from '../db/database.ts';
import type { LocalisedText } from '../i18n/language.ts';

export interface GiftItemRow {
  id: number;
  realmId: number;
  externalId: string;
  licenceId: number;
  name: LocalisedText;
  description: LocalisedText;
  /** Null for a pay-per-view gift. */
  minPeriods: number | null;
  maxPeriods: number | null;
  onSale: boolean;
}

const columns = `g.id, g.realm_id as "realmId", g.external_id as "externalId", g.licence_id as "licenceId", g.name, g.description,
  g.min_periods as "minPeriods", g.max_periods as "maxPeriods", g.on_sale as "onSale"`;

/** The realm's gifts on sale, in its order. */
export async function giftItemsOfRealm(db: Queryable, realmId: number): Promise<GiftItemRow[]> {
  return db.query<GiftItemRow & Record<string, unknown>>(
    `select ${columns} from gift_item g join licence l on l.id = g.licence_id
      where g.realm_id = $1 and g.on_sale and l.on_sale order by g.position, g.id`,
    [realmId],
  );
}

export async function giftItemByExternalId(db: Queryable, realmId: number, externalId: string): Promise<GiftItemRow | null> {
  const [row] = await db.query<GiftItemRow & Record<string, unknown>>(`select ${columns} from gift_item g where g.realm_id = $1 and g.external_id = $2`, [
    realmId,
    externalId,
  ]);
  return row ?? null;
}

export async function giftItemById(db: Queryable, id: number): Promise<GiftItemRow | null> {
  const [row] = await db.query<GiftItemRow & Record<string, unknown>>(`select ${columns} from gift_item g where g.id = $1`, [id]);
  return row ?? null;
}
