import type { LocationDescriptorObject } from 'farce';
import { Redirect, RedirectException, type Match, type RouteConfig, type RouteMatch, type RouteObject } from 'found';
import { withChunkRetry } from './chunkRetryRoutes.ts';
import { accountRoutes } from '../apps/account/accountRoutes.tsx';
import { authorizeRoutes } from '../apps/authorize/authorizeRoutes.tsx';
import { activateUserRoutes } from '../apps/emailConfirmation/activateUserRoutes.tsx';
import { emailConfirmationRoutes } from '../apps/emailConfirmation/emailConfirmationRoutes.tsx';
import { epgRoutes } from '../apps/epg/epgRoutes.tsx';
import { historyRoutes } from '../apps/history/historyRoutes.tsx';
import { gridRoutes } from '../apps/grid/gridRoutes.tsx';
import { fightersRoutes } from '../apps/fighters/fightersRoutes.tsx';
import { giftRoutes } from '../apps/gift/giftRoutes.tsx';
import { homeRoutes } from '../apps/home/homeRoutes.tsx';
import { impersonateRoutes } from '../apps/impersonate/impersonateRoutes.tsx';
import { disconnectedRoutes } from '../apps/disconnected/disconnectedRoutes.tsx';
import { invoiceRoutes } from '../apps/invoice/invoiceRoutes.tsx';
import { adminPreviewRoutes } from '../apps/adminPreview/adminPreviewRoutes.tsx';
import { liveEventRoutes } from '../apps/liveEvent/liveEventRoutes.tsx';
import { multiViewRoutes } from '../apps/multiView/multiViewRoutes.tsx';
import { newsRoutes } from '../apps/news/newsRoutes.tsx';
import { loginRoutes } from '../apps/login/loginRoutes.tsx';
import { logoutRoutes } from '../apps/logout/logoutRoutes.tsx';
import { myListRoutes } from '../apps/myList/myListRoutes.tsx';
import { notFoundRoutes } from '../apps/notFound/notFoundRoutes.tsx';
import { passwordResetRoutes } from '../apps/passwordReset/passwordResetRoutes.tsx';
import { paymentRoutes } from '../apps/payment/paymentRoutes.tsx';
import { paymentUpdateRoutes } from '../apps/paymentUpdate/paymentUpdateRoutes.tsx';
import { pinResetRoutes } from '../apps/pinReset/pinResetRoutes.tsx';
import { playlistRoutes } from '../apps/playlist/playlistRoutes.tsx';
import { purchaseRoutes } from '../apps/purchase/purchaseRoutes.tsx';
import { scheduleRoutes } from '../apps/schedule/scheduleRoutes.tsx';
import { searchRoutes } from '../apps/search/searchRoutes.tsx';
import { sectionRoutes } from '../apps/section/sectionRoutes.tsx';
import { seriesRoutes } from '../apps/series/seriesRoutes.tsx';
import { signupRoutes } from '../apps/signup/signupRoutes.tsx';
import { tvLoginRoutes } from '../apps/tvLogin/tvLoginRoutes.tsx';
import { upcomingRoutes } from '../apps/upcoming/upcomingRoutes.tsx';
import { videoRoutes } from '../apps/video/videoRoutes.tsx';

import {
  formatPath,
  pathRedirects,
  ROUTE_LANGUAGES,
  type RedirectTarget,
  type RouteLanguage,
  RouteName,
  routeRedirects,
  routeTable,
} from './routeTable.ts';

/**
 * Every app contributes its routes by name; each route loads its own query in
 * `getData`. The path of each comes from the route table (routeTable.ts) in
 * the app's language, whatever the route file says.
 */
// Every screen's chunk is retried when it fails to load (chunkRetryRoutes.ts).
const appRoutes: readonly RouteObject[] = withChunkRetry([
  ...homeRoutes,
  ...scheduleRoutes,
  ...epgRoutes,
  ...upcomingRoutes,
  ...newsRoutes,
  ...sectionRoutes,
  ...videoRoutes,
  ...liveEventRoutes,
  ...multiViewRoutes,
  ...playlistRoutes,
  ...seriesRoutes,
  ...historyRoutes,
  ...gridRoutes,
  ...myListRoutes,
  ...loginRoutes,
  ...logoutRoutes,
  ...pinResetRoutes,
  ...authorizeRoutes,
  ...tvLoginRoutes,
  ...impersonateRoutes,
  ...disconnectedRoutes,
  ...signupRoutes,
  ...emailConfirmationRoutes,
  ...activateUserRoutes,
  ...passwordResetRoutes,
  ...accountRoutes,
  ...purchaseRoutes,
  ...paymentRoutes,
  ...giftRoutes,
  ...fightersRoutes,
  ...searchRoutes,
  ...paymentUpdateRoutes,
  ...invoiceRoutes,
  ...adminPreviewRoutes,
]);

function isRouteName(name: unknown): name is RouteName {
  return typeof name === 'string' && Object.hasOwn(routeTable, name);
}

/** found's location for a redirect target, in `language`, from the matched location. */
export function redirectLocation(
  to: RedirectTarget,
  language: RouteLanguage,
  match: Pick<Match, 'location' | 'params'>,
): LocationDescriptorObject {
  const params = Object.fromEntries(Object.entries(to.params ?? {}).map(([key, from]) => [key, match.params[from] ?? '']));
  // (farce serialises repeated keys from arrays; its typings only say so loosely)
  const query = to.query === 'keep' ? (match.location.query as Record<string, string>) : { ...to.query };
  return {
    pathname: formatPath(routeTable[to.route][language], params, to.route),
    query,
    ...(to.hash ? { hash: to.hash } : {}),
  };
}

/** found's route for one path the active language does not use: on to the route's own path, query, hash and state kept. */
function toOwnPath(from: string, route: RouteName, language: RouteLanguage): RouteObject {
  return new Redirect({
    from,
    to: ({ location, params }: Match) => ({
      pathname: formatPath(routeTable[route][language], params as Record<string, string>, route),
      query: location.query,
      hash: location.hash,
      state: location.state,
    }),
  }) as unknown as RouteObject;
}

/**
 * The router's routes in one language (spec §2), in this order:
 * 1. the path redirects of the table (before SECTION: '/section/news' is NEWS's);
 * 2. the named redirects (PROFILES, LIVE_EVENTS…), routes of their own so the
 *    route guard runs first;
 * 3. every app route, at its path in `language`;
 * 4. every other language's path of every route, redirecting to this
 *    language's, the default language's (the legacy keys) first;
 * 5. the not-found page.
 * A redirect never comes from a path this language uses for a route
 * ('/live' is LIVE_EVENTS's own English path).
 */
export function routeConfigFor(language: RouteLanguage): RouteConfig {
  const ownPaths = new Set(Object.values(routeTable).map((paths) => paths[language].toLowerCase()));
  const pathRedirectRoutes = pathRedirects.flatMap((row) =>
    row.from
      .filter((from) => !ownPaths.has(from.toLowerCase()))
      .map(
        (from) =>
          new Redirect({ from, to: (match: Match) => redirectLocation(row.to, language, match) }) as unknown as RouteObject,
      ),
  );
  const namedRedirectRoutes: RouteObject[] = routeRedirects.map((row) => ({
    name: row.from,
    path: routeTable[row.from][language],
    getData: (match: RouteMatch) => {
      throw new RedirectException(redirectLocation(row.to, language, match));
    },
  }));
  const localised = appRoutes.map((route) =>
    isRouteName(route.name) ? Object.assign(Object.create(Object.getPrototypeOf(route) as object) as RouteObject, route, { path: routeTable[route.name][language] }) : route,
  );
  const otherLanguages = [...ROUTE_LANGUAGES].sort((a, b) => Number(b === 'en') - Number(a === 'en')).filter((other) => other !== language);
  const seen = new Set(ownPaths);
  const otherLanguageRoutes: RouteObject[] = [];
  for (const other of otherLanguages) {
    for (const route of Object.keys(routeTable) as RouteName[]) {
      const from = routeTable[route][other];
      if (route === 'NOT_FOUND' || seen.has(from.toLowerCase())) continue;
      seen.add(from.toLowerCase());
      otherLanguageRoutes.push(toOwnPath(from, route, language));
    }
  }
  return [
    ...pathRedirectRoutes,
    ...namedRedirectRoutes,
    ...localised,
    ...otherLanguageRoutes,
    ...withChunkRetry(notFoundRoutes).map((route) => ({ ...route, path: routeTable.NOT_FOUND[language] })),
  ];
}

/** The default language's routes (server rendering's test renders with them). */
export const routeConfig: RouteConfig = routeConfigFor('en');
