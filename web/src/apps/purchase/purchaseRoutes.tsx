import { RedirectException, type RouteMatch, type RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { pathTo, routePaths } from '../../system/routePaths.ts';
import type { payRoutesQuery } from './__generated__/payRoutesQuery.graphql.ts';
import payQuery from './__generated__/payRoutesQuery$parameters.ts';
import type { purchaseRoutesQuery } from './__generated__/purchaseRoutesQuery.graphql.ts';
import purchaseQuery from './__generated__/purchaseRoutesQuery$parameters.ts';

/** The query values checkout reads, kept as they came (one value each). */
function checkoutQuery(match: RouteMatch): Record<string, string> {
  const kept: Record<string, string> = {};
  // `code`: a promo code that came with the licence (LICENCE_REDIRECT, spec §4 step 2).
  for (const name of ['licence', 'from', 'code']) {
    const value = match.location.query[name];
    if (typeof value === 'string' && value) kept[name] = value;
  }
  return kept;
}

/**
 * Checkout. PURCHASE (spec §6 sign-up row) opens for guests and, where the
 * realm has no guests, for visitors: its account step creates the account, so
 * its query needs no session (viewer.basket is null until there is one). PAY
 * is the same screen for a customer. LICENCE_REDIRECT (`?licence=`, for
 * account holders) only forwards to PAY with that licence.
 */
export const purchaseRoutes: RouteObject[] = [
  {
    name: 'PURCHASE',
    path: routePaths.PURCHASE,
    getData: (match: RouteMatch) => loadRouteQuery<purchaseRoutesQuery>(match, purchaseQuery, {}, { requiresSession: false }),
    getComponent: () => import('./PurchaseRoute.tsx').then((screen) => screen.PurchaseRoute),
  },
  {
    name: 'PAY',
    path: routePaths.PAY,
    getData: (match: RouteMatch) => loadRouteQuery<payRoutesQuery>(match, payQuery, {}),
    getComponent: () => import('./PayRoute.tsx').then((screen) => screen.PayRoute),
  },
  {
    // Decision: a redirect needs no query nor screen of its own; PAY's query
    // loads the licence with the rest of the checkout, and an unknown licence
    // there is simply not preselected.
    name: 'LICENCE_REDIRECT',
    path: routePaths.LICENCE_REDIRECT,
    getData: (match: RouteMatch) => {
      throw new RedirectException({ pathname: pathTo('PAY'), query: checkoutQuery(match) });
    },
  },
];
