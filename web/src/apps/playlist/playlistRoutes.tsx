import type { RouteMatch, RouteObject } from 'found';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import { NotFoundApp } from '../notFound/NotFoundApp.tsx';
import type { playlistRoutesQuery } from './__generated__/playlistRoutesQuery.graphql.ts';
import { PlaylistApp } from './PlaylistApp.tsx';

const query = graphql`
  query playlistRoutesQuery($id: ID!) {
    playlist(internalId: $id) {
      ...PlaylistApp_playlist
    }
  }
`;

function PlaylistRoute({ data }: { data: PreloadedQuery<playlistRoutesQuery> }) {
  const { playlist } = usePreloadedQuery<playlistRoutesQuery>(query, data);
  return playlist ? <PlaylistApp playlist={playlist} /> : <NotFoundApp />;
}

export const playlistRoutes: RouteObject[] = [
  {
    name: 'PLAYLIST',
    path: routePaths.PLAYLIST,
    getData: (match: RouteMatch) =>
      loadRouteQuery<playlistRoutesQuery>(match, query, { id: match.params.id ?? '' }),
    Component: PlaylistRoute,
  },
];
