import type { RouteMatch, RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { paymentUpdateRoutesQuery } from './__generated__/paymentUpdateRoutesQuery.graphql.ts';
import query from './__generated__/paymentUpdateRoutesQuery$parameters.ts';

/**
 * PAYMENT_UPDATE (spec §2 Account group), `/payment/update?subscription=<id>`:
 * the card one subscription's renewals charge, chosen among the saved cards.
 * For account holders, as ACCOUNT (session/routeAccess.ts).
 */
export const paymentUpdateRoutes: RouteObject[] = [
  {
    name: 'PAYMENT_UPDATE',
    path: routePaths.PAYMENT_UPDATE,
    getData: (match: RouteMatch) => loadRouteQuery<paymentUpdateRoutesQuery>(match, query, {}),
    getComponent: () => import('./PaymentUpdateRoute.tsx').then((screen) => screen.PaymentUpdateRoute),
  },
];
