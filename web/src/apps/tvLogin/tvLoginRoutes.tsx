import type { RouteMatch, RouteObject } from 'found';
import { graphql } from 'react-relay';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { tvLoginRoutesQuery } from './__generated__/tvLoginRoutesQuery.graphql.ts';

const query = graphql`
  query tvLoginRoutesQuery($withFrame: Boolean = false) {
    # The frame (realm, viewer) too, on an app's first page: one round trip (system/firstPage.ts).
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    realm {
      ...TvLoginApp_realm
    }
    viewer {
      ...TvLoginApp_viewer
    }
  }
`;

/**
 * TV_LOGIN (`/tv`, exact; only where the realm has pin login — the route
 * guard's rule): the viewer types the code their TV shows. `?code=` fills it in
 * (a TV may show a QR code of that link).
 */
export const tvLoginRoutes: RouteObject[] = [
  {
    name: 'TV_LOGIN',
    path: routePaths.TV_LOGIN,
    getData: (match: RouteMatch) => loadRouteQuery<tvLoginRoutesQuery>(match, query, {}, { requiresSession: false }),
    getComponent: () => import('./TvLoginRoute.tsx').then((screen) => screen.TvLoginRoute),
  },
];
