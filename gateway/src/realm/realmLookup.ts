// The request's realm for answers outside GraphQL: the web app's HTTP status
// (http/webApp.ts) says 404 for a realm that does not exist and for a route the
// realm does not offer. The same upstream calls and shared cache as the
// GraphQL realm and menu (loaders/unauthenticatedLoaders.ts), so the page's own
// query right after finds them cached; the realm's flags come from the same
// functions as `Realm.settings` and `Realm.hasFightersView`, and become route
// rules through the web's own (session/routeAccess.ts): nothing restated here.
import { realmAccessFlags, type RealmAccessFlags } from '@ringside/web/routeAccess';
import { menuHasFightersView } from '../fighter/fighterResolvers.ts';
import { errorCodeOf } from '../lib/errors.ts';
import type { createCachedFetcher } from '../lib/sharedCache.ts';
import type { RestClient } from '../lib/restClient.ts';
import { createUnauthenticatedLoaders, type UnauthenticatedLoaders } from '../loaders/unauthenticatedLoaders.ts';
import type { RealmModel } from './realmModel.ts';
import { realmSettingsOf } from './realmResolvers.ts';

/** Which realm: by the name of a `/realm/{name}` address, or by the host name the request was sent to. */
export type RealmKey = { name: string } | { hostname: string };

const REALM_PATH = /^\/realm\/([^/?#]+)(?=[/?#]|$)/;

/** The name a `/realm/{name}/…` address gives, as written in it (URL-encoded); null for any other address. */
export function realmNameInPath(path: string): string | null {
  return REALM_PATH.exec(path)?.[1] ?? null;
}

/** No such realm, or the realm and the flags its routes depend on. */
export type RealmRouteAccess = { exists: false } | { exists: true; flags: RealmAccessFlags };

/** The realm by name or host name, through the shared cache; rejects with REALM_NOT_FOUND (also read by realm/realmManifest.ts). */
export function realmByKey(loaders: UnauthenticatedLoaders, key: RealmKey): Promise<RealmModel> {
  return 'name' in key ? loaders.realmByNameLoader.load(key.name.toLowerCase()) : loaders.realmByHostnameLoader.load(key.hostname);
}

/**
 * Looks the realm up. Any failure but "no such realm" (the upstream down) is
 * not a verdict: it is thrown, and the caller serves the page, which shows its
 * own connection error.
 */
export function createRealmLookup(api: RestClient, cached: ReturnType<typeof createCachedFetcher>) {
  return async function realmAccess(key: RealmKey): Promise<RealmRouteAccess> {
    // Loaders are per request (their DataLoader memoises); the cache behind them is shared.
    const loaders = createUnauthenticatedLoaders(api, cached);
    let realm;
    try {
      realm = await realmByKey(loaders, key);
    } catch (error) {
      if (errorCodeOf(error) === 'REALM_NOT_FOUND') return { exists: false };
      throw error;
    }
    const init = await loaders.initLoader.load({ realm: realm.name, language: realm.defaultLanguage });
    return { exists: true, flags: realmAccessFlags({ settings: realmSettingsOf(realm), hasFightersView: menuHasFightersView(init.menu) }) };
  };
}
