import type { RouteMatch, RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { emailConfirmationRoutesQuery } from './__generated__/emailConfirmationRoutesQuery.graphql.ts';
import query from './__generated__/emailConfirmationRoutesQuery$parameters.ts';

/** EMAIL_CONFIRMATION: the page the confirmation email links to (`?token=`); it needs no session. */
export const emailConfirmationRoutes: RouteObject[] = [
  {
    name: 'EMAIL_CONFIRMATION',
    path: routePaths.EMAIL_CONFIRMATION,
    getData: (match: RouteMatch) => loadRouteQuery<emailConfirmationRoutesQuery>(match, query, {}, { requiresSession: false }),
    getComponent: () => import('./EmailConfirmationRoute.tsx').then((screen) => screen.EmailConfirmationRoute),
  },
];
