import { useRouter } from 'found';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import query, { type giftRedemptionRoutesQuery } from './__generated__/giftRedemptionRoutesQuery.graphql.ts';
import { GiftRedemptionApp } from './GiftRedemptionApp.tsx';
import { giftCodeOf } from './giftCode.ts';

export function GiftRedemptionRoute({ data }: { data: PreloadedQuery<giftRedemptionRoutesQuery> }) {
  const { viewer, giftRedemption } = usePreloadedQuery<giftRedemptionRoutesQuery>(query, data);
  const { match } = useRouter();
  const code = giftCodeOf(match);
  // Another code is another page: the form starts again from it.
  return <GiftRedemptionApp key={code} viewer={viewer} redemption={giftRedemption ?? null} code={code} />;
}
