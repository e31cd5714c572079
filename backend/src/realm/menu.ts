import { localise, type LocalisedText } from '../i18n/language.ts';
import { iconUrl } from '../images/iconStore.ts';

/**
 * How the web client draws the realm's navigation (spec §2 "Navigation bar layouts"):
 * - `TOP`: a bar across the top, the items in its middle;
 * - `TOP_LEFT`: the same bar, the items beside the logo;
 * - `HAMBURGER`: the bar keeps only the logo and the top-right utilities; the
 *   items are behind a menu button at every width;
 * - `SIDEBAR`: a column along the left edge;
 * - `FOLDER`: a top bar whose FOLDER items open as dropdowns of their items.
 *   In the other layouts a folder's items stand in its place, so a realm can
 *   change its layout without rewriting its menu.
 * Below 1025px every layout becomes the mobile menu (spec §9).
 */
export const MENU_LAYOUTS = ['TOP', 'TOP_LEFT', 'HAMBURGER', 'SIDEBAR', 'FOLDER'] as const;
export type MenuLayout = (typeof MENU_LAYOUTS)[number];

export const MENU_ITEM_TYPES = ['SECTION', 'VIEW', 'LINK', 'PLUGIN', 'FOLDER'] as const;
export type MenuItemType = (typeof MENU_ITEM_TYPES)[number];

interface MenuItemBase {
  /** Unique across every realm (the row's primary key). */
  id: number;
  title: LocalisedText;
  /** A name in the icon store (images/iconStore.ts). */
  icon?: string;
  /** The platforms that show the item (`web`, `tv`, …); the web only when left out. */
  platforms?: string[];
  /** False while the realm prepares it: only an admin's preview shows it (migration 030). Published when left out. */
  published?: boolean;
  /**
   * The content partitions that see the item (migration 031): left out or empty, every
   * viewer; otherwise only viewers who belong to one of them (guests never do).
   */
  partitions?: string[];
}

/** A menu item whose target is a page: what each kind leads to. */
export type MenuLeafDefinition =
  /** A content section: `home`, `browse` and `schedule` have routes of their own, any other is `/section/<name>`. */
  | (MenuItemBase & { type: 'SECTION'; section: string })
  /** A built-in screen: `search`, `livenow`, `preferences`, `logout`, `mylist`, `favourites`, `watchlists`, `Fighters`. */
  | (MenuItemBase & { type: 'VIEW'; view: string })
  /** An outbound link (http or https), opened in a new tab. */
  | (MenuItemBase & { type: 'LINK'; url: string })
  /** A plugin's entry: `consent` opens the consent preferences; any other goes to `url` (a path of the app or an address). */
  | (MenuItemBase & { type: 'PLUGIN'; plugin: string; url?: string });

/**
 * One entry of a realm's menu as a realm is defined (demo seed, realm files):
 * the items in display order; a FOLDER holds items of its own, one level deep.
 */
export type MenuItemDefinition = MenuLeafDefinition | (MenuItemBase & { type: 'FOLDER'; items: MenuLeafDefinition[] });

/** A row of `menu_item`, as the seed writes it. */
// A type, not an interface: the seed's upsert takes plain records.
export type MenuItemInsertRow = {
  id: number;
  realm_id: number;
  position: number;
  type: MenuItemType;
  title: LocalisedText;
  section: string | null;
  view: string | null;
  url: string | null;
  plugin: string | null;
  icon: string | null;
  platforms: string[];
  parent_id: number | null;
  published: boolean;
  partitions: string[];
};

/** The `menu_item` rows of a realm's menu, folders before their items (the table checks each kind's target). */
export function menuItemRows(realmId: number, items: MenuItemDefinition[]): MenuItemInsertRow[] {
  const row = (item: MenuItemDefinition, position: number, parentId: number | null): MenuItemInsertRow => ({
    id: item.id,
    realm_id: realmId,
    position,
    type: item.type,
    title: item.title,
    section: item.type === 'SECTION' ? item.section : null,
    view: item.type === 'VIEW' ? item.view : null,
    url: item.type === 'LINK' || item.type === 'PLUGIN' ? (item.url ?? null) : null,
    plugin: item.type === 'PLUGIN' ? item.plugin : null,
    icon: item.icon ?? null,
    platforms: item.platforms ?? ['web'],
    parent_id: parentId,
    published: item.published ?? true,
    partitions: item.partitions ?? [],
  });
  return items.flatMap((item, position) => [
    row(item, position, null),
    ...(item.type === 'FOLDER' ? item.items.map((child, childPosition) => row(child, childPosition, item.id)) : []),
  ]);
}

export interface MenuItemRow extends Record<string, unknown> {
  id: number;
  type: MenuItemType;
  title: LocalisedText;
  section: string | null;
  view: string | null;
  url: string | null;
  plugin: string | null;
  icon: string | null;
  parent_id: number | null;
  /** Empty for the shared menu (migration 031). */
  partitions: string[];
}

/**
 * SQL: the realm's menu items for the platform at `platformParam`, as one JSON array of MenuItemRow in order;
 * unpublished items only when `previewParam` is true (an admin's preview, migration 030).
 */
export function menuRowsSql(realmParam: string, platformParam: string, previewParam = 'false'): string {
  return `(select coalesce(jsonb_agg(to_jsonb(m) - 'position' order by m.position, m.id), '[]'::jsonb)
             from (select id, type, title, section, view, url, plugin, icon, parent_id, partitions, position from menu_item
                    where realm_id = ${realmParam} and ${platformParam} = any(platforms) and (published or ${previewParam}::boolean)) m)`;
}

interface MenuItemJson {
  id: string;
  type: MenuItemType;
  title: string;
  data: { section?: string; view?: string; url?: string; plugin?: string };
  style: { iconUrl: string | null };
  seo: { title: string };
  /** A FOLDER's items, in order; empty for every other kind. */
  items: MenuItemJson[];
  /** The content partitions that see the item; empty: everyone (the gateway filters per viewer). */
  partitions: string[];
}

/**
 * The realm's menu, localised, from the rows for the platform and for the web:
 * a platform without a menu of its own gets the web menu rather than none.
 * A folder lists its items; a folder left with none is left out.
 */
/** What the menu needs of its realm: named here rather than imported, since the realm row itself names MenuLayout. */
interface MenuRealm {
  name: string;
  defaultLanguage: string;
  menuLayout: MenuLayout;
}

export function menuJson(platformRows: MenuItemRow[], webRows: MenuItemRow[], realm: MenuRealm, language: string) {
  const rows = platformRows.length > 0 ? platformRows : webRows;
  const item = (row: MenuItemRow): MenuItemJson => {
    const title = localise(row.title, language, realm.defaultLanguage);
    const data =
      row.type === 'SECTION'
        ? { section: row.section ?? '' }
        : row.type === 'VIEW'
          ? { view: row.view ?? '' }
          : row.type === 'LINK'
            ? { url: row.url ?? '' }
            : row.type === 'PLUGIN'
              ? { plugin: row.plugin ?? '', ...(row.url ? { url: row.url } : {}) }
              : {};
    return {
      id: String(row.id),
      type: row.type,
      title,
      data,
      style: { iconUrl: row.icon ? iconUrl(row.icon, realm.name) : null },
      seo: { title },
      items: rows.filter((child) => child.parent_id === row.id).map(item),
      partitions: row.partitions ?? [],
    };
  };
  return {
    layout: realm.menuLayout,
    items: rows
      .filter((row) => row.parent_id === null)
      .map(item)
      .filter((entry) => entry.type !== 'FOLDER' || entry.items.length > 0),
  };
}

const menuItemProperties = {
  id: { type: 'string' },
  type: { type: 'string', enum: [...MENU_ITEM_TYPES] },
  title: { type: 'string' },
  data: {
    type: 'object',
    description: 'What the item leads to: section (SECTION), view (VIEW), url (LINK; PLUGIN, optional), plugin (PLUGIN)',
    properties: { section: { type: 'string' }, view: { type: 'string' }, url: { type: 'string' }, plugin: { type: 'string' } },
  },
  style: { type: 'object', required: ['iconUrl'], properties: { iconUrl: { type: ['string', 'null'] } } },
  seo: { type: 'object', required: ['title'], properties: { title: { type: 'string' } } },
  partitions: {
    type: 'array',
    items: { type: 'string' },
    description:
      "The content partitions whose viewers see the item (realm partitionSettings); empty: every viewer. " +
      'The menu is shared by every viewer of the realm, so clients drop what the viewer\'s partition does not include',
  },
} as const;

export const menuSchema = {
  type: 'object',
  required: ['layout', 'items'],
  properties: {
    layout: { type: 'string', enum: [...MENU_LAYOUTS] },
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'type', 'title', 'data', 'style', 'seo', 'partitions', 'items'],
        properties: {
          ...menuItemProperties,
          items: {
            type: 'array',
            description: "A FOLDER's items, in order (one level deep); empty for every other kind",
            items: { type: 'object', required: ['id', 'type', 'title', 'data', 'style', 'seo', 'partitions'], properties: menuItemProperties },
          },
        },
      },
    },
  },
} as const;
