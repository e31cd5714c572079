import type { RouteMatch } from 'found';
import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { OperationType, PreloadableConcreteRequest } from 'relay-runtime';
import { enforceRouteGuard, routeLoadFailure } from '../session/guardRoutes.ts';
import type { AppContext } from './appContext.ts';
import { errorCode } from './graphQLErrors.ts';
import { settled } from './settled.ts';

/**
 * A route's query as the route config holds it: only its persisted id and name
 * (the `$parameters` artifact of a `@preloadable` query). The full artifact, with
 * the normalization AST, is in the screen's lazy chunk and registers itself with
 * Relay's PreloadableQueryRegistry when that chunk loads.
 */
export type RouteQuery<TQuery extends OperationType> = PreloadableConcreteRequest<TQuery>;

function startQuery<TQuery extends OperationType>(
  context: AppContext,
  query: RouteQuery<TQuery>,
  variables: TQuery['variables'],
  fetchPolicy: 'store-or-network' | 'network-only',
): Promise<PreloadedQuery<TQuery>> {
  const ref = loadQuery<TQuery>(context.environment, query, variables, { fetchPolicy });
  return settled(ref).then(
    () => {
      context.routeQueries.track(ref);
      return ref;
    },
    (error: unknown) => {
      ref.dispose();
      throw error;
    },
  );
}

/**
 * Render-as-you-fetch for found: a route's `getData` starts its query with
 * `loadQuery` as soon as the location matches (outside React), and resolves
 * once the data is in the store. Until then found keeps the previous page on
 * screen; the route component then reads the reference with
 * `usePreloadedQuery` without suspending.
 *
 * The request goes out by persisted id at once, while found downloads the
 * screen's chunk (`getComponent`) in parallel; Relay writes the answer to the
 * store when both are in (the chunk brings the query's normalization AST), so
 * this resolves then. Whoever calls a route's `getData` outside found must
 * load its component too (firstPage.ts).
 *
 * Who may load the page was decided before this runs: the route guard
 * (session/guardRoutes.ts) wraps every route's `getData` and checks in as a
 * guest where that is the way in. If the session ended meanwhile (the query
 * answers UNAUTHENTICATED, e.g. an expired guest session), the guard decides
 * again on a fresh look at the session (checking in again, or redirecting to
 * sign in) and the query is retried once. `requiresSession: false` is for
 * pages that load without a session (sign-in pages): there an
 * UNAUTHENTICATED answer is just an error.
 */
export async function loadRouteQuery<TQuery extends OperationType>(
  match: RouteMatch,
  query: RouteQuery<TQuery>,
  variables: TQuery['variables'],
  { requiresSession = true }: { requiresSession?: boolean } = {},
): Promise<PreloadedQuery<TQuery>> {
  const context = match.context as AppContext;
  if (context.bringsFrame) {
    // The app's first page, before found and the guard run (firstPage.ts): the
    // query brings the frame too; whatever it answers, the guard decides next.
    return startQuery<TQuery>(context, query, { ...variables, withFrame: true }, 'network-only');
  }
  // Every route query declares `$withFrame` (default false); said explicitly,
  // the variables sent are the variables Relay files the operation under.
  variables = { ...variables, withFrame: false };
  try {
    try {
      return await startQuery<TQuery>(context, query, variables, 'store-or-network');
    } catch (error) {
      if (!requiresSession || errorCode(error) !== 'UNAUTHENTICATED') throw error;
      // Who the viewer was until now: a customer's session ending is news to tell them; a guest's is renewed quietly.
      const before = await context.session.access();
      await enforceRouteGuard(match, { renewed: true, signedInSessionEnded: before.role === 'CUSTOMER' || before.role === 'ADMIN' });
      return await startQuery<TQuery>(context, query, variables, 'network-only');
    }
  } catch (error) {
    // The guard's redirects go on as they are: to sign in (found's), or to the realm's
    // splash site, which a server answers with a 302 (server/renderPage.tsx).
    throw routeLoadFailure(error);
  }
}
