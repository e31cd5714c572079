import { RedirectException, type RouteMatch, type RouteObject, useRouter } from 'found';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { pathTo, type RouteName, routePaths } from '../../system/routePaths.ts';
import type { passwordResetRoutesRequestQuery } from './__generated__/passwordResetRoutesRequestQuery.graphql.ts';
import type { passwordResetRoutesResetQuery } from './__generated__/passwordResetRoutesResetQuery.graphql.ts';
import { RequestPasswordApp } from './RequestPasswordApp.tsx';
import { ResetPasswordApp } from './ResetPasswordApp.tsx';

const requestQuery = graphql`
  query passwordResetRoutesRequestQuery {
    realm {
      ...RequestPasswordApp_realm
    }
  }
`;

const resetQuery = graphql`
  query passwordResetRoutesResetQuery {
    realm {
      ...ResetPasswordApp_realm
    }
  }
`;

function queryText(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}

function RequestPasswordRoute({ data }: { data: PreloadedQuery<passwordResetRoutesRequestQuery> }) {
  const { realm } = usePreloadedQuery<passwordResetRoutesRequestQuery>(requestQuery, data);
  const { match } = useRouter();
  return <RequestPasswordApp realm={realm} initialEmail={queryText(match.location.query['email']) ?? ''} />;
}

function ResetPasswordRoute({ data }: { data: PreloadedQuery<passwordResetRoutesResetQuery> }) {
  const { realm } = usePreloadedQuery<passwordResetRoutesResetQuery>(resetQuery, data);
  const { match } = useRouter();
  // `key`: a second link opened in the same tab starts a fresh form.
  const token = queryText(match.location.query['pwrt']);
  return <ResetPasswordApp key={token ?? ''} realm={realm} token={token} />;
}

/** A legacy entry point: on to `to`, keeping the query (spec §2), under the same base path. */
function redirectKeepingQuery(name: RouteName, to: RouteName): RouteObject {
  return {
    name,
    path: routePaths[name],
    getData: (match: RouteMatch) => {
      throw new RedirectException({ pathname: pathTo(to), query: match.location.query });
    },
  };
}

/**
 * LOGIN_REQUEST_PASSWORD (`?email=` prefills) and LOGIN_RESET_PASSWORD (`?pwrt=`,
 * the emailed link), and the legacy REQUEST_PASSWORD and RESET_PASSWORD paths
 * that redirect to them keeping the query. None needs a session.
 */
export const passwordResetRoutes: RouteObject[] = [
  {
    name: 'LOGIN_REQUEST_PASSWORD',
    path: routePaths.LOGIN_REQUEST_PASSWORD,
    getData: (match: RouteMatch) => loadRouteQuery<passwordResetRoutesRequestQuery>(match, requestQuery, {}, { requiresSession: false }),
    Component: RequestPasswordRoute,
  },
  {
    name: 'LOGIN_RESET_PASSWORD',
    path: routePaths.LOGIN_RESET_PASSWORD,
    getData: (match: RouteMatch) => loadRouteQuery<passwordResetRoutesResetQuery>(match, resetQuery, {}, { requiresSession: false }),
    Component: ResetPasswordRoute,
  },
  redirectKeepingQuery('REQUEST_PASSWORD', 'LOGIN_REQUEST_PASSWORD'),
  redirectKeepingQuery('RESET_PASSWORD', 'LOGIN_RESET_PASSWORD'),
];
