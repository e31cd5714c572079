// What a realm sells (migration 020): licences, their families, their prices per
// currency, and which titles each includes. Prices stay integers (minor units
// at a scale) from the database to the JSON.
import type { Queryable } from '../db/database.ts';
import type { LocalisedText } from '../i18n/language.ts';
import { localCurrencyOf } from './currency.ts';

export type LicenceKind = 'SUBSCRIPTION' | 'PAY_PER_VIEW';
export type SubscriptionPeriod = 'P1M' | 'P3M' | 'P6M' | 'P1Y';

export interface LicenceAmount {
  currency: string;
  /** Minor units at `scale`: the price is amount / 10^scale. */
  amount: number;
  scale: number;
  isDefault: boolean;
}

export type LicenceRow = {
  id: number;
  realmId: number;
  kind: LicenceKind;
  name: LocalisedText;
  description: LocalisedText;
  subscriptionPeriod: SubscriptionPeriod | null;
  trialDays: number;
  liveEventId: number | null;
  onSale: boolean;
  family: { id: number; name: LocalisedText } | null;
  amounts: LicenceAmount[];
};

const licenceColumns = `
  l.id, l.realm_id as "realmId", l.kind, l.name, l.description, l.subscription_period as "subscriptionPeriod",
  l.trial_days as "trialDays", l.live_event_id as "liveEventId", l.on_sale as "onSale",
  case when f.id is null then null else jsonb_build_object('id', f.id, 'name', f.name) end as family,
  coalesce((select jsonb_agg(jsonb_build_object('currency', a.currency, 'amount', a.amount, 'scale', a.scale,
                                               'isDefault', a.is_default) order by a.is_default desc, a.currency)
              from licence_amount a where a.licence_id = l.id), '[]'::jsonb) as amounts`;

const shopOrder = 'coalesce(f.position, 0), l.position, l.id';

/** The realm's licences, families first by position, then licences by position; `onSaleOnly` for a shop window. */
export async function licencesOfRealm(db: Queryable, realmId: number, { onSaleOnly = true } = {}): Promise<LicenceRow[]> {
  return db.query<LicenceRow>(
    `select ${licenceColumns}
       from licence l left join licence_family f on f.id = l.family_id
      where l.realm_id = $1 and (l.on_sale or not $2::boolean)
      order by ${shopOrder}`,
    [realmId, onSaleOnly],
  );
}

/** SQL: the realm's licences on sale as one jsonb array of LicenceRow, for a statement that reads more (init). */
export function licencesOnSaleSql(realmParam: string): string {
  return `(select coalesce(jsonb_agg(to_jsonb(x) - 'sortKey' order by x."sortKey"), '[]'::jsonb) from (
            select ${licenceColumns}, row_number() over (order by ${shopOrder}) as "sortKey"
              from licence l left join licence_family f on f.id = l.family_id
             where l.realm_id = ${realmParam} and l.on_sale) x)`;
}

export async function licenceById(db: Queryable, realmId: number, id: number): Promise<LicenceRow | null> {
  const [row] = await db.query<LicenceRow>(
    `select ${licenceColumns} from licence l left join licence_family f on f.id = l.family_id
      where l.realm_id = $1 and l.id = $2`,
    [realmId, id],
  );
  return row ?? null;
}

/** A title a licence can include: a video (directly or through its series) or a live event. */
export type LicensedRef = { type: 'VIDEO' | 'LIVE_EVENT'; id: number };

export function refKey(ref: LicensedRef): string {
  return `${ref.type}:${ref.id}`;
}

/**
 * The licences that include each title, by `refKey`; a title no licence
 * includes is free and gets an empty list. Off-sale licences count: a customer
 * who holds one keeps watching what it included.
 */
export async function licencesIncluding(db: Queryable, realmId: number, refs: readonly LicensedRef[]): Promise<Map<string, number[]>> {
  const videoIds = refs.filter((ref) => ref.type === 'VIDEO').map((ref) => ref.id);
  const eventIds = refs.filter((ref) => ref.type === 'LIVE_EVENT').map((ref) => ref.id);
  const included = new Map<string, number[]>(refs.map((ref) => [refKey(ref), []]));
  if (refs.length === 0) return included;
  // One statement for a page of titles, whatever their kinds.
  const rows = await db.query<{ type: 'VIDEO' | 'LIVE_EVENT'; id: number; licenceIds: number[] }>(
    `select 'VIDEO' as type, v.id, array_agg(distinct lc.licence_id) as "licenceIds"
       from video v
       join licence_content lc on (lc.content_type = 'VIDEO' and lc.content_id = v.id)
                               or (lc.content_type = 'SERIES' and lc.content_id = v.series_id)
       join licence l on l.id = lc.licence_id and l.realm_id = $1
      where v.id = any($2::int[]) and v.realm_id = $1
      group by v.id
     union all
     select 'LIVE_EVENT' as type, e.id, array_agg(distinct lc.licence_id) as "licenceIds"
       from live_event e
       join licence_content lc on lc.content_type = 'LIVE_EVENT' and lc.content_id = e.id
       join licence l on l.id = lc.licence_id and l.realm_id = $1
      where e.id = any($3::int[]) and e.realm_id = $1
      group by e.id`,
    [realmId, videoIds, eventIds],
  );
  for (const row of rows) included.set(refKey(row), row.licenceIds.sort((a, b) => a - b));
  return included;
}

/**
 * The amount a viewer in `country` pays: the one in their local currency when
 * the licence has it, else the default one.
 */
export function priceFor(licence: Pick<LicenceRow, 'amounts'>, country: string): LicenceAmount | null {
  const local = localCurrencyOf(country);
  return licence.amounts.find((amount) => amount.currency === local) ?? licence.amounts.find((amount) => amount.isDefault) ?? null;
}

/** How a title is sold, whoever asks: free, in a subscription, or only as a pay-per-view. */
export type Licensing = 'FREE' | 'SUBSCRIPTION' | 'PAY_PER_VIEW';

export const licensingSchema = {
  type: 'string',
  enum: ['FREE', 'SUBSCRIPTION', 'PAY_PER_VIEW'],
  description:
    'How the title is sold: FREE (no licence includes it), SUBSCRIPTION (a subscription includes it) or PAY_PER_VIEW ' +
    '(only a pay-per-view does). The same for every viewer: whether this viewer may play it is GET /playability',
} as const;

/**
 * SQL: the `Licensing` of the video or live event on `alias`, read with the row
 * (a correlated subquery, so lists keep their statement count). A title a
 * subscription includes counts as SUBSCRIPTION even where a pay-per-view sells it too.
 */
export function licensingColumn(alias: string, kind: 'VIDEO' | 'LIVE_EVENT'): string {
  const includes =
    kind === 'VIDEO'
      ? `(lc.content_type = 'VIDEO' and lc.content_id = ${alias}.id) or (lc.content_type = 'SERIES' and lc.content_id = ${alias}.series_id)`
      : `lc.content_type = 'LIVE_EVENT' and lc.content_id = ${alias}.id`;
  return `(select case when count(*) = 0 then 'FREE' when bool_or(l.kind = 'SUBSCRIPTION') then 'SUBSCRIPTION' else 'PAY_PER_VIEW' end
      from licence_content lc join licence l on l.id = lc.licence_id where ${includes}) as licensing`;
}
