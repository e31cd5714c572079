import type { RouteMatch, RouteObject } from 'found';
import { useRouter } from 'found';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { AppContext } from '../../system/appContext.ts';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { loginRoutesQuery } from './__generated__/loginRoutesQuery.graphql.ts';
import { LoginApp } from './LoginApp.tsx';
import { safeDestination } from './safeDestination.ts';

const query = graphql`
  query loginRoutesQuery {
    realm {
      ...LoginApp_realm
    }
  }
`;

function queryText(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function LoginRoute({ data }: { data: PreloadedQuery<loginRoutesQuery> }) {
  const { realm } = usePreloadedQuery<loginRoutesQuery>(query, data);
  const { match } = useRouter();
  const context = match.context as AppContext;
  const destination = safeDestination(match.location.query['from']) ?? '/';
  return (
    <LoginApp
      realm={realm}
      message={queryText(match.location.query['message'])}
      // Spec §4: the new session starts with nothing cached for the previous viewer.
      // An account with several profiles first asks who is watching (spec §2 #profilesFromLogin).
      onSignedIn={(profileCount) =>
        context.sessionChanged(profileCount > 1 ? `${destination}#profilesFromLogin` : destination)
      }
    />
  );
}

/**
 * LOGIN: email and password sign-in; needs no session. `?from=` (set by the
 * route guard) is where the viewer goes afterwards, when it is a path of this
 * realm; `?message=sessionExpired|signedOut` shows why they are here.
 */
export const loginRoutes: RouteObject[] = [
  {
    name: 'LOGIN',
    path: routePaths.LOGIN,
    getData: (match: RouteMatch) => loadRouteQuery<loginRoutesQuery>(match, query, {}, { requiresSession: false }),
    Component: LoginRoute,
  },
];
