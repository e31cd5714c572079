import type { RouteMatch, RouteObject } from 'found';
import { useRouter } from 'found';
import { useCallback } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { AppContext } from '../../system/appContext.ts';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { emailConfirmationRoutesQuery } from './__generated__/emailConfirmationRoutesQuery.graphql.ts';
import { EmailConfirmationApp } from './EmailConfirmationApp.tsx';

const query = graphql`
  query emailConfirmationRoutesQuery {
    realm {
      ...EmailConfirmationApp_realm
    }
  }
`;

function EmailConfirmationRoute({ data }: { data: PreloadedQuery<emailConfirmationRoutesQuery> }) {
  const { realm } = usePreloadedQuery<emailConfirmationRoutesQuery>(query, data);
  const { match } = useRouter();
  const context = match.context as AppContext;
  const token = match.location.query['token'];
  const onConfirmed = useCallback(() => context.sessionChanged('/'), [context]);
  return <EmailConfirmationApp realm={realm} token={typeof token === 'string' && token ? token : null} onConfirmed={onConfirmed} />;
}

/** EMAIL_CONFIRMATION: the page the confirmation email links to (`?token=`); it needs no session. */
export const emailConfirmationRoutes: RouteObject[] = [
  {
    name: 'EMAIL_CONFIRMATION',
    path: routePaths.EMAIL_CONFIRMATION,
    getData: (match: RouteMatch) => loadRouteQuery<emailConfirmationRoutesQuery>(match, query, {}, { requiresSession: false }),
    Component: EmailConfirmationRoute,
  },
];
