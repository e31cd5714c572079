import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import query, { type giftsRoutesQuery } from './__generated__/giftsRoutesQuery.graphql.ts';
import { GiftsApp } from './GiftsApp.tsx';

export function GiftsRoute({ data }: { data: PreloadedQuery<giftsRoutesQuery> }) {
  const { realm, viewer } = usePreloadedQuery<giftsRoutesQuery>(query, data);
  return <GiftsApp realm={realm} viewer={viewer} />;
}
