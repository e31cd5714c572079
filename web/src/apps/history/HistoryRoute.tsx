import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import query, { type historyRoutesQuery } from './__generated__/historyRoutesQuery.graphql.ts';
import { HistoryApp } from './HistoryApp.tsx';

export function HistoryRoute({ data }: { data: PreloadedQuery<historyRoutesQuery> }) {
  const { viewer } = usePreloadedQuery<historyRoutesQuery>(query, data);
  return <HistoryApp viewer={viewer} />;
}
