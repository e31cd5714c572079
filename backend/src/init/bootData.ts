import type { Queryable } from '../db/database.ts';
import { statusCondition } from '../liveEvent/liveEvents.ts';
import { labelOverridesJson, labelRowsSql, labelsJson, type LabelRow } from '../realm/labels.ts';
import { menuJson, menuRowsSql, type MenuItemRow } from '../realm/menu.ts';
import type { Realm } from '../realm/realmRepository.ts';
import { visibilityParams, visibleSql, type ContentViewer } from '../content/visibility.ts';
import { licencesOnSaleSql, type LicenceRow } from '../licence/licences.ts';

const everyEventOnAir: ContentViewer = { maxAge: 18, country: 'ZZ', hideGeoBlocked: false };

/**
 * What every client boots with besides the realm itself: its labels, its menu
 * for the platform, how many events are live and, when asked, the licences on sale. One statement: init is on the
 * path of every first page (the home page's budget is ≤ 5 statements in all).
 * The live count is of the events the viewer may see (a child's, their rating's);
 * asked without a viewer (a client's boot, the gateway's shared realm data) it is
 * the realm's own: every event on air, wherever and for whomever.
 */
export async function readBootData(
  db: Queryable,
  realm: Realm,
  options: {
    language: string;
    platform: string;
    now: Date;
    viewer: ContentViewer | null;
    readLicences?: boolean;
    /** An admin's preview: the menu's unpublished items too (section/preview.ts decides who may). */
    previewMenu?: boolean;
  },
) {
  const [row] = await db.query<{ labels: LabelRow[]; menu: MenuItemRow[]; webMenu: MenuItemRow[]; eventCount: number; licences: LicenceRow[] }>(
    `select ${labelRowsSql('$1')} as labels,
            ${options.readLicences ? licencesOnSaleSql('$1') : "'[]'::jsonb"} as licences,
            ${menuRowsSql('$1', '$2', '$7')} as menu,
            ${menuRowsSql('$1', "'web'", '$7')} as "webMenu",
            (select count(*)::int from live_event e where e.realm_id = $1 and ${statusCondition('LIVE', '$3')}
                and ${visibleSql('e', 4)}) as "eventCount"`,
    [realm.id, options.platform, options.now, ...visibilityParams(options.viewer ?? everyEventOnAir), options.previewMenu === true],
  );
  return {
    labels: labelsJson(row?.labels ?? [], realm, options.language),
    labelOverrides: labelOverridesJson(row?.labels ?? [], realm, options.language),
    menu: menuJson(row?.menu ?? [], row?.webMenu ?? [], realm, options.language),
    eventCount: row?.eventCount ?? 0,
    licences: row?.licences ?? [],
  };
}
