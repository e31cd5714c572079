import type { RouteObject } from 'found';
import { routePaths } from '../../system/routePaths.ts';

/**
 * DISCONNECTED (spec §2 Auth group, any role; framable: session/frameBreakout.ts):
 * the connection-failed message at an address of its own, for whoever sends a
 * viewer there (`?from=` the page to go back to). The app shows the same words
 * by itself when it cannot start (DisconnectedPage.tsx); this route is the page
 * once the realm could be loaded.
 */
export const disconnectedRoutes: RouteObject[] = [
  {
    name: 'DISCONNECTED',
    path: routePaths.DISCONNECTED,
    getComponent: () => import('./DisconnectedRoute.tsx').then((screen) => screen.DisconnectedRoute),
  },
];
