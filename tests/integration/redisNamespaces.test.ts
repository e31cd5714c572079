// Two deployments on one Redis (staging beside production, two brands), each
// with its own REDIS_PREFIX: neither hears the other's live events nor counts
// the other's requests against its rate limits. Each is a whole platform
// (backend and gateway) on the machine's Redis, under this test's own
// prefixes, whose keys are removed afterwards.
import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveMessage } from '../../gateway/src/liveEvent/liveFeed.ts';
import { moveLiveEvent } from '../support/liveEvents.ts';
import { startPlatform, type RunningPlatform } from '../support/platform.ts';
import { restHeaders } from '../support/restHeaders.ts';
import { redisUrl, removeRedisKeys, scratchRedisPrefix, servicesAnswer } from '../support/services.ts';

/** What a gateway's subscriptions hear of the realm's live-event channel (its messages, as they arrive). */
function liveMessagesHeardBy(platform: RunningPlatform): { messages: LiveMessage[]; stop(): void } {
  const messages: LiveMessage[] = [];
  const stop = platform.gateway.liveFeed.subscribe({ name: 'ringside', liveEndpoint: '/live/ringside/events' }, (signal) => {
    if (signal.kind === 'MESSAGE') messages.push(signal.message);
  });
  return { messages, stop };
}

/** A wrong password for `email`, from `address`: a sign-in the backend counts per account. */
async function signInAttempt(platform: RunningPlatform, email: string, address: string): Promise<number> {
  const response = await fetch(new URL('/api/v2/login', platform.upstreamUrl), {
    method: 'POST',
    headers: { ...restHeaders({ deviceId: `redis-namespaces-${address}` }), 'x-client-ip': address },
    body: JSON.stringify({ id: email, secret: 'not-the-password-1' }),
  });
  await response.arrayBuffer();
  return response.status;
}

describe.runIf(await servicesAnswer('Redis'))('two deployments on one Redis, each with its own REDIS_PREFIX', () => {
  const run = randomBytes(5).toString('hex');
  const prefixes = [scratchRedisPrefix('ringside-test-one'), scratchRedisPrefix('ringside-test-two')];
  let one: RunningPlatform;
  let two: RunningPlatform;
  beforeAll(async () => {
    one = await startPlatform({ redisUrl, redisPrefix: prefixes[0], serveWeb: false });
    two = await startPlatform({ redisUrl, redisPrefix: prefixes[1], serveWeb: false });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await removeRedisKeys(...prefixes);
  });

  it('never hear each other’s live events', async () => {
    const [heardByOne, heardByTwo] = [liveMessagesHeardBy(one), liveMessagesHeardBy(two)];
    try {
      await Promise.all([one.gateway.liveFeed.heard('ringside'), two.gateway.liveFeed.heard('ringside')]);

      await moveLiveEvent(one, { realm: 'ringside', eventId: 6, title: 'Told by deployment one' });
      await expect.poll(() => heardByOne.messages.filter((message) => message.eventId === '6')).toHaveLength(1);
      const toldByOne = heardByOne.messages.find((message) => message.eventId === '6')!;
      await moveLiveEvent(two, { realm: 'ringside', eventId: 7, title: 'Told by deployment two' });
      await expect.poll(() => heardByTwo.messages.filter((message) => message.eventId === '7')).toHaveLength(1);

      // Redis delivers in the order it was told: had two heard one's message, it would be here already.
      expect(heardByTwo.messages).not.toContainEqual(toldByOne);
      expect(heardByOne.messages.filter((message) => message.eventId === '7')).toEqual([]);
    } finally {
      heardByOne.stop();
      heardByTwo.stop();
    }
  });

  it('never count each other’s requests against a rate limit', async () => {
    // An account flooded with sign-ins on one deployment, each from another address.
    const email = `nobody-${run}@example.com`;
    let refusedAfter = 0;
    for (let attempt = 1; attempt <= 100 && !refusedAfter; attempt += 1) {
      if ((await signInAttempt(one, email, `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`)) === 429) refusedAfter = attempt;
    }
    expect(refusedAfter).toBeGreaterThan(1);

    // The same name on the other deployment is somebody else: not refused.
    expect(await signInAttempt(two, email, '198.18.0.1')).not.toBe(429);
  });
});
