import type { RouteMatch, RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { videoRoutesQuery } from './__generated__/videoRoutesQuery.graphql.ts';
import query from './__generated__/videoRoutesQuery$parameters.ts';

export const videoRoutes: RouteObject[] = [
  {
    name: 'VOD',
    path: routePaths.VOD,
    getData: (match: RouteMatch) => loadRouteQuery<videoRoutesQuery>(match, query, { id: match.params.id ?? '' }),
    getComponent: () => import('./VideoRoute.tsx').then((screen) => screen.VideoRoute),
  },
];
