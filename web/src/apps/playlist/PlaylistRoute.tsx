import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { NotFoundApp } from '../notFound/NotFoundApp.tsx';
import query, { type playlistRoutesQuery } from './__generated__/playlistRoutesQuery.graphql.ts';
import { PlaylistApp } from './PlaylistApp.tsx';

export function PlaylistRoute({ data }: { data: PreloadedQuery<playlistRoutesQuery> }) {
  const { playlist } = usePreloadedQuery<playlistRoutesQuery>(query, data);
  return playlist ? <PlaylistApp playlist={playlist} /> : <NotFoundApp />;
}
