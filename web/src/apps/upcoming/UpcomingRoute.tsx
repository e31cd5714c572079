import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import query, { type upcomingRoutesQuery } from './__generated__/upcomingRoutesQuery.graphql.ts';
import { UpcomingApp } from './UpcomingApp.tsx';

export function UpcomingRoute({ data }: { data: PreloadedQuery<upcomingRoutesQuery> }) {
  return <UpcomingApp query={usePreloadedQuery<upcomingRoutesQuery>(query, data)} />;
}
