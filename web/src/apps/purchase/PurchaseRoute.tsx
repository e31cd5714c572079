import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import query, { type purchaseRoutesQuery } from './__generated__/purchaseRoutesQuery.graphql.ts';
import { CheckoutScreen } from './CheckoutScreen.tsx';

export function PurchaseRoute({ data }: { data: PreloadedQuery<purchaseRoutesQuery> }) {
  const { realm, viewer } = usePreloadedQuery<purchaseRoutesQuery>(query, data);
  return <CheckoutScreen realm={realm} viewer={viewer} />;
}
