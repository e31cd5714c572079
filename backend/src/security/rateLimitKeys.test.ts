// What an operator sees in Redis of the backend's rate limits (rateLimits.ts):
// every counter under the deployment's REDIS_PREFIX, named by operation, scope
// and caller. Runs where Redis answers (REDIS_URL or 127.0.0.1:6379); CI=true
// fails instead of skipping when it does not.
import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headers, testBackend, type TestBackend } from '../testing/testBackend.ts';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisReachable = await (async () => {
  const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
})();

describe.skipIf(!redisReachable && !process.env.CI)(`rate-limit counters in Redis at ${redisUrl}`, () => {
  // This run's own keys on the shared Redis, removed afterwards.
  const redisPrefix = `ringside-test-${randomInt(1, 2 ** 40).toString(36)}:`;
  let backend: TestBackend;
  let redis: Redis;
  beforeAll(async () => {
    backend = await testBackend({ config: { redisUrl, redisPrefix } });
    redis = new Redis(redisUrl);
  });
  afterAll(async () => {
    await backend?.close();
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.unlink(...keys);
    redis.disconnect();
  });

  it('keeps them under the deployment’s prefix, each named by operation, scope and caller', async () => {
    const address = `2001:db8:${randomInt(1, 0xffff).toString(16)}::7`;
    const checkIn = await backend.app.inject({
      method: 'POST',
      url: '/api/v2/login/guest/checkin',
      headers: headers('ringside', { 'x-client-ip': address }),
    });
    expect(checkIn.statusCode).toBe(200);

    const keys = await redis.keys(`${redisPrefix}*`);
    expect(keys.filter((key) => key.startsWith(`${redisPrefix}rate:checkInAsGuest:address:`))).toHaveLength(1);
    expect(keys.filter((key) => !key.startsWith(`${redisPrefix}rate:`))).toEqual([]);
    expect(keys.filter((key) => key.includes('undefined'))).toEqual([]);
  });
});
