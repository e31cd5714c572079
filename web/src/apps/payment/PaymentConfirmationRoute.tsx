import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import query, { type paymentConfirmationRoutesQuery } from './__generated__/paymentConfirmationRoutesQuery.graphql.ts';
import { ConfirmationApp } from './ConfirmationApp.tsx';

export function PaymentConfirmationRoute({ data }: { data: PreloadedQuery<paymentConfirmationRoutesQuery> }) {
  const { realm, payment } = usePreloadedQuery<paymentConfirmationRoutesQuery>(query, data);
  return <ConfirmationApp realm={realm} payment={payment ?? null} kind="PAY_PER_VIEW" />;
}
