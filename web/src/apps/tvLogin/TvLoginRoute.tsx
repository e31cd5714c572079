import type { RouteMatch } from 'found';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import query, { type tvLoginRoutesQuery } from './__generated__/tvLoginRoutesQuery.graphql.ts';
import { TvLoginApp } from './TvLoginApp.tsx';

export function TvLoginRoute({ data, match }: { data: PreloadedQuery<tvLoginRoutesQuery>; match: RouteMatch }) {
  const { realm, viewer } = usePreloadedQuery<tvLoginRoutesQuery>(query, data);
  const code = match.location.query.code;
  return <TvLoginApp realm={realm} viewer={viewer} initialCode={typeof code === 'string' ? code : ''} />;
}
