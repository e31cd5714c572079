import type { RouteMatch, RouteObject } from 'found';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import { NotFoundApp } from '../notFound/NotFoundApp.tsx';
import type { seriesRoutesQuery } from './__generated__/seriesRoutesQuery.graphql.ts';
import { SeriesApp } from './SeriesApp.tsx';

const query = graphql`
  query seriesRoutesQuery($id: ID!) {
    series(internalId: $id) {
      ...SeriesApp_series
    }
  }
`;

function SeriesRoute({ data }: { data: PreloadedQuery<seriesRoutesQuery> }) {
  const { series } = usePreloadedQuery<seriesRoutesQuery>(query, data);
  return series ? <SeriesApp series={series} /> : <NotFoundApp />;
}

export const seriesRoutes: RouteObject[] = [
  {
    name: 'SERIES',
    path: routePaths.SERIES,
    getData: (match: RouteMatch) =>
      loadRouteQuery<seriesRoutesQuery>(match, query, { id: match.params.id ?? '' }),
    Component: SeriesRoute,
  },
];
