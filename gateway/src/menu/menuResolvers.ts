import type { MenuItemType, MenuLayout, Resolvers } from '../__generated__/resolvers-types.ts';
import { toGlobalId } from '../lib/globalId.ts';

const layouts: MenuLayout[] = ['TOP', 'TOP_LEFT', 'SIDEBAR'];
const itemTypes: MenuItemType[] = ['SECTION', 'VIEW', 'LINK', 'PLUGIN'];

export const menuResolvers: Resolvers = {
  Menu: {
    layout: (menu) => (layouts.includes(menu.layout as MenuLayout) ? (menu.layout as MenuLayout) : 'TOP'),
    // A kind of item this gateway does not know cannot be drawn: leave it out.
    items: (menu) => menu.items.filter((item) => itemTypes.includes(item.type)),
  },
  MenuItem: {
    id: (item) => toGlobalId('MenuItem', item.id),
    internalId: (item) => item.id,
    type: (item) => item.type,
    section: (item) => item.data?.section ?? null,
    view: (item) => item.data?.view ?? null,
    // The platform's menu has section and view items only (its contract has no link target yet).
    url: () => null,
    iconUrl: (item) => item.style?.iconUrl ?? null,
    seoTitle: (item) => item.seo?.title ?? null,
  },
};
