import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { NotFoundApp } from '../notFound/NotFoundApp.tsx';
import query, { type videoRoutesQuery } from './__generated__/videoRoutesQuery.graphql.ts';
import { VideoApp } from './VideoApp.tsx';

export function VideoRoute({ data }: { data: PreloadedQuery<videoRoutesQuery> }) {
  const { video } = usePreloadedQuery<videoRoutesQuery>(query, data);
  return video ? <VideoApp video={video} /> : <NotFoundApp />;
}
