import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { NotFoundApp } from '../notFound/NotFoundApp.tsx';
import query, { type epgRoutesQuery } from './__generated__/epgRoutesQuery.graphql.ts';
import { EpgApp } from './EpgApp.tsx';

export function EpgRoute({ data }: { data: PreloadedQuery<epgRoutesQuery> }) {
  const { epg } = usePreloadedQuery<epgRoutesQuery>(query, data);
  return epg ? <EpgApp epg={epg} day={data.variables} /> : <NotFoundApp />;
}
