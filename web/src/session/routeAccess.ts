// Spec §6 "Roles and permissions" and the conditional routes of spec §2, as
// data: which roles may open each route, given the realm's flags. The route
// guard (routeGuard.ts) is the only reader; the navigation bar and pages never
// re-derive these rules.
import type { RouteName } from '../system/routePaths.ts';

/** Spec §4 "Roles derived from session". */
export type Role = 'UNAUTHENTICATED' | 'GUEST' | 'CUSTOMER' | 'ADMIN';

export const ROLES: readonly Role[] = ['UNAUTHENTICATED', 'GUEST', 'CUSTOMER', 'ADMIN'];

/** The realm settings the guard depends on (schema `RealmSettings`). */
export interface RealmAccessFlags {
  guestsAllowed: boolean;
  fullGuestAccess: boolean;
  allowGuestSchedule: boolean;
  allowSelfRegistration: boolean;
  pinLoginEnabled: boolean;
  hasLive: boolean;
  /** `scheduleSection` is ENABLED. */
  scheduleSectionEnabled: boolean;
  /** `epgMatrix` is ENABLED. */
  epgMatrixEnabled: boolean;
  multiViewAllowed: boolean;
  /** `gifting` is ENABLED. */
  giftingEnabled: boolean;
  /** `contentSearchEngine` is VESPER: search is a page (SEARCH), not the #search overlay. */
  vesperSearch: boolean;
  /** The realm's menu has an item with view 'Fighters' (`Realm.hasFightersView`). */
  fightersInMenu: boolean;
}

/**
 * Every flag on: the realm where every route can open. For asking what the
 * guard would do with a route itself (system/firstPage.ts: does it check a
 * visitor in?), and a starting point for the flags of a test's realm.
 */
export const EVERY_ROUTE_ALLOWED: RealmAccessFlags = {
  guestsAllowed: true,
  fullGuestAccess: true,
  allowGuestSchedule: true,
  allowSelfRegistration: true,
  pinLoginEnabled: true,
  hasLive: true,
  scheduleSectionEnabled: true,
  epgMatrixEnabled: true,
  multiViewAllowed: true,
  giftingEnabled: true,
  vesperSearch: true,
  fightersInMenu: true,
};

/**
 * The realm's fields the flags come from, as the schema names them
 * (`Realm.settings`, `Realm.hasFightersView`): the client reads them with its
 * route-guard query (ensureSession.ts), the gateway from the same resolvers
 * to answer a route the realm does not offer with HTTP 404 (http/webApp.ts).
 */
export interface RealmAccessSource {
  settings: {
    guestsAllowed: boolean;
    fullGuestAccess: boolean;
    allowGuestSchedule: boolean;
    allowSelfRegistration: boolean;
    pinLoginEnabled: boolean;
    hasLive: boolean;
    scheduleSection: string;
    epgMatrix: string;
    multiViewAllowed: boolean;
    gifting: string;
    contentSearchEngine: string;
  };
  hasFightersView: boolean;
}

export function realmAccessFlags({ settings, hasFightersView }: RealmAccessSource): RealmAccessFlags {
  return {
    guestsAllowed: settings.guestsAllowed,
    fullGuestAccess: settings.fullGuestAccess,
    allowGuestSchedule: settings.allowGuestSchedule,
    allowSelfRegistration: settings.allowSelfRegistration,
    pinLoginEnabled: settings.pinLoginEnabled,
    hasLive: settings.hasLive,
    scheduleSectionEnabled: settings.scheduleSection === 'ENABLED',
    epgMatrixEnabled: settings.epgMatrix === 'ENABLED',
    multiViewAllowed: settings.multiViewAllowed,
    giftingEnabled: settings.gifting === 'ENABLED',
    vesperSearch: settings.contentSearchEngine === 'VESPER',
    fightersInMenu: hasFightersView,
  };
}

/**
 * Routes the spec names that have no screen yet. Their rules live here so the
 * screen only has to add its route name and path.
 */
export type FutureRouteName = never;
export type GuardedRouteName = RouteName | FutureRouteName;

/**
 * One row of the §6 table.
 * - `AUTH_FLOW`: login, logout, authorize, TV login, impersonate, activate user…
 *   unauthenticated, customer, admin; guest if guests are allowed.
 * - `UNAUTHENTICATED_ONLY`: splash root, email confirmation, OAuth app —
 *   unauthenticated; guest if guests are allowed.
 * - `SIGN_UP`: sign-up, purchase, gifts — guest, customer, admin (see SIGNUP below).
 * - `ACCOUNT_HOLDER`: pay, payment pages, pin reset confirmation,
 *   preferences, profiles — customer, admin.
 * - `CONTENT`: home, browse, video, live… — customer, admin; guest only if
 *   guests are allowed and fullGuestAccess.
 * - `UPCOMING`: all four roles (availability is the condition, below).
 * - `ACCOUNT`: customer, admin.
 * - `PUBLIC`: not in the spec's table: the not-found page, for everyone.
 */
export type AccessRow =
  | 'AUTH_FLOW'
  | 'UNAUTHENTICATED_ONLY'
  | 'SIGN_UP'
  | 'ACCOUNT_HOLDER'
  | 'CONTENT'
  | 'UPCOMING'
  | 'ACCOUNT'
  | 'PUBLIC';

export interface RouteAccess {
  row: AccessRow;
  /**
   * Spec §2 "Conditional content": the route exists only when every flag
   * named here is on; otherwise the address shows the not-found page.
   */
  onlyIf?: readonly (keyof RealmAccessFlags)[];
  /**
   * Decision (spec silent): a visitor on a realm WITHOUT guests may open the
   * route although the row does not list unauthenticated visitors. Sign-up is
   * the first case: its row admits guests, but where guests are not allowed a
   * visitor can never become one, so without this nobody could create an
   * account on such a realm even though it allows self-registration (the spec
   * only says the original "logs a realm-settings error" here). Purchase is
   * the other: its account step is where such a visitor signs up or signs in.
   */
  visitorsWhereNoGuests?: boolean;
}

export const routeAccess: Record<GuardedRouteName, RouteAccess> = {
  // Content (spec §2). HOME is the realm's home section at '/': the splash
  // root of §6 is a configured splash URL, which no realm has yet.
  HOME: { row: 'CONTENT' },
  BROWSE: { row: 'CONTENT' },
  SECTION: { row: 'CONTENT' },
  VOD: { row: 'CONTENT' },
  LIVE: { row: 'CONTENT' },
  PLAYLIST: { row: 'CONTENT' },
  SERIES: { row: 'CONTENT' },
  SEASON: { row: 'CONTENT' },
  // A video's landing page: the video's own rule (VOD).
  INTERSTITIAL: { row: 'CONTENT' },
  HISTORY: { row: 'CONTENT' },
  UPCOMING: { row: 'UPCOMING', onlyIf: ['guestsAllowed', 'allowGuestSchedule'] },
  SCHEDULE: { row: 'CONTENT', onlyIf: ['hasLive', 'scheduleSectionEnabled'] },
  EPG: { row: 'CONTENT', onlyIf: ['epgMatrixEnabled'] },
  MULTI_VIEW: { row: 'CONTENT', onlyIf: ['multiViewAllowed'] },
  GRID: { row: 'CONTENT' },
  // Spec §2 NEWS, NEWS_ITEM: content, as the videos they write about.
  NEWS: { row: 'CONTENT' },
  NEWS_ITEM: { row: 'CONTENT' },
  // Spec §6 puts watchlists and favourites in the first row: visitors open
  // them too and are asked to sign in there. Whether the realm offers each
  // list route (§2) is for the page, from its list settings (watchlist/listRoutes.ts).
  MY_LIST: { row: 'AUTH_FLOW' },
  FAVOURITES: { row: 'AUTH_FLOW' },
  WATCHLISTS: { row: 'AUTH_FLOW' },
  WATCHLIST: { row: 'AUTH_FLOW' },
  // Auth (spec §2, §6 first row).
  LOGIN: { row: 'AUTH_FLOW' },
  LOGIN_REQUEST_PASSWORD: { row: 'AUTH_FLOW' },
  LOGIN_RESET_PASSWORD: { row: 'AUTH_FLOW' },
  // Legacy entry points that redirect to the two above keeping the query (spec §2).
  REQUEST_PASSWORD: { row: 'AUTH_FLOW' },
  RESET_PASSWORD: { row: 'AUTH_FLOW' },
  LOGOUT: { row: 'AUTH_FLOW' },
  AUTHORIZE: { row: 'AUTH_FLOW' },
  TV_LOGIN: { row: 'AUTH_FLOW', onlyIf: ['pinLoginEnabled'] },
  IMPERSONATE: { row: 'AUTH_FLOW' },
  DISCONNECTED: { row: 'AUTH_FLOW' },
  ACTIVATE_USER: { row: 'AUTH_FLOW' },
  EMAIL_CONFIRMATION: { row: 'UNAUTHENTICATED_ONLY' },
  SIGNUP: { row: 'SIGN_UP', onlyIf: ['allowSelfRegistration'], visitorsWhereNoGuests: true },
  // Account (spec §2).
  ACCOUNT: { row: 'ACCOUNT' },
  PREFERENCES: { row: 'ACCOUNT_HOLDER' },
  PROFILES: { row: 'ACCOUNT_HOLDER' },
  // Spec §6: the live events redirect is for customers and admins.
  LIVE_EVENTS: { row: 'ACCOUNT_HOLDER' },
  CONFIRM_PIN_PROTECTION_RESET: { row: 'ACCOUNT_HOLDER' },
  // Commerce (spec §6): purchase is in the sign-up row (a visitor of a realm
  // without guests too, as for SIGNUP: its account step creates the account);
  // pay, the payment pages and the licence redirect are for account holders.
  // Subscription confirmation is in the first row, as §6 lists it.
  PURCHASE: { row: 'SIGN_UP', visitorsWhereNoGuests: true },
  PAY: { row: 'ACCOUNT_HOLDER' },
  PAYMENT_AUTHORIZATION: { row: 'ACCOUNT_HOLDER' },
  PAYMENT_CONFIRMATION: { row: 'ACCOUNT_HOLDER' },
  // Spec §2 PAYMENT, the invoice: the account holder's own (§6 "payment…" row).
  PAYMENT: { row: 'ACCOUNT_HOLDER' },
  SUBSCRIPTION_CONFIRMATION: { row: 'AUTH_FLOW' },
  LICENCE_REDIRECT: { row: 'ACCOUNT_HOLDER' },
  // Choosing the card a subscription renews with: the account holder's, as ACCOUNT.
  PAYMENT_UPDATE: { row: 'ACCOUNT_HOLDER' },
  // Gifts (spec §2, §6 sign-up row): sending one needs an account, which a visitor signs in to or creates on the way
  // (as at PURCHASE); a code is looked up before signing in (the email's link), redeemed after.
  GIFTS: { row: 'SIGN_UP', onlyIf: ['giftingEnabled'], visitorsWhereNoGuests: true },
  GIFT_REDEMPTION: { row: 'SIGN_UP', onlyIf: ['giftingEnabled'], visitorsWhereNoGuests: true },
  // Spec §2 FIGHTERS: content, only where the menu offers the fighters view; a fighter's profile with it.
  FIGHTERS: { row: 'CONTENT', onlyIf: ['fightersInMenu'] },
  FIGHTER: { row: 'CONTENT', onlyIf: ['fightersInMenu'] },
  // Spec §2 SEARCH: a content page. With another engine than Vesper its getData sends '/search' to the overlay.
  SEARCH: { row: 'CONTENT' },
  // Spec §6 puts admin previews in the first row: the page opens for visitors, customers and admins (guests
  // where allowed), and tells anyone but an admin it is for admins; the gateway refuses them the preview's data.
  ADMIN_PREVIEW: { row: 'AUTH_FLOW' },
  ADMIN_COMPOSED_PAGE_PREVIEW: { row: 'AUTH_FLOW' },
  ADMIN_SECTION_PREVIEW: { row: 'AUTH_FLOW' },
  ADMIN_PLUGIN_PREVIEW: { row: 'AUTH_FLOW' },
  ADMIN_NAVBAR_PREVIEW: { row: 'AUTH_FLOW' },
  ADMIN_404_PAGE: { row: 'AUTH_FLOW' },
  ADMIN_CANCELLATION_PROMO_PREVIEW: { row: 'AUTH_FLOW' },
  NOT_FOUND: { row: 'PUBLIC' },
};

/** Spec §2: whether the route exists at all on this realm. */
export function isRouteAvailable(route: GuardedRouteName, flags: RealmAccessFlags): boolean {
  return (routeAccess[route].onlyIf ?? []).every((flag) => flags[flag]);
}

/** Spec §6: whether `role` may open `route` on a realm with `flags`. */
export function roleMayOpen(route: GuardedRouteName, role: Role, flags: RealmAccessFlags): boolean {
  const access = routeAccess[route];
  const guestIfGuestsAllowed = role === 'GUEST' && flags.guestsAllowed;
  switch (access.row) {
    case 'AUTH_FLOW':
      return role !== 'GUEST' || guestIfGuestsAllowed;
    case 'UNAUTHENTICATED_ONLY':
      return role === 'UNAUTHENTICATED' || guestIfGuestsAllowed;
    case 'SIGN_UP':
      return role !== 'UNAUTHENTICATED' || (access.visitorsWhereNoGuests === true && !flags.guestsAllowed);
    case 'ACCOUNT_HOLDER':
    case 'ACCOUNT':
      return role === 'CUSTOMER' || role === 'ADMIN';
    case 'CONTENT':
      return role === 'CUSTOMER' || role === 'ADMIN' || (guestIfGuestsAllowed && flags.fullGuestAccess);
    case 'UPCOMING':
    case 'PUBLIC':
      return true;
  }
}

/** A route a customer may open: signing in is the way in for anyone else. */
export function accountHoldersMayOpen(route: GuardedRouteName, flags: RealmAccessFlags): boolean {
  return roleMayOpen(route, 'CUSTOMER', flags);
}
