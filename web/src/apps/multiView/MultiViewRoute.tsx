import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import query, { type multiViewRoutesQuery } from './__generated__/multiViewRoutesQuery.graphql.ts';
import { MultiViewApp } from './MultiViewApp.tsx';

export function MultiViewRoute({ data }: { data: PreloadedQuery<multiViewRoutesQuery> }) {
  const { liveEventsConnection } = usePreloadedQuery<multiViewRoutesQuery>(query, data);
  return <MultiViewApp liveEvents={liveEventsConnection} />;
}
