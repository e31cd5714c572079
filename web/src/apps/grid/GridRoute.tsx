import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { NotFoundApp } from '../notFound/NotFoundApp.tsx';
import query, { type gridRoutesQuery } from './__generated__/gridRoutesQuery.graphql.ts';
import { GridApp } from './GridApp.tsx';

export function GridRoute({ data }: { data: PreloadedQuery<gridRoutesQuery> }) {
  const { node } = usePreloadedQuery<gridRoutesQuery>(query, data);
  // An address naming no bucket (or something else) is not found.
  return node?.bucket ? <GridApp bucket={node.bucket} /> : <NotFoundApp />;
}
