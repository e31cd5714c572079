import { type RouteMatch, type RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { activateUserRoutesQuery } from './__generated__/activateUserRoutesQuery.graphql.ts';
import { ActivateUserApp } from './ActivateUserApp.tsx';
import query from './__generated__/activateUserRoutesQuery$parameters.ts';

/** ACTIVATE_USER: an administrator's page for an account waiting for email confirmation (see ActivateUserApp). */
export const activateUserRoutes: RouteObject[] = [
  {
    name: 'ACTIVATE_USER',
    path: routePaths.ACTIVATE_USER,
    getData: (match: RouteMatch) =>
      loadRouteQuery<activateUserRoutesQuery>(match, query, { id: match.params['id'] ?? '' }, { requiresSession: false }),
    getComponent: () => import('./ActivateUserRoute.tsx').then((screen) => screen.ActivateUserRoute),
  },
];
