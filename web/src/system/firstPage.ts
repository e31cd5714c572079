import { type Location, Matcher, type RouteMatch, type RouteObject } from 'found';
import { guardRoute, type GuardQuery } from '../session/routeGuard.ts';
import { EVERY_ROUTE_ALLOWED, routeAccess, type GuardedRouteName } from '../session/routeAccess.ts';
import type { AppContext } from './appContext.ts';
import { routeConfigFor } from './routeConfig.ts';

/** The gateway checks a visitor in as a guest inside a request carrying this header (issue 9). */
export const GUEST_CHECK_IN_HEADER = 'x-ringside-guest-check-in';

/** Where the app was opened, inside the realm (no `/realm/{name}` base). */
export interface FirstLocation {
  pathname: string;
  search: string;
}

/**
 * Asks for the guest check-in on the first page's request only. The fetch
 * wrapper adds the header to the next request that brings the frame (its
 * variables say `"withFrame":true`) once `arm` was called, and never again.
 */
export function guestCheckInOnFirstQuery(baseFetch: typeof globalThis.fetch = (...args) => globalThis.fetch(...args)) {
  let armed = false;
  const fetch: typeof globalThis.fetch = (input, init) => {
    if (!armed || typeof init?.body !== 'string' || !init.body.includes('"withFrame":true')) return baseFetch(input, init);
    armed = false;
    const headers = new Headers(init.headers);
    headers.set(GUEST_CHECK_IN_HEADER, 'auto');
    return baseFetch(input, { ...init, headers });
  };
  return { fetch, arm: () => void (armed = true) };
}

function isGuardedRouteName(name: unknown): name is GuardedRouteName {
  return typeof name === 'string' && Object.hasOwn(routeAccess, name);
}

/**
 * Whether the guard would check a visitor in before showing this page, on a
 * realm that allows guests (the gateway checks the realm itself): then the
 * first request asks for it, and a visitor who only came to sign in is never
 * made a guest.
 */
function checksVisitorIn(route: RouteObject, location: FirstLocation & { query: GuardQuery }): boolean {
  if (!isGuardedRouteName(route.name)) return false;
  return guardRoute({ route: route.name, role: 'UNAUTHENTICATED', flags: EVERY_ROUTE_ALLOWED, location }).kind === 'checkInAsGuest';
}

/**
 * An app's first page in one round trip (issue 9: no chain of frame query →
 * guest check-in → page query). Before found starts, the page's own query is
 * sent with the frame spread into it (`withFrame`), and with the guest
 * check-in header when the page would check a visitor in; the frame's query,
 * the route guard and then found's own `getData` find everything in the store.
 *
 * Resolves once that answer is in, never rejects: if it failed (a page that
 * does not exist, a gateway that does not check in yet…), the frame is
 * fetched by itself and the guard does the rest the usual way.
 */
export async function preloadFirstPage(context: AppContext, location: FirstLocation, armGuestCheckIn: () => void): Promise<void> {
  const matched = matchFirstLocation(context.locale, location);
  if (!matched) return;
  const { route, routes, foundLocation, query, params } = matched;
  if (!route.getData) return;
  if (checksVisitorIn(route, { ...location, query })) armGuestCheckIn();
  const match = {
    context: { ...context, bringsFrame: true } satisfies AppContext,
    location: foundLocation,
    params,
    route,
    routes,
  } as unknown as RouteMatch;
  try {
    // The route's query is written to the store once its screen's chunk is in
    // (it brings the query's normalization AST: loadRouteQuery.ts), so that
    // chunk is fetched now, in parallel; found finds it loaded when it starts.
    await Promise.all([route.getData(match), ...routes.map((each) => each.getComponent?.(match))]);
  } catch {
    // The frame comes by itself; found asks for the page again and shows what it answers.
  }
}

/** found's match of the first location in the route table of `locale`: its routes, innermost last. */
function matchFirstLocation(locale: AppContext['locale'], location: FirstLocation) {
  const query = Object.fromEntries(new URLSearchParams(location.search)) as GuardQuery;
  // found's own location shape (farce's, as its queryMiddleware parses it).
  const foundLocation = { ...location, hash: '', query } as unknown as Location;
  const matcher = new Matcher(routeConfigFor(locale));
  const found = matcher.match(foundLocation);
  if (!found) return null;
  const routes = matcher.getRoutes({ ...found, location: foundLocation });
  const route = routes[routes.length - 1];
  return route ? { route, routes, foundLocation, query, params: found.params } : null;
}

/**
 * Loads the screens of the first location's routes. A server-rendered page's
 * data is in the store already, but a route's query can be checked against the
 * store only once its screen's chunk has registered the query's normalization
 * AST (loadRouteQuery.ts): before that, Relay would ask the gateway again. So
 * the app taking a server-rendered page over (client.tsx) loads them before found resolves the page.
 */
export async function loadFirstScreens(context: AppContext, location: FirstLocation): Promise<void> {
  const matched = matchFirstLocation(context.locale, location);
  if (!matched) return;
  const match = { context, location: matched.foundLocation, params: matched.params, route: matched.route, routes: matched.routes } as unknown as RouteMatch;
  await Promise.all(matched.routes.map((each) => each.getComponent?.(match))).catch(() => undefined);
}

