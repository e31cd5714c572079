import type { RouteMatch, RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { seasonRoutesQuery } from './__generated__/seasonRoutesQuery.graphql.ts';
import seasonQuery from './__generated__/seasonRoutesQuery$parameters.ts';
import type { seriesRoutesQuery } from './__generated__/seriesRoutesQuery.graphql.ts';
import query from './__generated__/seriesRoutesQuery$parameters.ts';

export const seriesRoutes: RouteObject[] = [
  {
    name: 'SERIES',
    path: routePaths.SERIES,
    getData: (match: RouteMatch) =>
      loadRouteQuery<seriesRoutesQuery>(match, query, { id: match.params.id ?? '' }),
    getComponent: () => import('./SeriesRoute.tsx').then((screen) => screen.SeriesRoute),
  },
  {
    name: 'SEASON',
    path: routePaths.SEASON,
    getData: (match: RouteMatch) =>
      loadRouteQuery<seasonRoutesQuery>(match, seasonQuery, { id: match.params.id ?? '' }),
    getComponent: () => import('./SeriesRoute.tsx').then((screen) => screen.SeasonRoute),
  },
];
