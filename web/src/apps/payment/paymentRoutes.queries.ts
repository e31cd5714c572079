// The text of this app's route queries, for relay-compiler. They are
// `@preloadable`: the route config (paymentRoutes.tsx) imports only each
// query's `$parameters` (its persisted id) and starts it at navigation, while
// the full artifact travels in the screen's lazy chunk, which registers it
// with Relay when it loads (system/loadRouteQuery.ts). Nothing imports this file.
import { graphql } from 'react-relay';

// PAYMENT_AUTHORIZATION: where the provider's page returns, `?paymentId=`.
export const paymentAuthorizationRoutesQueryText = graphql`
  query paymentAuthorizationRoutesQuery($paymentId: ID!, $withFrame: Boolean = false) @preloadable {
    # The frame (realm, viewer) too, on an app's first page: one round trip (system/firstPage.ts).
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    realm {
      ...PaymentAuthorizationApp_realm
    }
    payment(internalId: $paymentId) {
      ...PaymentAuthorizationApp_payment
    }
  }
`;

// PAYMENT_CONFIRMATION (a pay-per-view) and SUBSCRIPTION_CONFIRMATION: `?paymentId=`, without which
// the page still thanks the customer (a confirmation link from elsewhere), only without the details.
export const paymentConfirmationRoutesQueryText = graphql`
  query paymentConfirmationRoutesQuery($paymentId: ID!, $hasPayment: Boolean!, $withFrame: Boolean = false) @preloadable {
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    realm {
      ...ConfirmationApp_realm
    }
    payment(internalId: $paymentId) @include(if: $hasPayment) {
      ...ConfirmationApp_payment
    }
  }
`;

export const subscriptionConfirmationRoutesQueryText = graphql`
  query subscriptionConfirmationRoutesQuery($paymentId: ID!, $hasPayment: Boolean!, $withFrame: Boolean = false) @preloadable {
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    realm {
      ...ConfirmationApp_realm
    }
    payment(internalId: $paymentId) @include(if: $hasPayment) {
      ...ConfirmationApp_payment
    }
  }
`;
