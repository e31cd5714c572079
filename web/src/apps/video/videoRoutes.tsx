import type { RouteMatch, RouteObject } from 'found';
import { graphql } from 'react-relay';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { videoRoutesQuery } from './__generated__/videoRoutesQuery.graphql.ts';

const query = graphql`
  query videoRoutesQuery($id: ID!, $withFrame: Boolean = false) {
    # The frame (realm, viewer) too, on an app's first page: one round trip (system/firstPage.ts).
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    video(internalId: $id) {
      ...VideoApp_video
    }
  }
`;

export const videoRoutes: RouteObject[] = [
  {
    name: 'VOD',
    path: routePaths.VOD,
    getData: (match: RouteMatch) => loadRouteQuery<videoRoutesQuery>(match, query, { id: match.params.id ?? '' }),
    getComponent: () => import('./VideoRoute.tsx').then((screen) => screen.VideoRoute),
  },
];
