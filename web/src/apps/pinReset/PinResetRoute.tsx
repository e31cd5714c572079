import type { RouteMatch } from 'found';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import query, { type pinResetRoutesQuery } from './__generated__/pinResetRoutesQuery.graphql.ts';
import { PinResetApp } from './PinResetApp.tsx';

export function PinResetRoute({ data, match }: { data: PreloadedQuery<pinResetRoutesQuery>; match: RouteMatch }) {
  usePreloadedQuery<pinResetRoutesQuery>(query, data);
  const code = match.location.query['code'];
  return <PinResetApp code={typeof code === 'string' ? code : ''} />;
}
