import type { MenuItemType, MenuLayout, Resolvers } from '../__generated__/resolvers-types.ts';
import { toGlobalId } from '../lib/globalId.ts';
import type { MenuItemModel } from './menuModel.ts';

const layouts: MenuLayout[] = ['TOP', 'TOP_LEFT', 'HAMBURGER', 'SIDEBAR', 'FOLDER'];
const itemTypes: MenuItemType[] = ['SECTION', 'VIEW', 'LINK', 'PLUGIN', 'FOLDER'];

/** A kind of item this gateway does not know cannot be drawn: leave it out. */
function known(items: MenuItemModel[]): MenuItemModel[] {
  return items.filter((item) => itemTypes.includes(item.type));
}

/** Only web addresses leave the app: a `javascript:` or `data:` URL in a realm's menu is never handed to a client. */
function safeUrl(url: string | undefined, options: { allowPath: boolean }): string | null {
  if (!url) return null;
  if (options.allowPath && url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}

export const menuResolvers: Resolvers = {
  Menu: {
    layout: (menu) => (layouts.includes(menu.layout as MenuLayout) ? (menu.layout as MenuLayout) : 'TOP'),
    items: (menu) => known(menu.items),
  },
  MenuItem: {
    id: (item) => toGlobalId('MenuItem', item.id),
    internalId: (item) => item.id,
    type: (item) => item.type,
    section: (item) => item.data?.section ?? null,
    view: (item) => item.data?.view ?? null,
    url: (item) => safeUrl(item.data?.url, { allowPath: item.type === 'PLUGIN' }),
    plugin: (item) => item.data?.plugin ?? null,
    items: (item) => known((item.items ?? []).map((child) => ({ ...child, items: [], __typename: 'MenuItem' as const }))),
    iconUrl: (item) => item.style?.iconUrl ?? null,
    seoTitle: (item) => item.seo?.title ?? null,
  },
};
