import type { RouteMatch, RouteObject } from 'found';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { pinResetRoutesQuery } from './__generated__/pinResetRoutesQuery.graphql.ts';
import { PinResetApp } from './PinResetApp.tsx';

const query = graphql`
  query pinResetRoutesQuery {
    # Only the session matters here (the guard let an account holder in); the form reads nothing else.
    viewer {
      role
    }
  }
`;

function PinResetRoute({ data, match }: { data: PreloadedQuery<pinResetRoutesQuery>; match: RouteMatch }) {
  usePreloadedQuery<pinResetRoutesQuery>(query, data);
  const code = match.location.query['code'];
  return <PinResetApp code={typeof code === 'string' ? code : ''} />;
}

/**
 * CONFIRM_PIN_PROTECTION_RESET (`/pin-reset?code=…`): the page the PIN reset
 * email links to. For account holders (the route guard sends others to sign
 * in first, keeping the link); the code itself proves the mailbox.
 */
export const pinResetRoutes: RouteObject[] = [
  {
    name: 'CONFIRM_PIN_PROTECTION_RESET',
    path: routePaths.CONFIRM_PIN_PROTECTION_RESET,
    getData: (match: RouteMatch) => loadRouteQuery<pinResetRoutesQuery>(match, query, {}),
    Component: PinResetRoute,
  },
];
