import { pathTo, sectionPath } from '../system/routePaths.ts';

/** Spec §2: the search overlay's marker, appended to the current path. */
export const SEARCH_HASH = '#search';

export type MenuItemType = 'SECTION' | 'VIEW' | 'LINK' | 'PLUGIN' | '%future added value';
export type ViewerRole = 'UNAUTHENTICATED' | 'GUEST' | 'CUSTOMER' | 'ADMIN' | '%future added value';

export interface MenuItemInput {
  readonly id: string;
  readonly type: MenuItemType;
  readonly title: string;
  readonly section: string | null | undefined;
  readonly view: string | null | undefined;
  readonly url: string | null | undefined;
  readonly iconUrl: string | null | undefined;
}

/** Where an entry leads: a route of the app, or a page outside it. */
export type MenuTarget =
  | { kind: 'route'; path: string }
  | { kind: 'external'; href: string; newTab: boolean }
  /** A panel over the current page, opened by adding `hash` to its location (spec §2 `#search`). */
  | { kind: 'overlay'; hash: string };

export interface MenuEntry {
  id: string;
  title: string;
  iconUrl: string | null;
  target: MenuTarget;
}

export interface MenuContext {
  role: ViewerRole;
  hasLive: boolean;
  /** The realm's `scheduleSection` is ENABLED (left out: as if it were). */
  scheduleSectionEnabled?: boolean;
  /** The viewer watches as a child profile (`pro.ty` = c). */
  isChildProfile?: boolean;
  /** The realm's `contentSearchEngine` is VESPER: search is its own page, else a panel (#search). */
  vesperSearch?: boolean;
}

/**
 * Views that belong to a signed-in account (spec §2 "Menu items account,
 * preferences and logout are hidden for guests", live now "hidden for
 * guests"): only account holders see them.
 */
const ACCOUNT_VIEWS = new Set(['account', 'preferences', 'logout', 'livenow']);
/** Spec §2/§6: "Preferences and account entries are hidden for child profiles." */
const ADULT_VIEWS = new Set(['account', 'preferences']);
/**
 * The nav bar draws its own account link and sign-out button for account
 * holders (NavBar.tsx), so a realm's `account` and `logout` views would only
 * repeat them.
 */
const BUILT_IN_VIEWS = new Set(['account', 'logout']);
/** Spec §2: the view whose menu item offers the fighter section (the gateway's `Realm.hasFightersView` says the same for the guard). */
export const FIGHTERS_VIEW = 'Fighters';
/** Views that are pages of content: they sit with the sections in the main navigation, not among the top-right utilities. */
const CONTENT_VIEWS = new Set([FIGHTERS_VIEW]);

export function isSignedIn(role: ViewerRole): boolean {
  return role === 'CUSTOMER' || role === 'ADMIN';
}

function viewTarget(view: string, context: MenuContext): MenuTarget | null {
  switch (view) {
    // Spec §2 top-right `search`: the search route with the Vesper engine,
    // otherwise an overlay opened by appending #search to the current path.
    // `livenow` is drawn by the nav bar itself (see `liveNow` below).
    case 'search':
      return context.vesperSearch ? { kind: 'route', path: pathTo('SEARCH') } : { kind: 'overlay', hash: SEARCH_HASH };
    // Spec §2: preferences goes to account with section=preferences.
    case 'preferences':
      return { kind: 'route', path: `${pathTo('ACCOUNT')}?section=preferences` };
    // The realm's list (spec §2 MY_LIST, FAVOURITES, WATCHLISTS); visitors see it too and are asked to sign in there.
    case 'mylist':
      return { kind: 'route', path: pathTo('MY_LIST') };
    case 'favourites':
      return { kind: 'route', path: pathTo('FAVOURITES') };
    case 'watchlists':
      return { kind: 'route', path: pathTo('WATCHLISTS') };
    case FIGHTERS_VIEW:
      return { kind: 'route', path: pathTo('FIGHTERS') };
    default:
      return null;
  }
}

/**
 * Splits the realm's menu into the main navigation (sections, links, plugins)
 * and the top-right utilities (views), applying the spec's visibility rules.
 */
export function menuEntries(
  items: ReadonlyArray<MenuItemInput>,
  context: MenuContext,
): {
  main: MenuEntry[];
  utilities: MenuEntry[];
  /** The `livenow` view (counter and list of events on air), where this viewer may see it. */
  liveNow: Omit<MenuEntry, 'target'> | null;
} {
  const main: MenuEntry[] = [];
  const utilities: MenuEntry[] = [];
  let liveNow: Omit<MenuEntry, 'target'> | null = null;
  for (const item of items) {
    const base = { id: item.id, title: item.title, iconUrl: item.iconUrl ?? null };
    switch (item.type) {
      case 'SECTION': {
        if (!item.section) break;
        // Schedule is hidden unless the realm has live events and the schedule section (spec §2).
        if (item.section === 'schedule' && (!context.hasLive || context.scheduleSectionEnabled === false)) break;
        main.push({ ...base, target: { kind: 'route', path: sectionPath(item.section) } });
        break;
      }
      case 'LINK':
        if (item.url) main.push({ ...base, target: { kind: 'external', href: item.url, newTab: true } });
        break;
      case 'PLUGIN':
        if (item.url) main.push({ ...base, target: { kind: 'external', href: item.url, newTab: false } });
        break;
      case 'VIEW': {
        const view = item.view ?? '';
        if (ACCOUNT_VIEWS.has(view) && !isSignedIn(context.role)) break;
        if (ADULT_VIEWS.has(view) && context.isChildProfile) break;
        if (BUILT_IN_VIEWS.has(view)) break;
        if (view === 'livenow') {
          if (context.hasLive) liveNow = base;
          break;
        }
        const target = viewTarget(view, context);
        if (!target) break;
        (CONTENT_VIEWS.has(view) ? main : utilities).push({ ...base, target });
        break;
      }
      default:
        break;
    }
  }
  return { main, utilities, liveNow };
}
