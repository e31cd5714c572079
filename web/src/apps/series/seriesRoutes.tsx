import type { RouteMatch, RouteObject } from 'found';
import { graphql } from 'react-relay';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { seriesRoutesQuery } from './__generated__/seriesRoutesQuery.graphql.ts';

const query = graphql`
  query seriesRoutesQuery($id: ID!, $withFrame: Boolean = false) {
    # The frame (realm, viewer) too, on an app's first page: one round trip (system/firstPage.ts).
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    series(internalId: $id) {
      ...SeriesApp_series
    }
  }
`;

export const seriesRoutes: RouteObject[] = [
  {
    name: 'SERIES',
    path: routePaths.SERIES,
    getData: (match: RouteMatch) =>
      loadRouteQuery<seriesRoutesQuery>(match, query, { id: match.params.id ?? '' }),
    getComponent: () => import('./SeriesRoute.tsx').then((screen) => screen.SeriesRoute),
  },
];
