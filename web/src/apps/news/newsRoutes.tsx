import { type Match, Redirect, type RouteMatch, type RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { pathTo, routePaths } from '../../system/routePaths.ts';
import type { newsItemRoutesQuery } from './__generated__/newsItemRoutesQuery.graphql.ts';
import newsItemQuery from './__generated__/newsItemRoutesQuery$parameters.ts';
import type { newsRoutesQuery } from './__generated__/newsRoutesQuery.graphql.ts';
import newsQuery from './__generated__/newsRoutesQuery$parameters.ts';
import { NEWS_FIRST_PAGE } from './newsPaging.ts';

/**
 * NEWS (exact '/news': the realm's articles, newest first) and NEWS_ITEM (one
 * article by slug). Spec §2: the news section's paths in each language
 * ('/section/news', '/secao/news', '/seccion/news') lead to NEWS, query and all.
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
  ...['/section/news', '/secao/news', '/seccion/news'].map(
    (from) =>
      new Redirect({
        from,
        to: ({ location }: Match) => ({ pathname: pathTo('NEWS'), query: location.query }),
      }) as unknown as RouteObject,
  ),
];
