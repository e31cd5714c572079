import type { RouteMatch, RouteObject } from 'found';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import { NotFoundApp } from '../notFound/NotFoundApp.tsx';
import type { liveEventRoutesQuery } from './__generated__/liveEventRoutesQuery.graphql.ts';
import { LiveEventApp } from './LiveEventApp.tsx';

const query = graphql`
  query liveEventRoutesQuery($id: ID!) {
    liveEvent(internalId: $id) {
      ...LiveEventApp_liveEvent
    }
  }
`;

function LiveEventRoute({ data }: { data: PreloadedQuery<liveEventRoutesQuery> }) {
  const { liveEvent } = usePreloadedQuery<liveEventRoutesQuery>(query, data);
  return liveEvent ? <LiveEventApp liveEvent={liveEvent} /> : <NotFoundApp />;
}

export const liveEventRoutes: RouteObject[] = [
  {
    name: 'LIVE',
    path: routePaths.LIVE,
    getData: (match: RouteMatch) =>
      loadRouteQuery<liveEventRoutesQuery>(match, query, { id: match.params.id ?? '' }),
    Component: LiveEventRoute,
  },
];
