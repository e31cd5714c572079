// Loaders of public realm data: the realm itself and its menu. No session is
// ever sent, so their answers may be shared across viewers, through the shared
// cache (Redis or in-process) until the realm changes (realm/realmChanges.ts),
// or for a short while when no change is heard.
import DataLoader from 'dataloader';
import { codedError, errorCodeOf, upstream } from '../lib/errors.ts';
import type { RestClient } from '../lib/restClient.ts';
import type { createCachedFetcher } from '../lib/sharedCache.ts';
import type { UpstreamRealm } from '../lib/upstream.ts';
import { hostnameCacheKey, realmCacheKey } from '../realm/realmChanges.ts';
import { toRealmModel, type RealmModel } from '../realm/realmModel.ts';

export const REALM_TTL_SECONDS = 30;
export const INIT_TTL_SECONDS = 30;

type Cached = ReturnType<typeof createCachedFetcher>;

export interface InitKey {
  realm: string;
  language: string;
}

function realmNotFound(): Error {
  return codedError('REALM_NOT_FOUND', 'There is no such realm.', { httpStatus: 404 });
}

async function lookUpRealm(load: () => Promise<UpstreamRealm>): Promise<RealmModel> {
  try {
    return toRealmModel(await upstream(load()));
  } catch (error) {
    const code = errorCodeOf(error);
    if (code === 'NOT_FOUND' || code === 'REALM_NOT_FOUND') throw realmNotFound();
    throw error;
  }
}

function single<K, V>(load: (key: K) => Promise<V>, cacheKeyFn?: (key: K) => string) {
  return new DataLoader<K, V, string>(
    (keys) => Promise.all(keys.map((key) => load(key).catch((error: unknown) => error as Error))),
    { batch: false, ...(cacheKeyFn ? { cacheKeyFn } : {}) },
  );
}

export function createUnauthenticatedLoaders(api: RestClient, cached: Cached) {
  const anonymous = { auth: 'none' as const };
  return {
    realmByNameLoader: single((name: string) =>
      cached(realmCacheKey(name, 'realm'), REALM_TTL_SECONDS, () =>
        lookUpRealm(() => api.get('/api/v2/realm/{name}', { ...anonymous, params: { name } })),
      ),
    ),
    realmByHostnameLoader: single((hostname: string) =>
      cached(hostnameCacheKey(hostname), REALM_TTL_SECONDS, () =>
        lookUpRealm(() =>
          api.get('/api/v2/realm/hostname/{hostname}', { ...anonymous, params: { hostname } }),
        ),
      ),
    ),
    /** The realm's sign-up form: its authentication-provider fields and consent questions (public, per realm). */
    signupFormLoader: single((realm: string) =>
      cached(realmCacheKey(realm, 'signup-form'), REALM_TTL_SECONDS, () =>
        upstream(api.withOptions({ realm }).get('/api/v2/signup/form', anonymous)),
      ),
    ),
    /** The realm's menu, labels and live count, per language (`GET /api/v1/init/`). */
    initLoader: single(
      ({ realm, language }: InitKey) =>
        cached(realmCacheKey(realm, `init:${language}`), INIT_TTL_SECONDS, () =>
          upstream(
            createLanguageClient(api, realm, language).get('/api/v1/init/', {
              ...anonymous,
              query: {
                lk: language,
                readLicences: true,
                countEvents: 'LIVE',
                menuTargetPlatform: 'web',
                readIconStore: 'ENABLED',
              },
            }),
          ),
        ),
      ({ realm, language }) => `${realm}:${language}`,
    ),
  };
}

function createLanguageClient(api: RestClient, realm: string, language: string): RestClient {
  return api.withOptions({ realm, acceptLanguage: language, getAccessToken: undefined });
}

export type UnauthenticatedLoaders = ReturnType<typeof createUnauthenticatedLoaders>;
