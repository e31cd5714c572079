import type { RouteMatch, RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { liveEventRoutesQuery } from './__generated__/liveEventRoutesQuery.graphql.ts';
import query from './__generated__/liveEventRoutesQuery$parameters.ts';

export const liveEventRoutes: RouteObject[] = [
  {
    name: 'LIVE',
    path: routePaths.LIVE,
    getData: (match: RouteMatch) =>
      loadRouteQuery<liveEventRoutesQuery>(match, query, { id: match.params.id ?? '' }),
    getComponent: () => import('./LiveEventRoute.tsx').then((screen) => screen.LiveEventRoute),
  },
];
