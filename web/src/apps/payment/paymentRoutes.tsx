import type { RouteMatch, RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { paymentAuthorizationRoutesQuery } from './__generated__/paymentAuthorizationRoutesQuery.graphql.ts';
import authorizationQuery from './__generated__/paymentAuthorizationRoutesQuery$parameters.ts';
import type { paymentConfirmationRoutesQuery } from './__generated__/paymentConfirmationRoutesQuery.graphql.ts';
import paymentConfirmationQuery from './__generated__/paymentConfirmationRoutesQuery$parameters.ts';
import type { subscriptionConfirmationRoutesQuery } from './__generated__/subscriptionConfirmationRoutesQuery.graphql.ts';
import subscriptionConfirmationQuery from './__generated__/subscriptionConfirmationRoutesQuery$parameters.ts';

function paymentIdOf(match: RouteMatch): string {
  const value = match.location.query['paymentId'];
  return typeof value === 'string' ? value : '';
}

const confirmationVariables = (match: RouteMatch) => {
  const paymentId = paymentIdOf(match);
  return { paymentId, hasPayment: paymentId !== '' };
};

/**
 * The pages after paying. PAYMENT_AUTHORIZATION is where the provider's page
 * (card authentication, PayPal) returns with `?paymentId=`: it waits for the
 * payment's verdict and moves on. The two confirmations thank the customer.
 * A payment id that is not the viewer's answers NOT_FOUND: the not-found page.
 */
export const paymentRoutes: RouteObject[] = [
  {
    name: 'PAYMENT_AUTHORIZATION',
    path: routePaths.PAYMENT_AUTHORIZATION,
    getData: (match: RouteMatch) =>
      loadRouteQuery<paymentAuthorizationRoutesQuery>(match, authorizationQuery, { paymentId: paymentIdOf(match) }),
    getComponent: () => import('./PaymentAuthorizationRoute.tsx').then((screen) => screen.PaymentAuthorizationRoute),
  },
  {
    name: 'PAYMENT_CONFIRMATION',
    path: routePaths.PAYMENT_CONFIRMATION,
    getData: (match: RouteMatch) =>
      loadRouteQuery<paymentConfirmationRoutesQuery>(match, paymentConfirmationQuery, confirmationVariables(match)),
    getComponent: () => import('./PaymentConfirmationRoute.tsx').then((screen) => screen.PaymentConfirmationRoute),
  },
  {
    // Spec §6 first row: visitors may open it too; a payment is only ever shown to its own customer.
    name: 'SUBSCRIPTION_CONFIRMATION',
    path: routePaths.SUBSCRIPTION_CONFIRMATION,
    getData: (match: RouteMatch) =>
      loadRouteQuery<subscriptionConfirmationRoutesQuery>(match, subscriptionConfirmationQuery, confirmationVariables(match), {
        requiresSession: false,
      }),
    getComponent: () => import('./SubscriptionConfirmationRoute.tsx').then((screen) => screen.SubscriptionConfirmationRoute),
  },
];
