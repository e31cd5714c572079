import { pathTo } from '../system/routePaths.ts';
import { type RouteName, routesMatching } from '../system/routeTable.ts';

/** A promo's link as the schema gives it (PromoLink). */
export type PromoLinkData =
  | { readonly __typename: 'PromoExternalLink'; readonly url: string }
  | { readonly __typename: 'PromoContentLink'; readonly type: 'VOD' | 'LIVE' | 'PLAYLIST' | '%future added value'; readonly contentId: string }
  | { readonly __typename: '%other' };

/** Where a promo's call to action leads: a page of the app, an outside address, or nowhere this client knows. */
export type PromoTarget = { kind: 'app'; path: string } | { kind: 'external'; url: string } | null;

const routeOfType = { VOD: 'VOD', LIVE: 'LIVE', PLAYLIST: 'PLAYLIST' } as const;

export function promoTarget(link: PromoLinkData): PromoTarget {
  if (link.__typename === 'PromoExternalLink') {
    // Only web addresses: a promo never runs script (`javascript:`) from the app's origin.
    return /^https?:\/\//i.test(link.url) ? { kind: 'external', url: link.url } : null;
  }
  if (link.__typename === 'PromoContentLink' && link.type in routeOfType) {
    return { kind: 'app', path: pathTo(routeOfType[link.type as keyof typeof routeOfType], { id: link.contentId }) };
  }
  return null;
}

/**
 * Where a promo may be shown: the pages a viewer browses (home, browse, a
 * section, news, fighters). Never over a form (sign-in, account, checkout,
 * gifts), where it would cover the buttons, nor over a player, and never on
 * the very page it promotes: there it would only repeat the page.
 */
/** The pages a viewer browses, where the card may show. */
const BROWSING_ROUTES: ReadonlySet<RouteName> = new Set(['HOME', 'BROWSE', 'SECTION', 'NEWS', 'NEWS_ITEM', 'FIGHTERS', 'FIGHTER']);

export function promoBelongsOn(pathname: string, target: PromoTarget): boolean {
  if (target?.kind === 'app' && target.path === pathname) return false;
  // By route name, not by path: paths differ per language (`/section/…`, `/secao/…`, `/seccion/…`).
  return routesMatching(pathname).some(({ route }) => BROWSING_ROUTES.has(route));
}
