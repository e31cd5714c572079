// The text of this app's route query, for relay-compiler. It is
// `@preloadable`: the route config (invoiceRoutes.tsx) imports only the
// query's `$parameters` (its persisted id) and starts it at navigation, while
// the full artifact travels in the screen's lazy chunk, which registers it
// with Relay when it loads (system/loadRouteQuery.ts). Nothing imports this file.
import { graphql } from 'react-relay';

// PAYMENT: one of the viewer's invoices by its REST id; anyone else's answers NOT_FOUND (the not-found page).
export const invoiceRoutesQueryText = graphql`
  query invoiceRoutesQuery($invoiceId: ID!, $withFrame: Boolean = false) @preloadable {
    # The frame (realm, viewer) too, on an app's first page: one round trip (system/firstPage.ts).
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    realm {
      ...InvoiceApp_realm
    }
    invoice(internalId: $invoiceId) {
      ...InvoiceApp_invoice
    }
  }
`;
