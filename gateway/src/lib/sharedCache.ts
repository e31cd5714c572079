// A small TTL cache for public data that may be shared across viewers (realm
// look-ups, the realm's menu). Redis when REDIS_URL is set, so several gateway
// instances agree; a Map in this process otherwise. Never put viewer data here.
import { Redis } from 'ioredis';

export interface SharedCache {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
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
    async close() {
      entries.clear();
    },
  };
}

export function createRedisCache(redisUrl: string, prefix = 'ringside:gateway:'): SharedCache {
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
    async close() {
      redis.disconnect();
    },
  };
}

export function createSharedCache(redisUrl?: string | null): SharedCache {
  return redisUrl ? createRedisCache(redisUrl) : createMemoryCache();
}

/** Reads through the cache; concurrent misses for one key in this process share one fetch. */
export function createCachedFetcher(cache: SharedCache) {
  const inFlight = new Map<string, Promise<unknown>>();
  return async function cached<T>(key: string, ttlSeconds: number, fetch: () => Promise<T>): Promise<T> {
    const hit = await cache.get<T>(key);
    if (hit !== undefined) return hit;
    const pending = inFlight.get(key) as Promise<T> | undefined;
    if (pending) return pending;
    const promise = fetch()
      .then(async (value) => {
        await cache.set(key, value, ttlSeconds);
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  };
}
