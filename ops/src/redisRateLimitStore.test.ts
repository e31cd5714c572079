// The rate-limit counters both servers keep in Redis: what several instances
// share, what an operator finds under the deployment's prefix, and what a
// limiter hears when Redis is gone. Runs where Redis answers (REDIS_URL or
// 127.0.0.1:6379); CI=true fails instead of skipping when it does not.
import { randomInt } from 'node:crypto';
import type { FastifyRateLimitOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisRateLimitStore } from './redisRateLimitStore.ts';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisReachable = await (async () => {
  const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  // A refused connection is the answer here, not an error to print.
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
})();

type Count = { current: number; ttl: number };

/** One hit on `key`, as a limiter of one server instance counts it. */
function hit(redis: Redis, namespace: string, key: string, windowMs: number): Promise<Count> {
  const Store = redisRateLimitStore(redis, namespace);
  const store = new Store({} as FastifyRateLimitOptions);
  // `max` is the limiter's to compare with: the store only counts.
  return new Promise((resolve, reject) => store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, 10));
}

// The title says where (host only: a URL may carry a password), so a skip says what did not answer.
const redisHost = URL.canParse(redisUrl) ? new URL(redisUrl).host : 'REDIS_URL';

describe.skipIf(!redisReachable && !process.env.CI)(`rate-limit counters in Redis at ${redisHost}`, () => {
  // This run's own keys on the shared Redis, removed afterwards.
  const namespace = `ringside-test-${randomInt(1, 2 ** 40).toString(36)}:rate:`;
  let first: Redis;
  let second: Redis;
  beforeAll(() => {
    first = new Redis(redisUrl);
    second = new Redis(redisUrl);
  });
  afterAll(async () => {
    const keys = await first.keys(`${namespace}*`);
    if (keys.length > 0) await first.unlink(...keys);
    first.disconnect();
    second.disconnect();
  });

  it('counts hits from two instances on one counter, named exactly namespace + key', async () => {
    const counts = [
      await hit(first, namespace, 'signIn:address:198.51.100.7', 60_000),
      await hit(second, namespace, 'signIn:address:198.51.100.7', 60_000),
      await hit(first, namespace, 'signIn:address:198.51.100.7', 60_000),
    ];

    expect(counts.map((count) => count.current)).toEqual([1, 2, 3]);
    expect(await first.keys(`${namespace}*`)).toEqual([`${namespace}signIn:address:198.51.100.7`]);
  });

  it('keeps the window the first hit opened: later hits count, they do not extend it', async () => {
    const opened = await hit(first, namespace, 'window:fixed', 60_000);
    const later = await hit(second, namespace, 'window:fixed', 5_000);

    expect(opened.ttl).toBeGreaterThan(59_000);
    expect(later.current).toBe(2);
    // The later hit's shorter window did not replace the first one's.
    expect(later.ttl).toBeGreaterThan(59_000);
  });

  it('starts again from one once the window has passed', async () => {
    await hit(first, namespace, 'window:short', 100);
    await expect.poll(async () => (await hit(first, namespace, 'window:short', 100)).current, { timeout: 2000, interval: 50 }).toBe(1);
  });

  it('hands the limiter an error, not a count, when Redis cannot be reached', async () => {
    const cutOff = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    // The servers log the client's connection errors; here the limiter's answer is what counts.
    cutOff.on('error', () => {});
    try {
      await expect(hit(cutOff, namespace, 'unreachable', 60_000)).rejects.toThrow(/ECONNREFUSED|Connection is closed/);
    } finally {
      cutOff.disconnect();
    }
  });
});
