import { HttpError, RedirectException, type RouteConfig, type RouteMatch, type RouteObject } from 'found';
import type { AppContext } from '../system/appContext.ts';
import { CHECK_IN_CHALLENGE, type RouteErrorData, toHttpError } from '../system/routeErrors.ts';
import { pathTo } from '../system/routePaths.ts';
import { CheckInChallenge } from './checkInAsGuest.ts';
import { breakOutOfFrame, type FramedWindow } from './frameBreakout.ts';
import { type GuardedRouteName, routeAccess } from './routeAccess.ts';
import { type GuardQuery, guardRoute } from './routeGuard.ts';

function isGuardedRouteName(name: unknown): name is GuardedRouteName {
  return typeof name === 'string' && Object.hasOwn(routeAccess, name);
}

/** The route object of a match (found's typings call it an array; at run time it is the matched route). */
function routeOf(match: RouteMatch): RouteObject {
  return match.route as unknown as RouteObject;
}

/**
 * Runs the route guard (routeGuard.ts) for the matched route and acts on its
 * decision: resolves when the page may load (after checking in as a guest if
 * that is the way in), throws found's RedirectException (the router keeps the
 * `/realm/{name}` base and the query) or a 404 HttpError otherwise.
 */
export async function enforceRouteGuard(
  match: RouteMatch,
  { renewed = false, signedInSessionEnded = false }: { renewed?: boolean; signedInSessionEnded?: boolean } = {},
): Promise<void> {
  const name = routeOf(match).name;
  if (!isGuardedRouteName(name)) return;
  // Spec §2: a framed page leaves the frame before anything of it loads (frameBreakout.ts).
  if (typeof window !== 'undefined' && breakOutOfFrame(window as unknown as FramedWindow, name)) return new Promise<never>(() => undefined);
  const context = match.context as AppContext;
  const renewedAccess = renewed ? await context.session.renew() : await context.session.access();
  // A page's query found the signed-in session over (the gateway ended it): as if the gateway had said so on arrival.
  const access = signedInSessionEnded ? { ...renewedAccess, sessionExpired: true } : renewedAccess;
  const { pathname, search, query } = match.location;
  // Spec §4: a refused refresh clears the session as sessionExpired. The viewer
  // (who was signed in a moment ago) is told so on the sign-in page, once, and
  // brought back here afterwards; from there the guard's usual rules apply.
  if (context.session.takeSessionExpiredNotice(access) && name !== 'LOGIN') {
    throw new RedirectException({ pathname: pathTo('LOGIN'), query: { message: 'sessionExpired', from: `${pathname}${search}` } });
  }
  const decision = guardRoute({
    route: name,
    role: access.role,
    flags: access.flags,
    childProfile: access.isChildProfile,
    location: { pathname, search, query: query as GuardQuery },
    splashUrl: access.splashUrl ?? null,
  });
  switch (decision.kind) {
    case 'show':
      return;
    case 'checkInAsGuest':
      // The first page's check-in already asked a question: the viewer answers that one.
      if (access.guestCheckInChallenge) throw new CheckInChallenge(access.guestCheckInChallenge, 'captchaRequired');
      await context.session.checkIn();
      return;
    case 'notFound':
      throw new HttpError(404, { code: 'NOT_FOUND' });
    case 'redirect':
      // (farce serialises repeated keys from arrays; its typings only say so loosely)
      throw new RedirectException({ pathname: pathTo(decision.to), query: { ...decision.query } as Record<string, string> });
    case 'splash':
      return toSplash(decision.url);
  }
}

/**
 * What found is given for a route that failed to load: the guard's redirects
 * as they are, a guest check-in's question as a page like any other (200: the
 * realm's frame with the question; answered, the page loads), anything else
 * as an error view.
 */
export function routeLoadFailure(error: unknown): unknown {
  if (error instanceof RedirectException || error instanceof ExternalRedirect) return error;
  if (error instanceof CheckInChallenge) {
    return new HttpError(200, { code: CHECK_IN_CHALLENGE, challenge: error.challenge, messageKey: error.messageKey } satisfies RouteErrorData);
  }
  return toHttpError(error);
}

/**
 * Another site's address, for a server rendering the page to answer with an
 * HTTP redirect (server/renderPage.tsx): found's own redirects stay inside the app.
 */
export class ExternalRedirect extends Error {
  constructor(readonly url: string) {
    super(`Redirect to ${url}`);
  }
}

/**
 * A path inside the realm is a redirect like any other (the base is kept); another
 * site's address is left for, and the page never loads meanwhile (on a server:
 * an HTTP redirect).
 */
function toSplash(url: string): Promise<never> {
  if (url.startsWith('/') && !url.startsWith('//')) {
    const inRealm = new URL(url, 'http://realm.invalid');
    throw new RedirectException({ pathname: inRealm.pathname, search: inRealm.search, hash: inRealm.hash });
  }
  if (typeof window === 'undefined') throw new ExternalRedirect(url);
  window.location.assign(url);
  return new Promise<never>(() => undefined);
}

function withGuard(route: RouteObject): RouteObject {
  const children = Array.isArray(route.children) ? guardRoutes(route.children as RouteConfig) : route.children;
  if (!isGuardedRouteName(route.name)) {
    // Unnamed routes (found's Redirect, layout wrappers) show nothing by
    // themselves; the routes they lead to are guarded.
    return children === route.children ? route : Object.assign(Object.create(Object.getPrototypeOf(route) as object), route, { children });
  }
  const original = route.getData;
  // Keep the route's prototype: found's Route and Redirect are class instances.
  return Object.assign(Object.create(Object.getPrototypeOf(route) as object) as RouteObject, route, {
    children,
    getData(this: RouteObject, match: RouteMatch) {
      const data = (async () => {
        try {
          await enforceRouteGuard(match);
        } catch (error) {
          // found renders only its own errors; a failed session check (gateway
          // down, check-in refused) becomes the error view with "Try again".
          throw routeLoadFailure(error);
        }
        return original ? original.call(this, match) : route.data;
      })();
      // found awaits a lazy route's component before its data, so a redirect
      // or 404 would be an "unhandled" rejection until then; found still
      // receives the rejecting promise itself.
      data.catch(() => undefined);
      return data;
    },
  });
}

/**
 * Spec §4: the guard runs for every route, by its `name`, before the route's
 * own data loads (so no query of a page the viewer may not see is ever sent).
 * Every RouteName has a rule in routeAccess.ts (the type checker insists).
 */
export function guardRoutes(routes: RouteConfig): RouteConfig {
  return routes.map((route) => withGuard(route as RouteObject));
}
