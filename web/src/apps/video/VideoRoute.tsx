import { useRouter } from 'found';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { NotFoundApp } from '../notFound/NotFoundApp.tsx';
import query, { type videoRoutesQuery } from './__generated__/videoRoutesQuery.graphql.ts';
import { VideoApp } from './VideoApp.tsx';
import { playlistOf } from './videoLocation.ts';

export function VideoRoute({ data }: { data: PreloadedQuery<videoRoutesQuery> }) {
  const { video, viewer } = usePreloadedQuery<videoRoutesQuery>(query, data);
  const { match } = useRouter();
  return video ? <VideoApp video={video} viewer={viewer} playlist={playlistOf(match.location.query)} /> : <NotFoundApp />;
}
