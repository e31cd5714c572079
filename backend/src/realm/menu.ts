import type { Queryable } from '../db/database.ts';
import { localise, type LocalisedText } from '../i18n/language.ts';
import type { Realm } from './realmRepository.ts';
import { iconUrl } from '../images/iconStore.ts';

interface MenuItemRow extends Record<string, unknown> {
  id: number;
  type: 'SECTION' | 'VIEW';
  title: LocalisedText;
  section: string | null;
  view: string | null;
  icon: string | null;
}

/** The realm's menu for a platform (`web`, `tv`, …), localised. */
export async function realmMenu(db: Queryable, realm: Realm, language: string, platform: string) {
  const itemsFor = (target: string) =>
    db.query<MenuItemRow>(
      `select id, type, title, section, view, icon from menu_item
        where realm_id = $1 and $2 = any(platforms) order by position`,
      [realm.id, target],
    );
  // A platform without a menu of its own gets the web menu rather than none.
  let rows = await itemsFor(platform);
  if (rows.length === 0 && platform !== 'web') rows = await itemsFor('web');
  return {
    layout: realm.menuLayout,
    items: rows.map((row) => {
      const title = localise(row.title, language, realm.defaultLanguage);
      return {
        id: String(row.id),
        type: row.type,
        title,
        data: row.type === 'SECTION' ? { section: row.section } : { view: row.view },
        style: { iconUrl: row.icon ? iconUrl(row.icon, realm.name) : null },
        seo: { title },
      };
    }),
  };
}

export const menuSchema = {
  type: 'object',
  required: ['layout', 'items'],
  properties: {
    layout: { type: 'string', enum: ['TOP', 'TOP_LEFT', 'SIDEBAR'] },
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'type', 'title', 'data', 'style', 'seo'],
        properties: {
          id: { type: 'string' },
          type: { type: 'string', enum: ['SECTION', 'VIEW'] },
          title: { type: 'string' },
          data: { type: 'object', properties: { section: { type: 'string' }, view: { type: 'string' } } },
          style: { type: 'object', properties: { iconUrl: { type: ['string', 'null'] } } },
          seo: { type: 'object', properties: { title: { type: 'string' } } },
        },
      },
    },
  },
} as const;
