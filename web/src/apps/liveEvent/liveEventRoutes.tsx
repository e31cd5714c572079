import type { RouteMatch, RouteObject } from 'found';
import { graphql } from 'react-relay';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { liveEventRoutesQuery } from './__generated__/liveEventRoutesQuery.graphql.ts';

const query = graphql`
  query liveEventRoutesQuery($id: ID!, $withFrame: Boolean = false) {
    # The frame (realm, viewer) too, on an app's first page: one round trip (system/firstPage.ts).
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    liveEvent(internalId: $id) {
      ...LiveEventApp_liveEvent
    }
  }
`;

export const liveEventRoutes: RouteObject[] = [
  {
    name: 'LIVE',
    path: routePaths.LIVE,
    getData: (match: RouteMatch) =>
      loadRouteQuery<liveEventRoutesQuery>(match, query, { id: match.params.id ?? '' }),
    getComponent: () => import('./LiveEventRoute.tsx').then((screen) => screen.LiveEventRoute),
  },
];
