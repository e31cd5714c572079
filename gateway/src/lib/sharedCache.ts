// A small TTL cache for public data that may be shared across viewers (realm
// look-ups, the realm's menu). Redis when REDIS_URL is set, so several gateway
// instances agree; a Map in this process otherwise. Never put viewer data here.
// Entries are dropped before their TTL when what they hold changes
// (realm/realmChanges.ts): the TTL only mends a change nobody heard of.
import { redisKeyPrefix } from '@ringside/ops/environment';
import { Redis } from 'ioredis';

export interface SharedCache {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  /** Drops every entry whose key starts with one of `prefixes` ('' drops everything). */
  forget(prefixes: string[]): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryCache(now: () => number = Date.now): SharedCache {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  return {
    async get<T>(key: string) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value as T;
    },
    async set(key, value, ttlSeconds) {
      entries.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
      if (entries.size > 1000) {
        for (const [k, entry] of entries) if (entry.expiresAt <= now()) entries.delete(k);
      }
    },
    async forget(prefixes) {
      for (const key of entries.keys()) if (prefixes.some((prefix) => key.startsWith(prefix))) entries.delete(key);
    },
    async close() {
      entries.clear();
    },
  };
}

/** Keys live under `{REDIS_PREFIX}gateway:` (`redisPrefix` null: the default for `redisUrl`). */
export function createRedisCache(redisUrl: string, redisPrefix?: string | null): SharedCache {
  const prefix = `${redisKeyPrefix(redisUrl, redisPrefix)}gateway:`;
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  // A cache that cannot be reached is a cache miss, not an outage.
  redis.on('error', () => {});
  return {
    async get<T>(key: string) {
      try {
        const raw = await redis.get(prefix + key);
        return raw === null ? undefined : (JSON.parse(raw) as T);
      } catch {
        return undefined;
      }
    },
    async set(key, value, ttlSeconds) {
      try {
        await redis.set(prefix + key, JSON.stringify(value), 'EX', ttlSeconds);
      } catch {
        // Same as above: the value is simply fetched again next time.
      }
    },
    async forget(prefixes) {
      // Changes are rare and the entries few (realms × languages): a scan is cheap enough.
      try {
        for (const match of prefixes) {
          for await (const keys of redis.scanStream({ match: `${globEscaped(prefix + match)}*`, count: 500 })) {
            if ((keys as string[]).length > 0) await redis.unlink(...(keys as string[]));
          }
        }
      } catch {
        // Unreachable: the entries expire by their TTL.
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** A Redis MATCH pattern's special characters, taken literally. */
function globEscaped(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&');
}

export function createSharedCache(redisUrl?: string | null, redisPrefix?: string | null): SharedCache {
  return redisUrl ? createRedisCache(redisUrl, redisPrefix) : createMemoryCache();
}

/**
 * Reads through the cache; concurrent misses for one key in this process share
 * one fetch. `forget` drops entries here and in the shared store.
 */
export function createCachedFetcher(cache: SharedCache) {
  const inFlight = new Map<string, Promise<unknown>>();
  // Bumped by every forget: a value fetched across one may predate the change, so it is not kept.
  let generation = 0;
  async function cached<T>(key: string, ttlSeconds: number, fetch: () => Promise<T>): Promise<T> {
    const hit = await cache.get<T>(key);
    if (hit !== undefined) return hit;
    const pending = inFlight.get(key) as Promise<T> | undefined;
    if (pending) return pending;
    const startedIn = generation;
    const promise: Promise<T> = fetch()
      .then(async (value) => {
        if (startedIn === generation) await cache.set(key, value, ttlSeconds);
        return value;
      })
      .finally(() => {
        if (inFlight.get(key) === promise) inFlight.delete(key);
      });
    inFlight.set(key, promise);
    return promise;
  }
  /** Drops the entries under these key prefixes ('' drops everything); fetches on their way are not kept. */
  async function forget(prefixes: string[]): Promise<void> {
    generation += 1;
    for (const key of inFlight.keys()) if (prefixes.some((prefix) => key.startsWith(prefix))) inFlight.delete(key);
    await cache.forget(prefixes);
  }
  return Object.assign(cached, { forget });
}
