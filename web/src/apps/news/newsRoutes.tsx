import type { RouteMatch, RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { newsItemRoutesQuery } from './__generated__/newsItemRoutesQuery.graphql.ts';
import newsItemQuery from './__generated__/newsItemRoutesQuery$parameters.ts';
import type { newsRoutesQuery } from './__generated__/newsRoutesQuery.graphql.ts';
import newsQuery from './__generated__/newsRoutesQuery$parameters.ts';
import { NEWS_FIRST_PAGE } from './newsPaging.ts';

/**
 * NEWS (exact '/news': the realm's articles, newest first) and NEWS_ITEM (one
 * article by slug). The news section's paths in each language lead to NEWS
 * (a row of system/routeTable.ts's redirects).
 */
export const newsRoutes: RouteObject[] = [
  {
    name: 'NEWS',
    path: routePaths.NEWS,
    getData: (match: RouteMatch) => loadRouteQuery<newsRoutesQuery>(match, newsQuery, { count: NEWS_FIRST_PAGE }),
    getComponent: () => import('./NewsRoute.tsx').then((screen) => screen.NewsRoute),
  },
  {
    name: 'NEWS_ITEM',
    path: routePaths.NEWS_ITEM,
    getData: (match: RouteMatch) => loadRouteQuery<newsItemRoutesQuery>(match, newsItemQuery, { slug: match.params.slug ?? '' }),
    getComponent: () => import('./NewsItemRoute.tsx').then((screen) => screen.NewsItemRoute),
  },
];
