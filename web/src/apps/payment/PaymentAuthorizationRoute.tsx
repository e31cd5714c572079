import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import query, { type paymentAuthorizationRoutesQuery } from './__generated__/paymentAuthorizationRoutesQuery.graphql.ts';
import { PaymentAuthorizationApp } from './PaymentAuthorizationApp.tsx';

export function PaymentAuthorizationRoute({ data }: { data: PreloadedQuery<paymentAuthorizationRoutesQuery> }) {
  const { realm, payment } = usePreloadedQuery<paymentAuthorizationRoutesQuery>(query, data);
  return <PaymentAuthorizationApp realm={realm} payment={payment ?? null} />;
}
