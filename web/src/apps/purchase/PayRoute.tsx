import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import query, { type payRoutesQuery } from './__generated__/payRoutesQuery.graphql.ts';
import { CheckoutScreen } from './CheckoutScreen.tsx';

export function PayRoute({ data }: { data: PreloadedQuery<payRoutesQuery> }) {
  const { realm, viewer } = usePreloadedQuery<payRoutesQuery>(query, data);
  return <CheckoutScreen realm={realm} viewer={viewer} />;
}
