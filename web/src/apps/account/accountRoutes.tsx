import { Redirect, RedirectException, type RouteMatch, type RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { pathTo, routePaths } from '../../system/routePaths.ts';
import { accountSectionOf } from './accountSection.ts';
import type { accountRoutesQuery } from './__generated__/accountRoutesQuery.graphql.ts';
import query from './__generated__/accountRoutesQuery$parameters.ts';

/**
 * ACCOUNT (`/account?section=…`, spec §2) and PREFERENCES.
 *
 * Decision (spec §2: "PREFERENCES redirects to home with a preferences flag
 * when profiles are configured, else to account section=preferences"):
 * preferences here belong to the account and are shared by its adult
 * profiles, so they have one home, the account page; PREFERENCES always goes
 * to `/account?section=preferences`, profiles or not, rather than opening a
 * second copy of the same form over the home page. Child profiles never get
 * there (the gateway refuses them account data).
 *
 * Spec §2 "'/subscriptions' to ACCOUNT": the legacy address opens the
 * account's subscriptions tab, the page it always meant.
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
  {
    name: 'PREFERENCES',
    path: routePaths.PREFERENCES,
    getData: () => {
      throw new RedirectException({ pathname: pathTo('ACCOUNT'), query: { section: 'preferences' } });
    },
  },
  new Redirect({ from: '/subscriptions', to: () => ({ pathname: pathTo('ACCOUNT'), query: { section: 'subscriptions' } }) }) as unknown as RouteObject,
];
