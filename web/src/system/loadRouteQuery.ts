import { HttpError, type RouteMatch } from 'found';
import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import type { AppContext } from './appContext.ts';
import { errorCode, GraphQLCodedError } from './graphQLErrors.ts';

/** What the error views receive in `HttpError.data`. */
export interface RouteErrorData {
  code: string;
  message?: string;
}

/** Maps a failed route load to the HTTP-like error found renders (see renderRouteError). */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof GraphQLCodedError) {
    const data: RouteErrorData = { code: error.code, message: error.message };
    switch (error.code) {
      case 'NOT_FOUND':
        return new HttpError(404, data);
      case 'UNAUTHENTICATED':
        return new HttpError(401, data);
      case 'FORBIDDEN':
      case 'GUEST_ACCESS_DENIED':
        return new HttpError(403, data);
      default:
        return new HttpError(500, data);
    }
  }
  const message = error instanceof Error ? error.message : String(error);
  return new HttpError(500, { code: 'NETWORK_ERROR', message } satisfies RouteErrorData);
}

function settled(ref: PreloadedQuery<OperationType>): Promise<void> {
  // `source` replays the request's results; it is absent when the store could
  // already answer (for example when going back to a page seen before).
  const source = (ref as { source?: { subscribe(sink: object): unknown } }).source;
  if (!source) return Promise.resolve();
  return new Promise((resolve, reject) => {
    source.subscribe({ complete: () => resolve(), error: (error: unknown) => reject(error) });
  });
}

function startQuery<TQuery extends OperationType>(
  context: AppContext,
  query: GraphQLTaggedNode,
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
 * Content needs a session: the query waits for the session gate (which checks
 * in as a guest where the realm allows it). If the session ended meanwhile
 * (UNAUTHENTICATED), the gate is asked once to renew it and the query retried.
 */
export async function loadRouteQuery<TQuery extends OperationType>(
  match: RouteMatch,
  query: GraphQLTaggedNode,
  variables: TQuery['variables'],
  { requiresSession = true }: { requiresSession?: boolean } = {},
): Promise<PreloadedQuery<TQuery>> {
  const context = match.context as AppContext;
  try {
    if (requiresSession && (await context.session.ready()) === 'signInRequired') {
      throw new HttpError(401, { code: 'UNAUTHENTICATED' } satisfies RouteErrorData);
    }
    try {
      return await startQuery<TQuery>(context, query, variables, 'store-or-network');
    } catch (error) {
      if (!requiresSession || errorCode(error) !== 'UNAUTHENTICATED') throw error;
      if ((await context.session.renew()) === 'signInRequired') throw error;
      return await startQuery<TQuery>(context, query, variables, 'network-only');
    }
  } catch (error) {
    throw toHttpError(error);
  }
}
