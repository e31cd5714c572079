import type { RouteMatch, RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import { accountSectionOf } from './accountSection.ts';
import type { accountRoutesQuery } from './__generated__/accountRoutesQuery.graphql.ts';
import query from './__generated__/accountRoutesQuery$parameters.ts';

/**
 * ACCOUNT (`/account?section=…`, spec §2). Its redirects (PREFERENCES,
 * '/subscriptions', '/partitions') are rows of system/routeTable.ts.
 */
export const accountRoutes: RouteObject[] = [
  {
    name: 'ACCOUNT',
    path: routePaths.ACCOUNT,
    getData: (match: RouteMatch) =>
      loadRouteQuery<accountRoutesQuery>(match, query, {
        // The payment details tab's cards and payments are asked for only when it is open.
        paymentDetails: accountSectionOf(match.location.query.section) === 'paymentdetails',
        // So are the subscriptions (with the realm's licences to change to) on theirs.
        subscriptions: accountSectionOf(match.location.query.section) === 'subscriptions',
      }),
    getComponent: () => import('./AccountRoute.tsx').then((screen) => screen.AccountRoute),
  },
];
