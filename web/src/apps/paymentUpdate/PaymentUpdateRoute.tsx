import type { RouteMatch } from 'found';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { SessionEnded } from '../account/AccountRoute.tsx';
import { NotFoundApp } from '../notFound/NotFoundApp.tsx';
import query, { type paymentUpdateRoutesQuery } from './__generated__/paymentUpdateRoutesQuery.graphql.ts';
import { PaymentUpdateApp } from './PaymentUpdateApp.tsx';

export function PaymentUpdateRoute({ data, match }: { data: PreloadedQuery<paymentUpdateRoutesQuery>; match: RouteMatch }) {
  const { viewer } = usePreloadedQuery<paymentUpdateRoutesQuery>(query, data);
  if (!viewer.account) {
    // As the account page: a child profile has no account data; anyone else's session ended elsewhere.
    if (viewer.isChildProfile) return <NotFoundApp />;
    return <SessionEnded match={match} />;
  }
  const subscriptionId = match.location.query.subscription;
  return <PaymentUpdateApp account={viewer.account} subscriptionId={typeof subscriptionId === 'string' ? subscriptionId : ''} />;
}
