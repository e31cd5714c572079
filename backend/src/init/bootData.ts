import type { Queryable } from '../db/database.ts';
import { statusCondition } from '../liveEvent/liveEvents.ts';
import { labelRowsSql, labelsJson, type LabelRow } from '../realm/labels.ts';
import { menuJson, menuRowsSql, type MenuItemRow } from '../realm/menu.ts';
import type { Realm } from '../realm/realmRepository.ts';

/**
 * What every client boots with besides the realm itself: its labels, its menu
 * for the platform and how many events are live. One statement: init is on the
 * path of every first page (the home page's budget is ≤ 5 statements in all).
 */
export async function readBootData(db: Queryable, realm: Realm, options: { language: string; platform: string; now: Date }) {
  const [row] = await db.query<{ labels: LabelRow[]; menu: MenuItemRow[]; webMenu: MenuItemRow[]; eventCount: number }>(
    `select ${labelRowsSql('$1')} as labels,
            ${menuRowsSql('$1', '$2')} as menu,
            ${menuRowsSql('$1', "'web'")} as "webMenu",
            (select count(*)::int from live_event e where e.realm_id = $1 and ${statusCondition('LIVE', '$3')}) as "eventCount"`,
    [realm.id, options.platform, options.now],
  );
  return {
    labels: labelsJson(row?.labels ?? [], realm, options.language),
    menu: menuJson(row?.menu ?? [], row?.webMenu ?? [], realm, options.language),
    eventCount: row?.eventCount ?? 0,
  };
}
