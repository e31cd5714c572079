import type { RouteMatch, RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { authorizeRoutesQuery } from './__generated__/authorizeRoutesQuery.graphql.ts';
import { readAuthorizeRequest } from './authorizeRequest.ts';
import query from './__generated__/authorizeRoutesQuery$parameters.ts';

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
