import type { RouteMatch, RouteObject } from 'found';
import { graphql } from 'react-relay';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { authorizeRoutesQuery } from './__generated__/authorizeRoutesQuery.graphql.ts';
import { readAuthorizeRequest } from './authorizeRequest.ts';

const query = graphql`
  query authorizeRoutesQuery($clientId: String!, $redirectUri: String!, $withFrame: Boolean = false) {
    # The frame (realm, viewer) too, on an app's first page: one round trip (system/firstPage.ts).
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    realm {
      ...AuthorizeApp_realm
    }
    oauthClient(clientId: $clientId, redirectUri: $redirectUri) {
      ...AuthorizeApp_client
    }
  }
`;

/**
 * AUTHORIZE (`/authorize`, exact): a third-party app's sign-in page. It needs
 * no session of the viewer's own: signing in here signs the app in, not this browser.
 */
export const authorizeRoutes: RouteObject[] = [
  {
    name: 'AUTHORIZE',
    path: routePaths.AUTHORIZE,
    getData: (match: RouteMatch) => {
      const request = readAuthorizeRequest(match.location.query);
      return loadRouteQuery<authorizeRoutesQuery>(
        match,
        query,
        { clientId: request.clientId, redirectUri: request.redirectUri },
        { requiresSession: false },
      );
    },
    getComponent: () => import('./AuthorizeRoute.tsx').then((screen) => screen.AuthorizeRoute),
  },
];
