import type { RouteMatch, RouteObject } from 'found';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import { NotFoundApp } from '../notFound/NotFoundApp.tsx';
import type { videoRoutesQuery } from './__generated__/videoRoutesQuery.graphql.ts';
import { VideoApp } from './VideoApp.tsx';

const query = graphql`
  query videoRoutesQuery($id: ID!) {
    video(internalId: $id) {
      ...VideoApp_video
    }
  }
`;

export function VideoRoute({ data }: { data: PreloadedQuery<videoRoutesQuery> }) {
  const { video } = usePreloadedQuery<videoRoutesQuery>(query, data);
  return video ? <VideoApp video={video} /> : <NotFoundApp />;
}

export const videoRoutes: RouteObject[] = [
  {
    name: 'VOD',
    path: routePaths.VOD,
    getData: (match: RouteMatch) => loadRouteQuery<videoRoutesQuery>(match, query, { id: match.params.id ?? '' }),
    Component: VideoRoute,
  },
];
