import type { RouteMatch, RouteObject } from 'found';
import { currentGridPageSize } from '../../components/gridPageSize.ts';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { gridRoutesQuery } from './__generated__/gridRoutesQuery.graphql.ts';
import query from './__generated__/gridRoutesQuery$parameters.ts';

/** GRID: one bucket (rail) of a section as a page of its own, reached from the rail's "See all". */
export const gridRoutes: RouteObject[] = [
  {
    name: 'GRID',
    path: routePaths.GRID,
    getData: (match: RouteMatch) =>
      loadRouteQuery<gridRoutesQuery>(match, query, { id: match.params.id ?? '', count: currentGridPageSize() }),
    getComponent: () => import('./GridRoute.tsx').then((screen) => screen.GridRoute),
  },
];
