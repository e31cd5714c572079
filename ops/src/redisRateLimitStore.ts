// The Redis store behind both servers' @fastify/rate-limit limiters (the
// backend's flood limits, the gateway's per-viewer GraphQL budget), so every
// instance of a server counts against the same counters.
//
// Ours rather than @fastify/rate-limit's own Redis store because that one names
// each limiter after its route (`{method}{url}-`), which `app.createRateLimit()`
// leaves undefined: every key would read `…undefinedundefined-…`. Our callers'
// keys name their operation and scope themselves, so one store serves every
// limiter of a server.
//
// Only types are imported: the servers bring ioredis and @fastify/rate-limit.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/**
 * Counters in Redis under `namespace` (the caller's REDIS_PREFIX and its own
 * part, e.g. `ringside:rate:`), a fixed window per key, counted as
 * @fastify/rate-limit's own Redis store counts them: the first hit sets the
 * window, later hits only count. The key names are what an operator sees and
 * what a rolling upgrade shares between old and new instances: keep them.
 */
export function redisRateLimitStore(redis: Redis, namespace: string): FastifyRateLimitStoreCtor {
  class RedisRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      const name = namespace + key;
      redis
        .multi()
        .set(name, 0, 'PX', timeWindow, 'NX')
        .incr(name)
        .pttl(name)
        .exec()
        .then((replies) => {
          const failed = replies?.find(([error]) => error)?.[0];
          if (!replies || failed) return callback(failed ?? new Error('rate-limit counter: transaction discarded'));
          callback(null, { current: Number(replies[1]![1]), ttl: Number(replies[2]![1]) });
        }, callback);
    }
    // Keys already carry what tells limiters apart, so a route's child limiter shares the store.
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return RedisRateLimitStore;
}
