import type { RouteMatch, RouteObject } from 'found';
import { useRouter } from 'found';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { AppContext } from '../../system/appContext.ts';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { logoutRoutesQuery } from './__generated__/logoutRoutesQuery.graphql.ts';
import { LogoutApp } from './LogoutApp.tsx';

const query = graphql`
  query logoutRoutesQuery {
    realm {
      ...LogoutApp_realm
    }
  }
`;

function LogoutRoute({ data }: { data: PreloadedQuery<logoutRoutesQuery> }) {
  const { realm } = usePreloadedQuery<logoutRoutesQuery>(query, data);
  const { match } = useRouter();
  const context = match.context as AppContext;
  const message = match.location.query['message'];
  return (
    <LogoutApp
      realm={realm}
      reason={typeof message === 'string' ? message : null}
      onSignedOut={(destination) => context.sessionChanged(destination)}
    />
  );
}

/** LOGOUT: ends the session (any role; needs none) and starts afresh. */
export const logoutRoutes: RouteObject[] = [
  {
    name: 'LOGOUT',
    path: routePaths.LOGOUT,
    getData: (match: RouteMatch) => loadRouteQuery<logoutRoutesQuery>(match, query, {}, { requiresSession: false }),
    Component: LogoutRoute,
  },
];
