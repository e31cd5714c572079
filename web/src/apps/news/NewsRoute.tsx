import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import query, { type newsRoutesQuery } from './__generated__/newsRoutesQuery.graphql.ts';
import { NewsApp } from './NewsApp.tsx';

export function NewsRoute({ data }: { data: PreloadedQuery<newsRoutesQuery> }) {
  return <NewsApp query={usePreloadedQuery<newsRoutesQuery>(query, data)} />;
}
