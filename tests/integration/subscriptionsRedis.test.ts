// Subscriptions across instances and outages: two gateways and a backend on
// one Redis (a redis-server of the test's own, so that it can be killed
// without touching the machine's shared one), and a backend that restarts
// under a gateway reading its live-event stream. Subscribers must hear every
// change once, and after an outage carry on with the current state.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../../backend/src/server.ts';
import { startGateway } from '../../gateway/src/server.ts';
import { freePort } from '../support/freePort.ts';
import { moveLiveEvent } from '../support/liveEvents.ts';
import type { RunningPlatform } from '../support/platform.ts';
import { restHeaders } from '../support/restHeaders.ts';
import { subscribeOverSse, subscribeOverWebSocket, type Subscription } from '../support/subscriptions.ts';

const redisServerAvailable = await new Promise<boolean>((resolve) => {
  const probe = spawn('redis-server', ['--version']);
  probe.on('error', () => resolve(false));
  probe.on('exit', (code) => resolve(code === 0));
});

/** A redis-server of this test's own on `port`, resolved once it accepts connections. */
async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
  await new Promise<void>((resolve, reject) => {
    let output = '';
    redis.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    redis.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
  });
  return redis;
}

async function kill(process: ChildProcess): Promise<void> {
  if (process.exitCode !== null) return;
  const exited = new Promise((resolve) => process.once('exit', resolve));
  process.kill('SIGKILL');
  await exited;
}

async function customerToken(upstreamUrl: string): Promise<string> {
  const response = await fetch(new URL('/api/v2/login', upstreamUrl), {
    method: 'POST',
    headers: restHeaders({ deviceId: 'subscriptions-redis-test' }),
    body: JSON.stringify({ id: 'fan@ringside.test', secret: 'ringside-fan' }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status}`);
  return ((await response.json()) as { authorisationToken: string }).authorisationToken;
}

const scheduleQuery = 'subscription { scheduleChanged { kind internalId event { title } } }';
const eventQuery = 'subscription ($id: ID!) { liveEventUpdated(internalId: $id) { internalId title } }';

const open: Subscription[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((subscription) => subscription.close().catch(() => {})));
});

describe.runIf(redisServerAvailable || process.env.CI === 'true')('two gateways on one Redis', () => {
  let redisPort: number;
  let redis: ChildProcess;
  let dataDir: string;
  let backend: { url: string; close(): Promise<void> };
  let gateways: Awaited<ReturnType<typeof startGateway>>[];
  let platform: RunningPlatform;

  beforeAll(async () => {
    redisPort = await freePort();
    redis = await startRedis(redisPort);
    const redisUrl = `redis://127.0.0.1:${redisPort}`;
    dataDir = await mkdtemp(join(tmpdir(), 'ringside-redis-test-'));
    backend = await startBackend({ port: 0, dataDir, config: { redisUrl, demoData: true } });
    gateways = await Promise.all([0, 1].map(() => startGateway({ port: 0, host: '127.0.0.1', upstreamUrl: backend.url, redisUrl })));
    // What moveLiveEvent needs of a platform: the backend.
    platform = { url: gateways[0]!.url, port: 0, upstreamUrl: backend.url, gateway: gateways[0]!.gateway, close: async () => {} };
  });
  afterAll(async () => {
    for (const gateway of gateways ?? []) await gateway.close();
    await backend?.close();
    if (redis) await kill(redis);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const listening = () => expect.poll(() => gateways.map((gateway) => gateway.gateway.liveFeed.stats().listeners)).toEqual([1, 1]);

  it('delivers every change once through each gateway', async () => {
    const token = await customerToken(backend.url);
    const auth = { authorization: `Bearer ${token}`, 'x-ringside-realm': 'ringside' };
    const overSse = subscribeOverSse(gateways[0]!.url, scheduleQuery, { headers: auth });
    const overWebSocket = subscribeOverWebSocket(gateways[1]!.url, scheduleQuery, { connectionParams: auth });
    open.push(overSse, overWebSocket);
    await listening();

    for (const title of ['First', 'Second', 'Third']) {
      await moveLiveEvent(platform, { realm: 'ringside', eventId: 6, title });
      for (const subscription of [overSse, overWebSocket]) {
        expect((await subscription.next()).data!.scheduleChanged).toEqual({ kind: 'UPDATED', internalId: '6', event: { title } });
      }
    }
    // Not a second time through the other gateway, nor from the backend's own subscription.
    for (const subscription of [overSse, overWebSocket]) await expect(subscription.next(700)).rejects.toThrow(/no result/);
  });

  it('carries on after Redis dies and comes back: subscribers get what changed meanwhile', async () => {
    const token = await customerToken(backend.url);
    const auth = { authorization: `Bearer ${token}`, 'x-ringside-realm': 'ringside' };
    const subscriptions = [
      subscribeOverSse(gateways[0]!.url, eventQuery, { headers: auth, variables: { id: '7' } }),
      subscribeOverWebSocket(gateways[1]!.url, eventQuery, { connectionParams: auth, variables: { id: '7' } }),
    ];
    open.push(...subscriptions);
    for (const subscription of subscriptions) expect((await subscription.next()).data!.liveEventUpdated.internalId).toBe('7');
    await listening();

    await kill(redis);
    try {
      // Changed while the channel is down: the backend cannot tell anyone.
      await moveLiveEvent(platform, { realm: 'ringside', eventId: 7, title: 'Changed during the outage' });
    } finally {
      redis = await startRedis(redisPort);
    }
    for (const subscription of subscriptions) {
      expect((await subscription.next(15_000)).data!.liveEventUpdated.title).toBe('Changed during the outage');
    }
    // And the channel works again.
    await moveLiveEvent(platform, { realm: 'ringside', eventId: 7, title: 'After the outage' });
    for (const subscription of subscriptions) expect((await subscription.next()).data!.liveEventUpdated.title).toBe('After the outage');
  });

  it('tells schedule subscribers to read their schedule again after an outage, since what changed cannot be told one by one', async () => {
    const token = await customerToken(backend.url);
    const auth = { authorization: `Bearer ${token}`, 'x-ringside-realm': 'ringside' };
    const subscriptions = [
      subscribeOverSse(gateways[0]!.url, scheduleQuery, { headers: auth }),
      subscribeOverWebSocket(gateways[1]!.url, scheduleQuery, { connectionParams: auth }),
    ];
    open.push(...subscriptions);
    await listening();
    await Promise.all(gateways.map((gateway) => gateway.gateway.liveFeed.heard('ringside')));

    await kill(redis);
    try {
      await moveLiveEvent(platform, { realm: 'ringside', eventId: 6, title: 'Moved during the outage' });
    } finally {
      redis = await startRedis(redisPort);
    }
    for (const subscription of subscriptions) {
      expect((await subscription.next(15_000)).data!.scheduleChanged).toEqual({ kind: 'RESYNC', internalId: '', event: null });
    }
    await moveLiveEvent(platform, { realm: 'ringside', eventId: 6, title: 'Moved after the outage' });
    for (const subscription of subscriptions) {
      expect((await subscription.next()).data!.scheduleChanged).toEqual({ kind: 'UPDATED', internalId: '6', event: { title: 'Moved after the outage' } });
    }
  });
});

describe('a backend that restarts under the gateway', () => {
  it('makes the gateway read its stream again, and subscribers get what changed meanwhile', async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(join(tmpdir(), 'ringside-restart-test-'));
    let backend = await startBackend({ port, dataDir, config: { redisUrl: null, demoData: true } });
    const gateway = await startGateway({ port: 0, host: '127.0.0.1', upstreamUrl: backend.url });
    const platform: RunningPlatform = { url: gateway.url, port: 0, upstreamUrl: backend.url, gateway: gateway.gateway, close: async () => {} };
    try {
      const token = await customerToken(backend.url);
      const subscription = subscribeOverWebSocket(gateway.url, eventQuery, {
        connectionParams: { authorization: `Bearer ${token}`, 'x-ringside-realm': 'ringside' },
        variables: { id: '8' },
      });
      open.push(subscription);
      expect((await subscription.next()).data!.liveEventUpdated.internalId).toBe('8');

      await backend.close();
      backend = await startBackend({ port, dataDir, config: { redisUrl: null, demoData: true } });
      await moveLiveEvent(platform, { realm: 'ringside', eventId: 8, title: 'Told by the new backend' });
      // The restarted backend re-anchors the demo schedule, which may be told first: the title follows.
      const told = await subscription.nextMatching((result) => result.data?.liveEventUpdated.title === 'Told by the new backend', 15_000);
      expect(told.data!.liveEventUpdated.internalId).toBe('8');
      await subscription.close();
      await expect.poll(() => gateway.gateway.liveFeed.stats()).toEqual({ listeners: 0, upstreamConnections: 0 });
    } finally {
      await gateway.close();
      await backend.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
