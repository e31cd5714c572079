import { describe, expect, it } from 'vitest';
import { EVERY_ROUTE_ALLOWED, type GuardedRouteName, type RealmAccessFlags, type Role, routeAccess } from './routeAccess.ts';
import { type GuardDecision, guardRoute } from './routeGuard.ts';

// The guard, cell by cell (spec §4 steps, §6 table, §2 conditional routes).
// Every expectation below is written out by hand: nothing is computed from
// routeAccess.ts, so a changed rule has to change a visible cell here.
//
//   show   the page opens
//   guest  checked in as a guest first, then the page opens (step 4)
//   login  LOGIN with `from` = the address asked for (steps 3 and 4)
//   home   the default menu destination, HOME (steps 4 and 5)
//   logout LOGOUT: a guest where guests are not allowed (§2)
//   404    the realm does not offer the route (§2 conditional content)
type Cell = 'show' | 'guest' | 'login' | 'home' | 'logout' | '404';
/** Columns: UNAUTHENTICATED, GUEST, CUSTOMER, ADMIN. */
type Row = readonly [Cell, Cell, Cell, Cell];
const COLUMNS: readonly Role[] = ['UNAUTHENTICATED', 'GUEST', 'CUSTOMER', 'ADMIN'];

/** The guest settings a realm can have; every optional feature is on (the conditional routes are below). */
const guestModes = {
  NO_GUESTS: { guestsAllowed: false, fullGuestAccess: false },
  // fullGuestAccess on but guests off: the full access must not let anyone in.
  NO_GUESTS_BUT_FULL_ACCESS: { guestsAllowed: false, fullGuestAccess: true },
  GUESTS_WITHOUT_FULL_ACCESS: { guestsAllowed: true, fullGuestAccess: false },
  GUESTS_WITH_FULL_ACCESS: { guestsAllowed: true, fullGuestAccess: true },
} as const;
type GuestMode = keyof typeof guestModes;


const table: Record<GuestMode, Record<GuardedRouteName, Row>> = {
  NO_GUESTS: {
    //                            UNAUTH    GUEST     CUSTOMER  ADMIN
    HOME:                         ['login', 'logout', 'show',   'show'],
    BROWSE:                       ['login', 'logout', 'show',   'show'],
    SECTION:                      ['login', 'logout', 'show',   'show'],
    VOD:                          ['login', 'logout', 'show',   'show'],
    LIVE:                         ['login', 'logout', 'show',   'show'],
    PLAYLIST:                     ['login', 'logout', 'show',   'show'],
    SERIES:                       ['login', 'logout', 'show',   'show'],
    SEASON:                       ['login', 'logout', 'show',   'show'],
    INTERSTITIAL:                 ['login', 'logout', 'show',   'show'],
    HISTORY:                      ['login', 'logout', 'show',   'show'],
    SCHEDULE:                     ['login', 'logout', 'show',   'show'],
    EPG:                          ['login', 'logout', 'show',   'show'],
    MULTI_VIEW:                   ['login', 'logout', 'show',   'show'],
    GRID:                         ['login', 'logout', 'show',   'show'],
    NEWS:                         ['login', 'logout', 'show',   'show'],
    NEWS_ITEM:                    ['login', 'logout', 'show',   'show'],
    MY_LIST:                      ['show',  'logout', 'show',   'show'],
    FAVOURITES:                   ['show',  'logout', 'show',   'show'],
    WATCHLISTS:                   ['show',  'logout', 'show',   'show'],
    WATCHLIST:                    ['show',  'logout', 'show',   'show'],
    UPCOMING:                     ['404',   'logout', '404',    '404'],
    LOGIN:                        ['show',  'logout', 'show',   'show'],
    LOGIN_REQUEST_PASSWORD:       ['show',  'logout', 'show',   'show'],
    LOGIN_RESET_PASSWORD:         ['show',  'logout', 'show',   'show'],
    REQUEST_PASSWORD:             ['show',  'logout', 'show',   'show'],
    RESET_PASSWORD:               ['show',  'logout', 'show',   'show'],
    LOGOUT:                       ['show',  'show',   'show',   'show'],
    AUTHORIZE:                    ['show',  'logout', 'show',   'show'],
    TV_LOGIN:                     ['show',  'logout', 'show',   'show'],
    IMPERSONATE:                  ['show',  'logout', 'show',   'show'],
    DISCONNECTED:                 ['show',  'logout', 'show',   'show'],
    ACTIVATE_USER:                ['show',  'logout', 'show',   'show'],
    EMAIL_CONFIRMATION:           ['show',  'logout', 'home',   'home'],
    SIGNUP:                       ['show',  'logout', 'show',   'show'],
    ACCOUNT:                      ['login', 'logout', 'show',   'show'],
    PREFERENCES:                  ['login', 'logout', 'show',   'show'],
    PROFILES:                     ['login', 'logout', 'show',   'show'],
    LIVE_EVENTS:                  ['login', 'logout', 'show',   'show'],
    CONFIRM_PIN_PROTECTION_RESET: ['login', 'logout', 'show',   'show'],
    PURCHASE:                     ['show',  'logout', 'show',   'show'],
    GIFTS:                        ['show',  'logout', 'show',   'show'],
    GIFT_REDEMPTION:              ['show',  'logout', 'show',   'show'],
    SEARCH:                       ['login', 'logout', 'show',   'show'],
    FIGHTERS:                     ['login', 'logout', 'show',   'show'],
    FIGHTER:                      ['login', 'logout', 'show',   'show'],
    PAY:                          ['login', 'logout', 'show',   'show'],
    PAYMENT_AUTHORIZATION:        ['login', 'logout', 'show',   'show'],
    PAYMENT_CONFIRMATION:         ['login', 'logout', 'show',   'show'],
    PAYMENT:                      ['login', 'logout', 'show',   'show'],
    SUBSCRIPTION_CONFIRMATION:    ['show',  'logout', 'show',   'show'],
    LICENCE_REDIRECT:             ['login', 'logout', 'show',   'show'],
    PAYMENT_UPDATE:               ['login', 'logout', 'show',   'show'],
    // Admin previews: §6's first row, like LOGIN (the page tells anyone but an admin it is for admins).
    ADMIN_PREVIEW:                ['show',  'logout', 'show',   'show'],
    ADMIN_COMPOSED_PAGE_PREVIEW:  ['show',  'logout', 'show',   'show'],
    ADMIN_SECTION_PREVIEW:        ['show',  'logout', 'show',   'show'],
    ADMIN_PLUGIN_PREVIEW:         ['show',  'logout', 'show',   'show'],
    ADMIN_NAVBAR_PREVIEW:         ['show',  'logout', 'show',   'show'],
    ADMIN_404_PAGE:               ['show',  'logout', 'show',   'show'],
    ADMIN_CANCELLATION_PROMO_PREVIEW:['show',  'logout', 'show',   'show'],
    NOT_FOUND:                    ['show',  'logout', 'show',   'show'],
  },
  NO_GUESTS_BUT_FULL_ACCESS: {
    //                            UNAUTH    GUEST     CUSTOMER  ADMIN
    HOME:                         ['login', 'logout', 'show',   'show'],
    BROWSE:                       ['login', 'logout', 'show',   'show'],
    SECTION:                      ['login', 'logout', 'show',   'show'],
    VOD:                          ['login', 'logout', 'show',   'show'],
    LIVE:                         ['login', 'logout', 'show',   'show'],
    PLAYLIST:                     ['login', 'logout', 'show',   'show'],
    SERIES:                       ['login', 'logout', 'show',   'show'],
    SEASON:                       ['login', 'logout', 'show',   'show'],
    INTERSTITIAL:                 ['login', 'logout', 'show',   'show'],
    HISTORY:                      ['login', 'logout', 'show',   'show'],
    SCHEDULE:                     ['login', 'logout', 'show',   'show'],
    EPG:                          ['login', 'logout', 'show',   'show'],
    MULTI_VIEW:                   ['login', 'logout', 'show',   'show'],
    GRID:                         ['login', 'logout', 'show',   'show'],
    NEWS:                         ['login', 'logout', 'show',   'show'],
    NEWS_ITEM:                    ['login', 'logout', 'show',   'show'],
    MY_LIST:                      ['show',  'logout', 'show',   'show'],
    FAVOURITES:                   ['show',  'logout', 'show',   'show'],
    WATCHLISTS:                   ['show',  'logout', 'show',   'show'],
    WATCHLIST:                    ['show',  'logout', 'show',   'show'],
    UPCOMING:                     ['404',   'logout', '404',    '404'],
    LOGIN:                        ['show',  'logout', 'show',   'show'],
    LOGIN_REQUEST_PASSWORD:       ['show',  'logout', 'show',   'show'],
    LOGIN_RESET_PASSWORD:         ['show',  'logout', 'show',   'show'],
    REQUEST_PASSWORD:             ['show',  'logout', 'show',   'show'],
    RESET_PASSWORD:               ['show',  'logout', 'show',   'show'],
    LOGOUT:                       ['show',  'show',   'show',   'show'],
    AUTHORIZE:                    ['show',  'logout', 'show',   'show'],
    TV_LOGIN:                     ['show',  'logout', 'show',   'show'],
    IMPERSONATE:                  ['show',  'logout', 'show',   'show'],
    DISCONNECTED:                 ['show',  'logout', 'show',   'show'],
    ACTIVATE_USER:                ['show',  'logout', 'show',   'show'],
    EMAIL_CONFIRMATION:           ['show',  'logout', 'home',   'home'],
    SIGNUP:                       ['show',  'logout', 'show',   'show'],
    ACCOUNT:                      ['login', 'logout', 'show',   'show'],
    PREFERENCES:                  ['login', 'logout', 'show',   'show'],
    PROFILES:                     ['login', 'logout', 'show',   'show'],
    LIVE_EVENTS:                  ['login', 'logout', 'show',   'show'],
    CONFIRM_PIN_PROTECTION_RESET: ['login', 'logout', 'show',   'show'],
    PURCHASE:                     ['show',  'logout', 'show',   'show'],
    GIFTS:                        ['show',  'logout', 'show',   'show'],
    GIFT_REDEMPTION:              ['show',  'logout', 'show',   'show'],
    SEARCH:                       ['login', 'logout', 'show',   'show'],
    FIGHTERS:                     ['login', 'logout', 'show',   'show'],
    FIGHTER:                      ['login', 'logout', 'show',   'show'],
    PAY:                          ['login', 'logout', 'show',   'show'],
    PAYMENT_AUTHORIZATION:        ['login', 'logout', 'show',   'show'],
    PAYMENT_CONFIRMATION:         ['login', 'logout', 'show',   'show'],
    PAYMENT:                      ['login', 'logout', 'show',   'show'],
    SUBSCRIPTION_CONFIRMATION:    ['show',  'logout', 'show',   'show'],
    LICENCE_REDIRECT:             ['login', 'logout', 'show',   'show'],
    PAYMENT_UPDATE:               ['login', 'logout', 'show',   'show'],
    // Admin previews: §6's first row, like LOGIN (the page tells anyone but an admin it is for admins).
    ADMIN_PREVIEW:                ['show',  'logout', 'show',   'show'],
    ADMIN_COMPOSED_PAGE_PREVIEW:  ['show',  'logout', 'show',   'show'],
    ADMIN_SECTION_PREVIEW:        ['show',  'logout', 'show',   'show'],
    ADMIN_PLUGIN_PREVIEW:         ['show',  'logout', 'show',   'show'],
    ADMIN_NAVBAR_PREVIEW:         ['show',  'logout', 'show',   'show'],
    ADMIN_404_PAGE:               ['show',  'logout', 'show',   'show'],
    ADMIN_CANCELLATION_PROMO_PREVIEW:['show',  'logout', 'show',   'show'],
    NOT_FOUND:                    ['show',  'logout', 'show',   'show'],
  },
  GUESTS_WITHOUT_FULL_ACCESS: {
    //                            UNAUTH    GUEST     CUSTOMER  ADMIN
    HOME:                         ['login', 'login',  'show',   'show'],
    BROWSE:                       ['login', 'login',  'show',   'show'],
    SECTION:                      ['login', 'login',  'show',   'show'],
    VOD:                          ['login', 'login',  'show',   'show'],
    LIVE:                         ['login', 'login',  'show',   'show'],
    PLAYLIST:                     ['login', 'login',  'show',   'show'],
    SERIES:                       ['login', 'login',  'show',   'show'],
    SEASON:                       ['login', 'login',  'show',   'show'],
    INTERSTITIAL:                 ['login', 'login',  'show',   'show'],
    HISTORY:                      ['login', 'login',  'show',   'show'],
    SCHEDULE:                     ['login', 'login',  'show',   'show'],
    EPG:                          ['login', 'login',  'show',   'show'],
    MULTI_VIEW:                   ['login', 'login',  'show',   'show'],
    GRID:                         ['login', 'login',  'show',   'show'],
    NEWS:                         ['login', 'login',  'show',   'show'],
    NEWS_ITEM:                    ['login', 'login',  'show',   'show'],
    MY_LIST:                      ['show',  'show',   'show',   'show'],
    FAVOURITES:                   ['show',  'show',   'show',   'show'],
    WATCHLISTS:                   ['show',  'show',   'show',   'show'],
    WATCHLIST:                    ['show',  'show',   'show',   'show'],
    UPCOMING:                     ['show',  'show',   'show',   'show'],
    LOGIN:                        ['show',  'show',   'show',   'show'],
    LOGIN_REQUEST_PASSWORD:       ['show',  'show',   'show',   'show'],
    LOGIN_RESET_PASSWORD:         ['show',  'show',   'show',   'show'],
    REQUEST_PASSWORD:             ['show',  'show',   'show',   'show'],
    RESET_PASSWORD:               ['show',  'show',   'show',   'show'],
    LOGOUT:                       ['show',  'show',   'show',   'show'],
    AUTHORIZE:                    ['show',  'show',   'show',   'show'],
    TV_LOGIN:                     ['show',  'show',   'show',   'show'],
    IMPERSONATE:                  ['show',  'show',   'show',   'show'],
    DISCONNECTED:                 ['show',  'show',   'show',   'show'],
    ACTIVATE_USER:                ['show',  'show',   'show',   'show'],
    EMAIL_CONFIRMATION:           ['show',  'show',   'home',   'home'],
    SIGNUP:                       ['guest', 'show',   'show',   'show'],
    ACCOUNT:                      ['login', 'login',  'show',   'show'],
    PREFERENCES:                  ['login', 'login',  'show',   'show'],
    PROFILES:                     ['login', 'login',  'show',   'show'],
    LIVE_EVENTS:                  ['login', 'login',  'show',   'show'],
    CONFIRM_PIN_PROTECTION_RESET: ['login', 'login',  'show',   'show'],
    PURCHASE:                     ['guest', 'show',   'show',   'show'],
    GIFTS:                        ['guest', 'show',   'show',   'show'],
    GIFT_REDEMPTION:              ['guest', 'show',   'show',   'show'],
    SEARCH:                       ['login', 'login',  'show',   'show'],
    FIGHTERS:                     ['login', 'login',  'show',   'show'],
    FIGHTER:                      ['login', 'login',  'show',   'show'],
    PAY:                          ['login', 'login',  'show',   'show'],
    PAYMENT_AUTHORIZATION:        ['login', 'login',  'show',   'show'],
    PAYMENT_CONFIRMATION:         ['login', 'login',  'show',   'show'],
    PAYMENT:                      ['login', 'login',  'show',   'show'],
    SUBSCRIPTION_CONFIRMATION:    ['show',  'show',   'show',   'show'],
    LICENCE_REDIRECT:             ['login', 'login',  'show',   'show'],
    PAYMENT_UPDATE:               ['login', 'login',  'show',   'show'],
    // Admin previews: §6's first row, like LOGIN (the page tells anyone but an admin it is for admins).
    ADMIN_PREVIEW:                ['show',  'show',   'show',   'show'],
    ADMIN_COMPOSED_PAGE_PREVIEW:  ['show',  'show',   'show',   'show'],
    ADMIN_SECTION_PREVIEW:        ['show',  'show',   'show',   'show'],
    ADMIN_PLUGIN_PREVIEW:         ['show',  'show',   'show',   'show'],
    ADMIN_NAVBAR_PREVIEW:         ['show',  'show',   'show',   'show'],
    ADMIN_404_PAGE:               ['show',  'show',   'show',   'show'],
    ADMIN_CANCELLATION_PROMO_PREVIEW:['show',  'show',   'show',   'show'],
    NOT_FOUND:                    ['show',  'show',   'show',   'show'],
  },
  GUESTS_WITH_FULL_ACCESS: {
    //                            UNAUTH    GUEST     CUSTOMER  ADMIN
    HOME:                         ['guest', 'show',   'show',   'show'],
    BROWSE:                       ['guest', 'show',   'show',   'show'],
    SECTION:                      ['guest', 'show',   'show',   'show'],
    VOD:                          ['guest', 'show',   'show',   'show'],
    LIVE:                         ['guest', 'show',   'show',   'show'],
    PLAYLIST:                     ['guest', 'show',   'show',   'show'],
    SERIES:                       ['guest', 'show',   'show',   'show'],
    SEASON:                       ['guest', 'show',   'show',   'show'],
    INTERSTITIAL:                 ['guest', 'show',   'show',   'show'],
    HISTORY:                      ['guest', 'show',   'show',   'show'],
    SCHEDULE:                     ['guest', 'show',   'show',   'show'],
    EPG:                          ['guest', 'show',   'show',   'show'],
    MULTI_VIEW:                   ['guest', 'show',   'show',   'show'],
    GRID:                         ['guest', 'show',   'show',   'show'],
    NEWS:                         ['guest', 'show',   'show',   'show'],
    NEWS_ITEM:                    ['guest', 'show',   'show',   'show'],
    MY_LIST:                      ['show',  'show',   'show',   'show'],
    FAVOURITES:                   ['show',  'show',   'show',   'show'],
    WATCHLISTS:                   ['show',  'show',   'show',   'show'],
    WATCHLIST:                    ['show',  'show',   'show',   'show'],
    UPCOMING:                     ['show',  'show',   'show',   'show'],
    LOGIN:                        ['show',  'show',   'show',   'show'],
    LOGIN_REQUEST_PASSWORD:       ['show',  'show',   'show',   'show'],
    LOGIN_RESET_PASSWORD:         ['show',  'show',   'show',   'show'],
    REQUEST_PASSWORD:             ['show',  'show',   'show',   'show'],
    RESET_PASSWORD:               ['show',  'show',   'show',   'show'],
    LOGOUT:                       ['show',  'show',   'show',   'show'],
    AUTHORIZE:                    ['show',  'show',   'show',   'show'],
    TV_LOGIN:                     ['show',  'show',   'show',   'show'],
    IMPERSONATE:                  ['show',  'show',   'show',   'show'],
    DISCONNECTED:                 ['show',  'show',   'show',   'show'],
    ACTIVATE_USER:                ['show',  'show',   'show',   'show'],
    EMAIL_CONFIRMATION:           ['show',  'show',   'home',   'home'],
    SIGNUP:                       ['guest', 'show',   'show',   'show'],
    ACCOUNT:                      ['login', 'login',  'show',   'show'],
    PREFERENCES:                  ['login', 'login',  'show',   'show'],
    PROFILES:                     ['login', 'login',  'show',   'show'],
    LIVE_EVENTS:                  ['login', 'login',  'show',   'show'],
    CONFIRM_PIN_PROTECTION_RESET: ['login', 'login',  'show',   'show'],
    PURCHASE:                     ['guest', 'show',   'show',   'show'],
    GIFTS:                        ['guest', 'show',   'show',   'show'],
    GIFT_REDEMPTION:              ['guest', 'show',   'show',   'show'],
    SEARCH:                       ['guest', 'show',   'show',   'show'],
    FIGHTERS:                     ['guest', 'show',   'show',   'show'],
    FIGHTER:                      ['guest', 'show',   'show',   'show'],
    PAY:                          ['login', 'login',  'show',   'show'],
    PAYMENT_AUTHORIZATION:        ['login', 'login',  'show',   'show'],
    PAYMENT_CONFIRMATION:         ['login', 'login',  'show',   'show'],
    PAYMENT:                      ['login', 'login',  'show',   'show'],
    SUBSCRIPTION_CONFIRMATION:    ['show',  'show',   'show',   'show'],
    LICENCE_REDIRECT:             ['login', 'login',  'show',   'show'],
    PAYMENT_UPDATE:               ['login', 'login',  'show',   'show'],
    // Admin previews: §6's first row, like LOGIN (the page tells anyone but an admin it is for admins).
    ADMIN_PREVIEW:                ['show',  'show',   'show',   'show'],
    ADMIN_COMPOSED_PAGE_PREVIEW:  ['show',  'show',   'show',   'show'],
    ADMIN_SECTION_PREVIEW:        ['show',  'show',   'show',   'show'],
    ADMIN_PLUGIN_PREVIEW:         ['show',  'show',   'show',   'show'],
    ADMIN_NAVBAR_PREVIEW:         ['show',  'show',   'show',   'show'],
    ADMIN_404_PAGE:               ['show',  'show',   'show',   'show'],
    ADMIN_CANCELLATION_PROMO_PREVIEW:['show',  'show',   'show',   'show'],
    NOT_FOUND:                    ['show',  'show',   'show',   'show'],
  },
};

/**
 * Spec §2 conditional routes with their feature switched off: the route does
 * not exist, in every guest mode, for every role (a guest on a realm without
 * guests is still sent to logout first).
 */
const featureOff: Record<
  'allowSelfRegistration' | 'pinLoginEnabled' | 'allowGuestSchedule' | 'scheduleSectionEnabled' | 'epgMatrixEnabled' | 'multiViewAllowed' | 'giftingEnabled'
  | 'fightersInMenu',
  { route: GuardedRouteName; rows: Record<GuestMode, Row> }
> = {
  allowSelfRegistration: {
    route: 'SIGNUP',
    rows: {
      NO_GUESTS: ['404', 'logout', '404', '404'],
      NO_GUESTS_BUT_FULL_ACCESS: ['404', 'logout', '404', '404'],
      GUESTS_WITHOUT_FULL_ACCESS: ['404', '404', '404', '404'],
      GUESTS_WITH_FULL_ACCESS: ['404', '404', '404', '404'],
    },
  },
  pinLoginEnabled: {
    route: 'TV_LOGIN',
    rows: {
      NO_GUESTS: ['404', 'logout', '404', '404'],
      NO_GUESTS_BUT_FULL_ACCESS: ['404', 'logout', '404', '404'],
      GUESTS_WITHOUT_FULL_ACCESS: ['404', '404', '404', '404'],
      GUESTS_WITH_FULL_ACCESS: ['404', '404', '404', '404'],
    },
  },
  allowGuestSchedule: {
    route: 'UPCOMING',
    rows: {
      NO_GUESTS: ['404', 'logout', '404', '404'],
      NO_GUESTS_BUT_FULL_ACCESS: ['404', 'logout', '404', '404'],
      GUESTS_WITHOUT_FULL_ACCESS: ['404', '404', '404', '404'],
      GUESTS_WITH_FULL_ACCESS: ['404', '404', '404', '404'],
    },
  },
  scheduleSectionEnabled: {
    route: 'SCHEDULE',
    rows: {
      NO_GUESTS: ['404', 'logout', '404', '404'],
      NO_GUESTS_BUT_FULL_ACCESS: ['404', 'logout', '404', '404'],
      GUESTS_WITHOUT_FULL_ACCESS: ['404', '404', '404', '404'],
      GUESTS_WITH_FULL_ACCESS: ['404', '404', '404', '404'],
    },
  },
  epgMatrixEnabled: {
    route: 'EPG',
    rows: {
      NO_GUESTS: ['404', 'logout', '404', '404'],
      NO_GUESTS_BUT_FULL_ACCESS: ['404', 'logout', '404', '404'],
      GUESTS_WITHOUT_FULL_ACCESS: ['404', '404', '404', '404'],
      GUESTS_WITH_FULL_ACCESS: ['404', '404', '404', '404'],
    },
  },
  multiViewAllowed: {
    route: 'MULTI_VIEW',
    rows: {
      NO_GUESTS: ['404', 'logout', '404', '404'],
      NO_GUESTS_BUT_FULL_ACCESS: ['404', 'logout', '404', '404'],
      GUESTS_WITHOUT_FULL_ACCESS: ['404', '404', '404', '404'],
      GUESTS_WITH_FULL_ACCESS: ['404', '404', '404', '404'],
    },
  },
  giftingEnabled: {
    route: 'GIFTS',
    rows: {
      NO_GUESTS: ['404', 'logout', '404', '404'],
      NO_GUESTS_BUT_FULL_ACCESS: ['404', 'logout', '404', '404'],
      GUESTS_WITHOUT_FULL_ACCESS: ['404', '404', '404', '404'],
      GUESTS_WITH_FULL_ACCESS: ['404', '404', '404', '404'],
    },
  },
  // The fighters view is not in the realm's menu: no fighter pages (the profile goes with the list).
  fightersInMenu: {
    route: 'FIGHTER',
    rows: {
      NO_GUESTS: ['404', 'logout', '404', '404'],
      NO_GUESTS_BUT_FULL_ACCESS: ['404', 'logout', '404', '404'],
      GUESTS_WITHOUT_FULL_ACCESS: ['404', '404', '404', '404'],
      GUESTS_WITH_FULL_ACCESS: ['404', '404', '404', '404'],
    },
  },
};

const location = { pathname: '/somewhere/7', search: '?t=42', query: { t: '42' } };

/** The decision as a cell; a login must carry where the viewer wanted to go. */
function cellOf(decision: GuardDecision): Cell | string {
  switch (decision.kind) {
    case 'show':
      return 'show';
    case 'checkInAsGuest':
      return 'guest';
    case 'notFound':
      return '404';
    case 'redirect':
      if (decision.to === 'LOGIN') {
        return decision.query['from'] === '/somewhere/7?t=42' ? 'login' : `login without from: ${JSON.stringify(decision.query)}`;
      }
      if (decision.to === 'HOME') return 'home';
      if (decision.to === 'LOGOUT') return 'logout';
      return `redirect to ${decision.to}`;
    case 'splash':
      return `splash ${decision.url}`;
  }
}

function cells(rows: Record<string, Row>, flags: RealmAccessFlags) {
  return Object.entries(rows).flatMap(([route, row]) =>
    COLUMNS.map((role, index) => ({ route: route as GuardedRouteName, role, flags, expected: row[index]! })),
  );
}

describe('the route guard, cell by cell', () => {
  it('has a row for every route in every guest mode', () => {
    for (const mode of Object.keys(guestModes) as GuestMode[]) {
      expect(Object.keys(table[mode]).sort()).toEqual(Object.keys(routeAccess).sort());
    }
  });

  for (const mode of Object.keys(guestModes) as GuestMode[]) {
    describe(`on a realm with ${mode}`, () => {
      it.each(cells(table[mode], { ...EVERY_ROUTE_ALLOWED, ...guestModes[mode] }))(
        '$route as $role → $expected',
        ({ route, role, flags, expected }) => {
          expect(cellOf(guardRoute({ route, role, flags, location }))).toBe(expected);
        },
      );
    });
  }

  for (const [feature, { route, rows }] of Object.entries(featureOff)) {
    for (const mode of Object.keys(guestModes) as GuestMode[]) {
      describe(`with ${feature} off, ${mode}`, () => {
        it.each(cells({ [route]: rows[mode] }, { ...EVERY_ROUTE_ALLOWED, ...guestModes[mode], [feature]: false }))(
          '$route as $role → $expected',
          ({ route: name, role, flags, expected }) => {
            expect(cellOf(guardRoute({ route: name, role, flags, location }))).toBe(expected);
          },
        );
      });
    }
  }
});

describe('the redirects of spec §2 that the guard makes', () => {
  const flags = { ...EVERY_ROUTE_ALLOWED, ...guestModes.GUESTS_WITH_FULL_ACCESS };

  it('sends a password-reset token on any other page to the reset page, keeping the whole query', () => {
    const decision = guardRoute({
      route: 'HOME',
      role: 'GUEST',
      flags,
      location: { pathname: '/', search: '?pwrt=abc&lang=pt', query: { pwrt: 'abc', lang: 'pt' } },
    });
    expect(decision).toEqual({ kind: 'redirect', to: 'LOGIN_RESET_PASSWORD', query: { pwrt: 'abc', lang: 'pt' } });
  });

  it('opens the reset page itself with its token, even before any session exists', () => {
    const decision = guardRoute({
      route: 'LOGIN_RESET_PASSWORD',
      role: 'UNAUTHENTICATED',
      flags: { ...EVERY_ROUTE_ALLOWED, ...guestModes.NO_GUESTS },
      location: { pathname: '/login/reset-password', search: '?pwrt=abc', query: { pwrt: 'abc' } },
    });
    expect(decision).toEqual({ kind: 'show' });
  });

  it('sends a visitor of a members-only realm to sign in, remembering the video they opened', () => {
    const decision = guardRoute({
      route: 'VOD',
      role: 'UNAUTHENTICATED',
      flags: { ...EVERY_ROUTE_ALLOWED, ...guestModes.NO_GUESTS },
      location: { pathname: '/video/7', search: '', query: {} },
    });
    expect(decision).toEqual({ kind: 'redirect', to: 'LOGIN', query: { from: '/video/7' } });
  });

  it('sends a guest whose realm stopped allowing guests to logout, without a from', () => {
    const decision = guardRoute({
      route: 'VOD',
      role: 'GUEST',
      flags: { ...EVERY_ROUTE_ALLOWED, ...guestModes.NO_GUESTS },
      location: { pathname: '/video/7', search: '', query: {} },
    });
    expect(decision).toEqual({ kind: 'redirect', to: 'LOGOUT', query: {} });
  });

  it('sends a signed-in customer on sign-in with a licence from a redirect on to the licence redirect, with its code (spec §4 step 2)', () => {
    const query = { licence: '2', code: 'KNOCKOUT', utm_source: 'newsletter' };
    const decision = guardRoute({
      route: 'LOGIN',
      role: 'CUSTOMER',
      flags,
      location: { pathname: '/login', search: '?licence=2&code=KNOCKOUT&utm_source=newsletter', query },
    });
    expect(decision).toEqual({ kind: 'redirect', to: 'LICENCE_REDIRECT', query });
  });

  it('shows sign-in with a licence to a visitor, and sign-in without one to a customer', () => {
    const withLicence = { pathname: '/login', search: '?licence=2', query: { licence: '2' } };
    expect(guardRoute({ route: 'LOGIN', role: 'UNAUTHENTICATED', flags, location: withLicence })).toEqual({ kind: 'show' });
    expect(guardRoute({ route: 'LOGIN', role: 'GUEST', flags, location: withLicence })).toEqual({ kind: 'show' });
    expect(guardRoute({ route: 'LOGIN', role: 'CUSTOMER', flags, location: { pathname: '/login', search: '', query: {} } })).toEqual({
      kind: 'show',
    });
  });
});

describe('a child profile (spec §6: no account or preferences data)', () => {
  const flags = { ...EVERY_ROUTE_ALLOWED, ...guestModes.GUESTS_WITH_FULL_ACCESS };
  // Columns: a customer's child profile, an admin's child profile. Written out
  // for the account rows; every other route is decided as for the adult below.
  const childTable: Partial<Record<GuardedRouteName, readonly [Cell, Cell]>> = {
    ACCOUNT:                      ['home', 'home'],
    PREFERENCES:                  ['home', 'home'],
    // The parent's reset link from their email, on the device the child is using.
    CONFIRM_PIN_PROTECTION_RESET: ['show', 'show'],
    // The way back to an adult profile.
    PROFILES:                     ['show', 'show'],
    // Opens the live-now list over the home page.
    LIVE_EVENTS:                  ['show', 'show'],
    // Paying is the account holder's (spec §6 row "Pay, payment confirmation…").
    PAY:                          ['home', 'home'],
    PURCHASE:                     ['home', 'home'],
    GIFTS:                        ['home', 'home'],
    GIFT_REDEMPTION:              ['home', 'home'],
    PAYMENT_AUTHORIZATION:        ['home', 'home'],
    PAYMENT_CONFIRMATION:         ['home', 'home'],
    PAYMENT:                      ['home', 'home'],
    LICENCE_REDIRECT:             ['home', 'home'],
    PAYMENT_UPDATE:               ['home', 'home'],
    HOME:                         ['show', 'show'],
    VOD:                          ['show', 'show'],
    LOGOUT:                       ['show', 'show'],
  };

  it.each(
    Object.entries(childTable).flatMap(([route, row]) =>
      (['CUSTOMER', 'ADMIN'] as const).map((role, index) => ({ route: route as GuardedRouteName, role, expected: row![index]! })),
    ),
  )('$route as a $role’s child profile → $expected', ({ route, role, expected }) => {
    expect(cellOf(guardRoute({ route, role, flags, location, childProfile: true }))).toBe(expected);
  });

  it('is taken home from the account page whatever its section, not to a 404', () => {
    const decision = guardRoute({
      route: 'ACCOUNT',
      role: 'CUSTOMER',
      flags,
      childProfile: true,
      location: { pathname: '/account', search: '?section=preferences', query: { section: 'preferences' } },
    });
    expect(decision).toEqual({ kind: 'redirect', to: 'HOME', query: {} });
  });

  it('opens every other route as the adult profile of the same account would', () => {
    for (const route of Object.keys(routeAccess) as GuardedRouteName[]) {
      if (route in childTable) continue;
      for (const role of ['CUSTOMER', 'ADMIN'] as const) {
        const child = guardRoute({ route, role, flags, location, childProfile: true });
        expect(child, `${route} as ${role}`).toEqual(guardRoute({ route, role, flags, location }));
      }
    }
  });

  it('changes nothing for a realm route it may not open anyway (the realm’s own rules come first)', () => {
    const noPin = { ...flags, pinLoginEnabled: false };
    expect(cellOf(guardRoute({ route: 'TV_LOGIN', role: 'CUSTOMER', flags: noPin, location, childProfile: true }))).toBe('404');
  });
});
