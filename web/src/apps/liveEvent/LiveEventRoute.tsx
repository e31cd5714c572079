import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { NotFoundApp } from '../notFound/NotFoundApp.tsx';
import query, { type liveEventRoutesQuery } from './__generated__/liveEventRoutesQuery.graphql.ts';
import { LiveEventApp } from './LiveEventApp.tsx';

export function LiveEventRoute({ data }: { data: PreloadedQuery<liveEventRoutesQuery> }) {
  const { liveEvent, viewer } = usePreloadedQuery<liveEventRoutesQuery>(query, data);
  return liveEvent ? <LiveEventApp liveEvent={liveEvent} viewer={viewer} /> : <NotFoundApp />;
}
