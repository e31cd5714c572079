import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { NotFoundApp } from '../notFound/NotFoundApp.tsx';
import query, { type invoiceRoutesQuery } from './__generated__/invoiceRoutesQuery.graphql.ts';
import { InvoiceApp } from './InvoiceApp.tsx';

export function InvoiceRoute({ data }: { data: PreloadedQuery<invoiceRoutesQuery> }) {
  const { realm, invoice } = usePreloadedQuery<invoiceRoutesQuery>(query, data);
  // The gateway answers NOT_FOUND for an invoice that is not the viewer's (the not-found page
  // through routeErrors.ts); a null without an error says the same.
  if (!invoice) return <NotFoundApp />;
  return <InvoiceApp realm={realm} invoice={invoice} />;
}
