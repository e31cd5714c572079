import type { RouteMatch, RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { tvLoginRoutesQuery } from './__generated__/tvLoginRoutesQuery.graphql.ts';
import query from './__generated__/tvLoginRoutesQuery$parameters.ts';

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
