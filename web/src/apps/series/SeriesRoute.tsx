import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { NotFoundApp } from '../notFound/NotFoundApp.tsx';
import query, { type seriesRoutesQuery } from './__generated__/seriesRoutesQuery.graphql.ts';
import { SeriesApp } from './SeriesApp.tsx';

export function SeriesRoute({ data }: { data: PreloadedQuery<seriesRoutesQuery> }) {
  const { series } = usePreloadedQuery<seriesRoutesQuery>(query, data);
  return series ? <SeriesApp series={series} /> : <NotFoundApp />;
}
