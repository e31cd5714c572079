import type { RouteMatch, RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { invoiceRoutesQuery } from './__generated__/invoiceRoutesQuery.graphql.ts';
import query from './__generated__/invoiceRoutesQuery$parameters.ts';

/**
 * PAYMENT (spec §2 "PAYMENT (invoice)"), `/invoices/:id`: one invoice, to
 * read and print, opened from the account's payment history.
 */
export const invoiceRoutes: RouteObject[] = [
  {
    name: 'PAYMENT',
    path: routePaths.PAYMENT,
    getData: (match: RouteMatch) => loadRouteQuery<invoiceRoutesQuery>(match, query, { invoiceId: match.params.id ?? '' }),
    getComponent: () => import('./InvoiceRoute.tsx').then((screen) => screen.InvoiceRoute),
  },
];
