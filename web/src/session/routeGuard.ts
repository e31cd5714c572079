// The route guard of spec §4, with the guard-like redirects of spec §2, as one
// pure function: who (role), where (realm flags), which route and address →
// what to do. guardRoutes.ts runs it before every route loads; nothing else
// decides who may see a page.
import type { RouteName } from '../system/routePaths.ts';
import {
  accountHoldersMayOpen,
  type AccessRow,
  type GuardedRouteName,
  isRouteAvailable,
  type RealmAccessFlags,
  type Role,
  roleMayOpen,
  routeAccess,
} from './routeAccess.ts';

export type GuardQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

export interface GuardInput {
  route: GuardedRouteName;
  role: Role;
  flags: RealmAccessFlags;
  /** The session watches as a child profile (`Viewer.isChildProfile`); false when absent. */
  childProfile?: boolean;
  /** The address inside the realm (no `/realm/{name}` base). */
  location: { pathname: string; search: string; query: GuardQuery };
  /** `Realm.splashUrl`: where the root sends a visitor (null: the root is home). */
  splashUrl?: string | null;
}

export type GuardDecision =
  | { kind: 'show' }
  /** Spec §4 step 4: check in as a guest, then show the route. */
  | { kind: 'checkInAsGuest' }
  | { kind: 'redirect'; to: RouteName; query: GuardQuery }
  /** Spec §2: a conditional route the realm does not offer. */
  | { kind: 'notFound' }
  /** Spec §2: the realm's splash URL (a path inside the realm, or another site's address). */
  | { kind: 'splash'; url: string };

/** Spec §2 "default menu path": the realm's home. */
export const DEFAULT_DESTINATION: RouteName = 'HOME';

const show: GuardDecision = { kind: 'show' };

/**
 * The account pages a child profile may still open: the profile picker (the
 * way back to an adult profile), '/live', which only opens the live-now list
 * over the home page, and the parental PIN reset link: the parent follows it
 * from their email on whatever device the child is using, and its token, not
 * the profile, is what grants the reset.
 */
const OPEN_TO_CHILD_PROFILES: ReadonlySet<GuardedRouteName> = new Set(['PROFILES', 'LIVE_EVENTS', 'CONFIRM_PIN_PROTECTION_RESET']);
const ACCOUNT_ROWS: ReadonlySet<AccessRow> = new Set(['ACCOUNT', 'ACCOUNT_HOLDER']);
/** Buying is the account holder's too, though its row admits guests (they create the account as they buy). */
const BUYING_ROUTES: ReadonlySet<GuardedRouteName> = new Set(['PURCHASE', 'GIFTS', 'GIFT_REDEMPTION']);

/**
 * Spec §6 "no account or preferences data" for child profiles: the gateway
 * refuses that data (FORBIDDEN, CHILD_PROFILE), and the page would only show
 * its error. A child is taken home instead, as from any page not theirs.
 */
function closedToChildProfiles(route: GuardedRouteName): boolean {
  return (ACCOUNT_ROWS.has(routeAccess[route].row) && !OPEN_TO_CHILD_PROFILES.has(route)) || BUYING_ROUTES.has(route);
}

/** Login, remembering where the viewer wanted to go (`from`: path and query inside the realm). */
function toLogin(location: GuardInput['location']): GuardDecision {
  return { kind: 'redirect', to: 'LOGIN', query: { from: `${location.pathname}${location.search}` } };
}

export function guardRoute({ route, role, flags, location, childProfile = false, splashUrl = null }: GuardInput): GuardDecision {
  // Spec §2: a guest when guests are not allowed is sent to logout (a guest
  // session left from before the realm changed its mind). The logout page
  // itself opens for them, or this would never end.
  if (role === 'GUEST' && !flags.guestsAllowed) {
    return route === 'LOGOUT' ? show : { kind: 'redirect', to: 'LOGOUT', query: {} };
  }
  // Spec §2: a password-reset token anywhere but the reset page leads there,
  // keeping the whole query (old emails link to other pages).
  if (location.query['pwrt'] !== undefined && route !== 'LOGIN_RESET_PASSWORD') {
    return { kind: 'redirect', to: 'LOGIN_RESET_PASSWORD', query: location.query };
  }
  // Spec §2: the root, for a visitor who is not signed in, is the realm's
  // splash page when it has one (the gateway leaves `splashUrl` null when it is
  // home). Decision: "not authorised" is a visitor without a session; a guest
  // was let in already and goes home like anyone else, or Home in the menu
  // would lead a guest back to the splash page every time.
  if (route === 'HOME' && role === 'UNAUTHENTICATED' && splashUrl) return { kind: 'splash', url: splashUrl };
  // Spec §2 "Conditional content": a route the realm does not offer does not exist.
  if (!isRouteAvailable(route, flags)) return { kind: 'notFound' };

  // Decision (spec silent on the route): a child profile opening an account
  // address is redirected, not shown a 404 or a refusal (issue 10).
  if (childProfile && closedToChildProfiles(route)) return { kind: 'redirect', to: DEFAULT_DESTINATION, query: {} };

  // Step 2, taken before step 1 (which lets a customer open LOGIN): a
  // signed-in customer arriving on LOGIN with an external licence from a
  // redirect (`/login?licence=2&code=KNOCKOUT`, a campaign's or a partner
  // site's "Subscribe" link) goes on to LICENCE_REDIRECT with every param,
  // the promo `code` among them, rather than being asked to sign in again.
  if (route === 'LOGIN' && (role === 'CUSTOMER' || role === 'ADMIN') && typeof location.query['licence'] === 'string') {
    return { kind: 'redirect', to: 'LICENCE_REDIRECT', query: location.query };
  }

  // Step 1: the role is allowed on the route.
  if (roleMayOpen(route, role, flags)) return show;

  // Step 3: a guest while full guest access is not allowed signs in.
  if (role === 'GUEST' && !flags.fullGuestAccess) return toLogin(location);

  // Step 4: a visitor without a session. (The spec's "payment-return
  // redirect" case joins this branch once payment routes exist.)
  if (role === 'UNAUTHENTICATED') {
    if (flags.guestsAllowed && roleMayOpen(route, 'GUEST', flags)) return { kind: 'checkInAsGuest' };
    // Decision (refines the spec): on a page that is the viewer's once signed
    // in (account, preferences, profiles…), a visitor is asked to sign in
    // rather than dropped on the home page without a word; the `from` brings
    // them back. The spec's "default menu destination" remains for the rest.
    if (accountHoldersMayOpen(route, flags)) return toLogin(location);
    if (flags.guestsAllowed && flags.fullGuestAccess) return { kind: 'redirect', to: DEFAULT_DESTINATION, query: {} };
    return toLogin(location);
  }

  // The same decision for a guest who opens an account page: sign in (spec
  // step 5 would send them home, but only signing in lets them in).
  if (role === 'GUEST' && accountHoldersMayOpen(route, flags)) return toLogin(location);

  // Step 5: everyone else goes to the default menu destination (e.g. a
  // signed-in customer opening the email-confirmation link again).
  return { kind: 'redirect', to: DEFAULT_DESTINATION, query: {} };
}
