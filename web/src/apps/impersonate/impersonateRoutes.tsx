import type { RouteMatch, RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { impersonateRoutesQuery } from './__generated__/impersonateRoutesQuery.graphql.ts';
import query from './__generated__/impersonateRoutesQuery$parameters.ts';

/**
 * IMPERSONATE (`/impersonate?token=…`): an admin's impersonation link. Signs
 * this browser in as the customer, then shows the home page with the overlay.
 * Opened without a token by an admin: find a customer and start from here.
 */
export const impersonateRoutes: RouteObject[] = [
  {
    name: 'IMPERSONATE',
    path: routePaths.IMPERSONATE,
    getData: (match: RouteMatch) => loadRouteQuery<impersonateRoutesQuery>(match, query, {}, { requiresSession: false }),
    getComponent: () => import('./ImpersonateRoute.tsx').then((screen) => screen.ImpersonateRoute),
  },
];
