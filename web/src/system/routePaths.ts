// Paths of routes in the app's active language, from the route table
// (routeTable.ts, which has every route's path in every language).
//
// The active language is the app instance's: createApp.tsx sets it when it
// builds an instance, and a language change builds a new instance. It is
// module state because links are built everywhere (`pathTo` in components,
// route files, the guard) and the browser runs one app at a time.
// A server renders many requests at once, in different languages: it gives
// a source of the language of the request being rendered (server/
// renderPage.tsx, by AsyncLocalStorage), which wins over the module's value.
import { DEFAULT_ROUTE_LANGUAGE, formatPath, type RouteLanguage, RouteName, routeTable, sectionRoute } from './routeTable.ts';

export { RouteName };

let activeLanguage: RouteLanguage = DEFAULT_ROUTE_LANGUAGE;
let requestLanguage: () => RouteLanguage | undefined = () => undefined;

/** Called by createAppInstance: `pathTo` builds paths in this language from now on. */
export function setRouteLanguage(language: RouteLanguage): void {
  activeLanguage = language;
}

/** A server's way to tell the language of the request being rendered (undefined outside one). */
export function readRouteLanguageFrom(source: () => RouteLanguage | undefined): void {
  requestLanguage = source;
}

export function routeLanguage(): RouteLanguage {
  return requestLanguage() ?? activeLanguage;
}

/**
 * The default language's (English) path of every route. Route files name
 * their path with it; routeConfig.ts gives each route its path in the active
 * language by the route's name.
 */
export const routePaths: Record<RouteName, string> = Object.fromEntries(
  Object.entries(routeTable).map(([name, paths]) => [name, paths[DEFAULT_ROUTE_LANGUAGE]]),
) as Record<RouteName, string>;

/** Builds the path of a route in the active language, e.g. `pathTo('LIVE', { id: '7' })` → `/live/7`, `/en-vivo/7` in Spanish. */
export function pathTo(name: RouteName, params: Record<string, string> = {}): string {
  return formatPath(routeTable[name][routeLanguage()], params, `pathTo(${name})`);
}

/** A section's page in the active language (routeTable.ts sectionRoute: home, browse and schedule have their own routes). */
export function sectionPath(sectionName: string): string {
  const { route, params } = sectionRoute(sectionName);
  return pathTo(route, params);
}
