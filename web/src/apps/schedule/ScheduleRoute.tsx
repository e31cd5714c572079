import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import query, { type scheduleRoutesQuery } from './__generated__/scheduleRoutesQuery.graphql.ts';
import { ScheduleApp } from './ScheduleApp.tsx';

export function ScheduleRoute({ data }: { data: PreloadedQuery<scheduleRoutesQuery> }) {
  return <ScheduleApp query={usePreloadedQuery<scheduleRoutesQuery>(query, data)} week={data.variables} />;
}
