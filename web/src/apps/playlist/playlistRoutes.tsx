import type { RouteMatch, RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { playlistRoutesQuery } from './__generated__/playlistRoutesQuery.graphql.ts';
import query from './__generated__/playlistRoutesQuery$parameters.ts';

export const playlistRoutes: RouteObject[] = [
  {
    name: 'PLAYLIST',
    path: routePaths.PLAYLIST,
    getData: (match: RouteMatch) =>
      loadRouteQuery<playlistRoutesQuery>(match, query, { id: match.params.id ?? '' }),
    getComponent: () => import('./PlaylistRoute.tsx').then((screen) => screen.PlaylistRoute),
  },
];
