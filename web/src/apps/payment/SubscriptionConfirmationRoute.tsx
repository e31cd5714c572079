import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import query, { type subscriptionConfirmationRoutesQuery } from './__generated__/subscriptionConfirmationRoutesQuery.graphql.ts';
import { ConfirmationApp } from './ConfirmationApp.tsx';

export function SubscriptionConfirmationRoute({ data }: { data: PreloadedQuery<subscriptionConfirmationRoutesQuery> }) {
  const { realm, payment } = usePreloadedQuery<subscriptionConfirmationRoutesQuery>(query, data);
  return <ConfirmationApp realm={realm} payment={payment ?? null} kind="SUBSCRIPTION" />;
}
