import { HttpError, type RouteConfig, type RouteMatch, type RouteObject } from 'found';
import { ChunkLoadError, loadChunkWithRetry } from './chunkRetry.ts';
import type { RouteErrorData } from './routeErrors.ts';

/** `HttpError.data.code` of a route whose screen could not be loaded (the router shows the chunk error view). */
export const CHUNK_LOAD_FAILED = 'CHUNK_LOAD_FAILED';

type GetComponent = NonNullable<RouteObject['getComponent']>;

function withRetriedComponent(getComponent: GetComponent): GetComponent {
  // The first page's early load (firstPage.ts) and found ask for the same
  // screen one after the other: they share the load in flight (and its retries).
  let inFlight: Promise<unknown> | null = null;
  return function getComponentWithRetry(this: RouteObject, match: RouteMatch) {
    if (!inFlight) {
      inFlight = loadChunkWithRetry(async () => getComponent.call(this, match)).catch((error: unknown) => {
        // found renders only its own HttpError; anything else would be unhandled.
        if (error instanceof ChunkLoadError) {
          throw new HttpError(500, { code: CHUNK_LOAD_FAILED, message: error.message } satisfies RouteErrorData);
        }
        throw error;
      });
      // A failed load is tried afresh on the next navigation (the view's Retry).
      inFlight.catch(() => {
        inFlight = null;
      });
    }
    return inFlight as ReturnType<GetComponent>;
  };
}

function withChunkRetryRoute(route: RouteObject): RouteObject {
  const children = Array.isArray(route.children) ? withChunkRetry(route.children as RouteConfig) : route.children;
  if (!route.getComponent && children === route.children) return route;
  // Keep the route's prototype: found's Route and Redirect are class instances.
  return Object.assign(Object.create(Object.getPrototypeOf(route) as object) as RouteObject, route, {
    children,
    ...(route.getComponent ? { getComponent: withRetriedComponent(route.getComponent) } : {}),
  });
}

/**
 * Every route's lazily loaded screen with the chunk retries of spec §4
 * (chunkRetry.ts), in one place, so the apps' route tables keep writing
 * `getComponent: () => import('./Screen.tsx').then(…)`.
 */
export function withChunkRetry(routes: RouteConfig | readonly RouteObject[]): RouteObject[] {
  return routes.map((route) => withChunkRetryRoute(route as RouteObject));
}
