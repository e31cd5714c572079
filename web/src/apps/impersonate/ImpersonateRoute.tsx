import type { RouteMatch } from 'found';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import query, { type impersonateRoutesQuery } from './__generated__/impersonateRoutesQuery.graphql.ts';
import { ImpersonateApp } from './ImpersonateApp.tsx';

export function ImpersonateRoute({ data, match }: { data: PreloadedQuery<impersonateRoutesQuery>; match: RouteMatch }) {
  const { realm, viewer } = usePreloadedQuery<impersonateRoutesQuery>(query, data);
  const token = match.location.query.token;
  return <ImpersonateApp realm={realm} viewer={viewer} token={typeof token === 'string' ? token : ''} />;
}
