import type { RouteMatch, RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { signupRoutesQuery } from './__generated__/signupRoutesQuery.graphql.ts';
import query from './__generated__/signupRoutesQuery$parameters.ts';

/**
 * SIGNUP: only where the realm allows self-registration (the route guard
 * answers not-found elsewhere, spec §2); open to visitors, guests and
 * signed-in viewers alike (spec §6), so it does not need a session to load.
 */
export const signupRoutes: RouteObject[] = [
  {
    name: 'SIGNUP',
    path: routePaths.SIGNUP,
    getData: (match: RouteMatch) => loadRouteQuery<signupRoutesQuery>(match, query, {}, { requiresSession: false }),
    getComponent: () => import('./SignUpRoute.tsx').then((screen) => screen.SignUpRoute),
  },
];
