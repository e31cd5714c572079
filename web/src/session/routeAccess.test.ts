import { describe, expect, it } from 'vitest';
import { RouteName } from '../system/routePaths.ts';
import { EVERY_ROUTE_ALLOWED, isRouteAvailable, type RealmAccessFlags, roleMayOpen, routeAccess } from './routeAccess.ts';

// Spec §6, row by row: which roles each row admits, on a realm without guests,
// with guests but without full access, and with full guest access. Written
// out by hand; routeGuard.test.ts checks every route against the whole guard.
const realms = {
  noGuests: { guestsAllowed: false, fullGuestAccess: false },
  limitedGuests: { guestsAllowed: true, fullGuestAccess: false },
  fullGuests: { guestsAllowed: true, fullGuestAccess: true },
} as const;

type Admitted = 'UNAUTHENTICATED' | 'GUEST' | 'CUSTOMER' | 'ADMIN';
const rows: Array<{ row: string; route: keyof typeof routeAccess; admits: Record<keyof typeof realms, Admitted[]> }> = [
  {
    row: 'Login, logout, authorize, TV login, impersonate, activate user',
    route: 'LOGIN',
    admits: {
      noGuests: ['UNAUTHENTICATED', 'CUSTOMER', 'ADMIN'],
      limitedGuests: ['UNAUTHENTICATED', 'GUEST', 'CUSTOMER', 'ADMIN'],
      fullGuests: ['UNAUTHENTICATED', 'GUEST', 'CUSTOMER', 'ADMIN'],
    },
  },
  {
    row: 'Splash root, email confirmation, OAuth app',
    route: 'EMAIL_CONFIRMATION',
    admits: { noGuests: ['UNAUTHENTICATED'], limitedGuests: ['UNAUTHENTICATED', 'GUEST'], fullGuests: ['UNAUTHENTICATED', 'GUEST'] },
  },
  {
    // Decision: a visitor on a realm without guests may sign up (see routeAccess.ts).
    row: 'Sign-up',
    route: 'SIGNUP',
    admits: {
      noGuests: ['UNAUTHENTICATED', 'GUEST', 'CUSTOMER', 'ADMIN'],
      limitedGuests: ['GUEST', 'CUSTOMER', 'ADMIN'],
      fullGuests: ['GUEST', 'CUSTOMER', 'ADMIN'],
    },
  },
  {
    // Decision: as for sign-up, a visitor on a realm without guests may open checkout: its account step signs them up.
    row: 'Purchase',
    route: 'PURCHASE',
    admits: {
      noGuests: ['UNAUTHENTICATED', 'GUEST', 'CUSTOMER', 'ADMIN'],
      limitedGuests: ['GUEST', 'CUSTOMER', 'ADMIN'],
      fullGuests: ['GUEST', 'CUSTOMER', 'ADMIN'],
    },
  },
  {
    row: 'Subscription confirmation',
    route: 'SUBSCRIPTION_CONFIRMATION',
    admits: {
      noGuests: ['UNAUTHENTICATED', 'CUSTOMER', 'ADMIN'],
      limitedGuests: ['UNAUTHENTICATED', 'GUEST', 'CUSTOMER', 'ADMIN'],
      fullGuests: ['UNAUTHENTICATED', 'GUEST', 'CUSTOMER', 'ADMIN'],
    },
  },
  {
    row: 'Pay, payment confirmation, licence redirect, payment authorization',
    route: 'PAY',
    admits: { noGuests: ['CUSTOMER', 'ADMIN'], limitedGuests: ['CUSTOMER', 'ADMIN'], fullGuests: ['CUSTOMER', 'ADMIN'] },
  },
  {
    row: 'Preferences, profiles, pin reset confirmation',
    route: 'PREFERENCES',
    admits: { noGuests: ['CUSTOMER', 'ADMIN'], limitedGuests: ['CUSTOMER', 'ADMIN'], fullGuests: ['CUSTOMER', 'ADMIN'] },
  },
  {
    row: 'Content pages',
    route: 'VOD',
    admits: { noGuests: ['CUSTOMER', 'ADMIN'], limitedGuests: ['CUSTOMER', 'ADMIN'], fullGuests: ['GUEST', 'CUSTOMER', 'ADMIN'] },
  },
  {
    row: 'Upcoming',
    route: 'UPCOMING',
    admits: {
      noGuests: ['UNAUTHENTICATED', 'GUEST', 'CUSTOMER', 'ADMIN'],
      limitedGuests: ['UNAUTHENTICATED', 'GUEST', 'CUSTOMER', 'ADMIN'],
      fullGuests: ['UNAUTHENTICATED', 'GUEST', 'CUSTOMER', 'ADMIN'],
    },
  },
  {
    row: 'Account',
    route: 'ACCOUNT',
    admits: { noGuests: ['CUSTOMER', 'ADMIN'], limitedGuests: ['CUSTOMER', 'ADMIN'], fullGuests: ['CUSTOMER', 'ADMIN'] },
  },
];

describe('the permission table', () => {
  it('has a rule for every route the app knows', () => {
    for (const name of Object.values(RouteName)) expect(routeAccess, name).toHaveProperty(name);
  });

  it.each(rows.flatMap(({ row, route, admits }) => Object.entries(admits).map(([realm, roles]) => ({ row, route, realm, roles }))))(
    '$row on a realm with $realm admits $roles',
    ({ route, realm, roles }) => {
      const flags: RealmAccessFlags = { ...EVERY_ROUTE_ALLOWED, ...realms[realm as keyof typeof realms] };
      const admitted = (['UNAUTHENTICATED', 'GUEST', 'CUSTOMER', 'ADMIN'] as const).filter((role) => roleMayOpen(route, role, flags));
      expect(admitted).toEqual(roles);
    },
  );

  it('puts every auth-flow and account route in its spec row', () => {
    const rowOf = (name: keyof typeof routeAccess) => routeAccess[name].row;
    for (const name of ['LOGIN', 'LOGIN_REQUEST_PASSWORD', 'LOGIN_RESET_PASSWORD', 'LOGOUT', 'AUTHORIZE', 'TV_LOGIN', 'IMPERSONATE', 'ACTIVATE_USER'] as const) {
      expect(rowOf(name), name).toBe('AUTH_FLOW');
    }
    for (const name of ['PREFERENCES', 'PROFILES', 'CONFIRM_PIN_PROTECTION_RESET'] as const) expect(rowOf(name), name).toBe('ACCOUNT_HOLDER');
    for (const name of ['HOME', 'BROWSE', 'SECTION', 'VOD', 'LIVE', 'PLAYLIST', 'SERIES'] as const) expect(rowOf(name), name).toBe('CONTENT');
    for (const name of ['PAY', 'PAYMENT_AUTHORIZATION', 'PAYMENT_CONFIRMATION', 'PAYMENT', 'LICENCE_REDIRECT'] as const) expect(rowOf(name), name).toBe('ACCOUNT_HOLDER');
    expect(rowOf('PURCHASE')).toBe('SIGN_UP');
    expect(rowOf('SUBSCRIPTION_CONFIRMATION')).toBe('AUTH_FLOW');
    expect(rowOf('ACCOUNT')).toBe('ACCOUNT');
    expect(rowOf('EMAIL_CONFIRMATION')).toBe('UNAUTHENTICATED_ONLY');
  });
});

describe('the conditional routes of spec §2', () => {
  const base: RealmAccessFlags = EVERY_ROUTE_ALLOWED;

  it.each([
    ['TV_LOGIN', { pinLoginEnabled: false }],
    ['SIGNUP', { allowSelfRegistration: false }],
    ['UPCOMING', { allowGuestSchedule: false }],
    ['UPCOMING', { guestsAllowed: false }],
    ['SCHEDULE', { hasLive: false }],
    ['SCHEDULE', { scheduleSectionEnabled: false }],
    ['EPG', { epgMatrixEnabled: false }],
    ['MULTI_VIEW', { multiViewAllowed: false }],
    ['GIFTS', { giftingEnabled: false }],
    ['GIFT_REDEMPTION', { giftingEnabled: false }],
    ['FIGHTERS', { fightersInMenu: false }],
    ['FIGHTER', { fightersInMenu: false }],
  ] as const)('%s does not exist with %o', (route, off) => {
    expect(isRouteAvailable(route, base)).toBe(true);
    expect(isRouteAvailable(route, { ...base, ...off })).toBe(false);
  });

  it('offers every other route whatever the flags', () => {
    const none: RealmAccessFlags = {
      guestsAllowed: false,
      fullGuestAccess: false,
      allowGuestSchedule: false,
      allowSelfRegistration: false,
      pinLoginEnabled: false,
      hasLive: false,
      scheduleSectionEnabled: false,
      epgMatrixEnabled: false,
      multiViewAllowed: false,
      giftingEnabled: false,
      vesperSearch: false,
      fightersInMenu: false,
    };
    const conditional = new Set(['TV_LOGIN', 'SIGNUP', 'UPCOMING', 'SCHEDULE', 'EPG', 'MULTI_VIEW', 'GIFTS', 'GIFT_REDEMPTION', 'FIGHTERS', 'FIGHTER']);
    for (const name of Object.keys(routeAccess) as (keyof typeof routeAccess)[]) {
      if (!conditional.has(name)) expect(isRouteAvailable(name, none), name).toBe(true);
    }
  });
});
