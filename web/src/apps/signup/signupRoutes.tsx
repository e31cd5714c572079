import type { RouteMatch, RouteObject } from 'found';
import { useRouter } from 'found';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { AppContext } from '../../system/appContext.ts';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { signupRoutesQuery } from './__generated__/signupRoutesQuery.graphql.ts';
import { SignUpApp } from './SignUpApp.tsx';

const query = graphql`
  query signupRoutesQuery {
    realm {
      ...SignUpApp_realm
    }
  }
`;

function SignUpRoute({ data }: { data: PreloadedQuery<signupRoutesQuery> }) {
  const { realm } = usePreloadedQuery<signupRoutesQuery>(query, data);
  const { match } = useRouter();
  const context = match.context as AppContext;
  // Spec §4: the new session starts with nothing cached for the previous viewer (a guest, usually).
  return <SignUpApp realm={realm} onSignedIn={() => context.sessionChanged('/')} />;
}

/**
 * SIGNUP: only where the realm allows self-registration (the route guard
 * answers not-found elsewhere, spec §2); open to visitors, guests and
 * signed-in viewers alike (spec §6), so it does not need a session to load.
 */
export const signupRoutes: RouteObject[] = [
  {
    name: 'SIGNUP',
    path: routePaths.SIGNUP,
    getData: (match: RouteMatch) => loadRouteQuery<signupRoutesQuery>(match, query, {}, { requiresSession: false }),
    Component: SignUpRoute,
  },
];
