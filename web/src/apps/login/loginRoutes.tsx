import type { RouteMatch, RouteObject } from 'found';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { loginRoutesQuery } from './__generated__/loginRoutesQuery.graphql.ts';
import { SignInPlaceholder } from './SignInPlaceholder.tsx';

const query = graphql`
  query loginRoutesQuery {
    realm {
      ...SignInPlaceholder_realm
    }
  }
`;

function LoginRoute({ data }: { data: PreloadedQuery<loginRoutesQuery> }) {
  const { realm } = usePreloadedQuery<loginRoutesQuery>(query, data);
  return <SignInPlaceholder realm={realm} />;
}

/** LOGIN: a placeholder until real sign-in arrives; it needs no session. */
export const loginRoutes: RouteObject[] = [
  {
    name: 'LOGIN',
    path: routePaths.LOGIN,
    getData: (match: RouteMatch) =>
      loadRouteQuery<loginRoutesQuery>(match, query, {}, { requiresSession: false }),
    Component: LoginRoute,
  },
];
