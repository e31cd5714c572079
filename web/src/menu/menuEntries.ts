import { pathTo, sectionPath } from '../system/routePaths.ts';

/** Spec §2: the search overlay's marker, appended to the current path. */
export const SEARCH_HASH = '#search';

export type MenuItemType = 'SECTION' | 'VIEW' | 'LINK' | 'PLUGIN' | 'FOLDER' | '%future added value';
export type MenuLayout = 'TOP' | 'TOP_LEFT' | 'HAMBURGER' | 'SIDEBAR' | 'FOLDER' | '%future added value';
export type ViewerRole = 'UNAUTHENTICATED' | 'GUEST' | 'CUSTOMER' | 'ADMIN' | '%future added value';

export interface MenuItemInput {
  readonly id: string;
  readonly type: MenuItemType;
  readonly title: string;
  readonly section: string | null | undefined;
  readonly view: string | null | undefined;
  readonly url: string | null | undefined;
  readonly plugin?: string | null | undefined;
  readonly iconUrl: string | null | undefined;
  /** A FOLDER's items. */
  readonly items?: ReadonlyArray<MenuItemInput>;
}

/** Where an entry leads: a route of the app, or a page outside it. */
export type MenuTarget =
  | { kind: 'route'; path: string }
  | { kind: 'external'; href: string; newTab: boolean }
  /** A panel over the current page, opened by adding `hash` to its location (spec §2 `#search`). */
  | { kind: 'overlay'; hash: string }
  /** Spec §2: the consent plugin's entry opens the consent preferences dialog instead of navigating. */
  | { kind: 'consent' };

export interface MenuEntry {
  kind: 'entry';
  id: string;
  title: string;
  iconUrl: string | null;
  target: MenuTarget;
}

/** A FOLDER item of the FOLDER layout: a dropdown (a group in the mobile menu) of its entries. */
export interface MenuFolder {
  kind: 'folder';
  id: string;
  title: string;
  iconUrl: string | null;
  entries: MenuEntry[];
}

export type MainMenuNode = MenuEntry | MenuFolder;

export interface MenuContext {
  role: ViewerRole;
  hasLive: boolean;
  /** The realm's `scheduleSection` is ENABLED (left out: as if it were). */
  scheduleSectionEnabled?: boolean;
  /** The viewer watches as a child profile (`pro.ty` = c). */
  isChildProfile?: boolean;
  /** The realm's `contentSearchEngine` is VESPER: search is its own page, else a panel (#search). */
  vesperSearch?: boolean;
  /** The realm's menu layout: only FOLDER keeps folders; the others show a folder's items in its place. */
  layout?: MenuLayout;
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
/** The plugin whose entry opens the consent preferences (spec §2). */
export const CONSENT_PLUGIN = 'consent';

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

/** Only web addresses leave the app (the gateway drops any other; this is the last line). */
function isWebAddress(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

function pluginTarget(item: MenuItemInput, context: MenuContext): MenuTarget | null {
  if (item.plugin === CONSENT_PLUGIN) {
    // The consent answers are the account's: nothing to show a guest, and a
    // child profile does not answer for the account (as with its prompts).
    return isSignedIn(context.role) && !context.isChildProfile ? { kind: 'consent' } : null;
  }
  const url = item.url ?? '';
  if (url.startsWith('/') && !url.startsWith('//')) return { kind: 'route', path: url };
  return isWebAddress(url) ? { kind: 'external', href: url, newTab: false } : null;
}

type Placement = { list: 'main' | 'utilities'; entry: MenuEntry } | { list: 'liveNow'; entry: Omit<MenuEntry, 'target'> };

/** One item that leads somewhere, where this viewer may see it: its entry and which list it belongs to. */
function place(item: MenuItemInput, context: MenuContext): Placement | null {
  const base = { kind: 'entry' as const, id: item.id, title: item.title, iconUrl: item.iconUrl ?? null };
  switch (item.type) {
    case 'SECTION': {
      if (!item.section) return null;
      // Schedule is hidden unless the realm has live events and the schedule section (spec §2).
      if (item.section === 'schedule' && (!context.hasLive || context.scheduleSectionEnabled === false)) return null;
      return { list: 'main', entry: { ...base, target: { kind: 'route', path: sectionPath(item.section) } } };
    }
    case 'LINK':
      // Spec §2: an outbound link opens in a new tab.
      return item.url && isWebAddress(item.url)
        ? { list: 'main', entry: { ...base, target: { kind: 'external', href: item.url, newTab: true } } }
        : null;
    case 'PLUGIN': {
      const target = pluginTarget(item, context);
      return target ? { list: target.kind === 'consent' ? 'utilities' : 'main', entry: { ...base, target } } : null;
    }
    case 'VIEW': {
      const view = item.view ?? '';
      if (ACCOUNT_VIEWS.has(view) && !isSignedIn(context.role)) return null;
      if (ADULT_VIEWS.has(view) && context.isChildProfile) return null;
      if (BUILT_IN_VIEWS.has(view)) return null;
      if (view === 'livenow') return context.hasLive ? { list: 'liveNow', entry: base } : null;
      const target = viewTarget(view, context);
      if (!target) return null;
      return { list: CONTENT_VIEWS.has(view) ? 'main' : 'utilities', entry: { ...base, target } };
    }
    default:
      return null;
  }
}

/**
 * Splits the realm's menu into the main navigation (sections, links, plugins,
 * and the folders of the FOLDER layout) and the top-right utilities (views),
 * applying the spec's visibility rules. One pure function: every layout draws
 * what it returns.
 */
export function menuEntries(
  items: ReadonlyArray<MenuItemInput>,
  context: MenuContext,
): {
  main: MainMenuNode[];
  utilities: MenuEntry[];
  /** The `livenow` view (counter and list of events on air), where this viewer may see it. */
  liveNow: Omit<MenuEntry, 'target'> | null;
} {
  const main: MainMenuNode[] = [];
  const utilities: MenuEntry[] = [];
  let liveNow: Omit<MenuEntry, 'target'> | null = null;
  const add = (placement: Placement | null) => {
    if (!placement) return;
    if (placement.list === 'liveNow') liveNow = placement.entry;
    else (placement.list === 'main' ? main : utilities).push(placement.entry);
  };
  for (const item of items) {
    if (item.type !== 'FOLDER') {
      add(place(item, context));
      continue;
    }
    const children = item.items ?? [];
    if (context.layout !== 'FOLDER') {
      // Other layouts show a folder's items in its place.
      for (const child of children) add(place(child, context));
      continue;
    }
    // In a folder every entry stays in the folder; live now is the bar's own counter.
    const entries: MenuEntry[] = [];
    for (const child of children) {
      const placement = place(child, context);
      if (placement?.list === 'liveNow') liveNow = placement.entry;
      else if (placement) entries.push(placement.entry);
    }
    // A folder with nothing this viewer may open is not shown.
    if (entries.length > 0) {
      main.push({ kind: 'folder', id: item.id, title: item.title, iconUrl: item.iconUrl ?? null, entries });
    }
  }
  return { main, utilities, liveNow };
}

