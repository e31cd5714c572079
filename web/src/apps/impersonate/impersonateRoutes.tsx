import type { RouteMatch, RouteObject } from 'found';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { impersonateRoutesQuery } from './__generated__/impersonateRoutesQuery.graphql.ts';
import { ImpersonateApp } from './ImpersonateApp.tsx';

const query = graphql`
  query impersonateRoutesQuery {
    realm {
      ...ImpersonateApp_realm
    }
    viewer {
      ...ImpersonateApp_viewer
    }
  }
`;

function ImpersonateRoute({ data, match }: { data: PreloadedQuery<impersonateRoutesQuery>; match: RouteMatch }) {
  const { realm, viewer } = usePreloadedQuery<impersonateRoutesQuery>(query, data);
  const token = match.location.query.token;
  return <ImpersonateApp realm={realm} viewer={viewer} token={typeof token === 'string' ? token : ''} />;
}

/**
 * IMPERSONATE (`/impersonate?token=…`): an admin's impersonation link. Signs
 * this browser in as the customer, then shows the home page with the overlay.
 * Opened without a token by an admin: find a customer and start from here.
 */
export const impersonateRoutes: RouteObject[] = [
  {
    name: 'IMPERSONATE',
    path: routePaths.IMPERSONATE,
    getData: (match: RouteMatch) => loadRouteQuery<impersonateRoutesQuery>(match, query, {}, { requiresSession: false }),
    Component: ImpersonateRoute,
  },
];
