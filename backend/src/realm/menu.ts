import { localise, type LocalisedText } from '../i18n/language.ts';
import type { Realm } from './realmRepository.ts';
import { iconUrl } from '../images/iconStore.ts';

export interface MenuItemRow extends Record<string, unknown> {
  id: number;
  type: 'SECTION' | 'VIEW';
  title: LocalisedText;
  section: string | null;
  view: string | null;
  icon: string | null;
}

/** SQL: the realm's menu items for the platform at `platformParam`, as one JSON array of MenuItemRow in order. */
export function menuRowsSql(realmParam: string, platformParam: string): string {
  return `(select coalesce(jsonb_agg(to_jsonb(m) - 'position' order by m.position), '[]'::jsonb)
             from (select id, type, title, section, view, icon, position from menu_item
                    where realm_id = ${realmParam} and ${platformParam} = any(platforms)) m)`;
}

/**
 * The realm's menu, localised, from the rows for the platform and for the web:
 * a platform without a menu of its own gets the web menu rather than none.
 */
export function menuJson(platformRows: MenuItemRow[], webRows: MenuItemRow[], realm: Realm, language: string) {
  const rows = platformRows.length > 0 ? platformRows : webRows;
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
          style: { type: 'object', required: ['iconUrl'], properties: { iconUrl: { type: ['string', 'null'] } } },
          seo: { type: 'object', required: ['title'], properties: { title: { type: 'string' } } },
        },
      },
    },
  },
} as const;
