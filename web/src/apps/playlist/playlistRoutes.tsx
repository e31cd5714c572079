import type { RouteMatch, RouteObject } from 'found';
import { graphql } from 'react-relay';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { playlistRoutesQuery } from './__generated__/playlistRoutesQuery.graphql.ts';

const query = graphql`
  query playlistRoutesQuery($id: ID!, $withFrame: Boolean = false) {
    # The frame (realm, viewer) too, on an app's first page: one round trip (system/firstPage.ts).
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    playlist(internalId: $id) {
      ...PlaylistApp_playlist
    }
  }
`;

export const playlistRoutes: RouteObject[] = [
  {
    name: 'PLAYLIST',
    path: routePaths.PLAYLIST,
    getData: (match: RouteMatch) =>
      loadRouteQuery<playlistRoutesQuery>(match, query, { id: match.params.id ?? '' }),
    getComponent: () => import('./PlaylistRoute.tsx').then((screen) => screen.PlaylistRoute),
  },
];
