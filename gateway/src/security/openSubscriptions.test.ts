import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenSubscriptions } from './openSubscriptions.ts';

describe('the subscriptions a viewer holds open, in one gateway', () => {
  it('stops at the cap, takes one back when it ends (once), and counts each viewer apart', async () => {
    const open = createOpenSubscriptions({ max: 2 });
    const first = await open.open('viewer-1');
    expect(await open.open('viewer-1')).not.toBeNull();
    expect(await open.open('viewer-1')).toBeNull();
    expect(await open.open('viewer-2')).not.toBeNull();

    first!.release();
    first!.release();
    expect(await open.open('viewer-1')).not.toBeNull();
    expect(await open.open('viewer-1')).toBeNull();
  });

  it('holds the cap for subscriptions that arrive together', async () => {
    const open = createOpenSubscriptions({ max: 3 });
    const slots = await Promise.all(Array.from({ length: 10 }, () => open.open('viewer-1')));
    expect(slots.filter((slot) => slot !== null)).toHaveLength(3);
  });
});

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

// Skipped only on a machine without redis-server; CI (CI=true) always runs it.
describe.runIf(hasRedis || !!process.env.CI)('the subscriptions a viewer holds open, across gateways on one Redis', () => {
  let dir: string;
  let server: ChildProcess;
  let socket: string;
  const clients: Redis[] = [];
  const redis = () => {
    const client = new Redis(socket);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ringside-redis-'));
    socket = join(dir, 'redis.sock');
    server = spawn('redis-server', ['--port', '0', '--unixsocket', socket, '--save', '', '--appendonly', 'no']);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      let output = '';
      server.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (/ready to accept connections/i.test(output)) resolve();
      });
    });
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    server?.kill();
    await rm(dir, { recursive: true, force: true });
  });

  it('counts a viewer’s subscriptions on every gateway together, and gives a place back when one ends', async () => {
    const first = createOpenSubscriptions({ max: 2, redis: redis(), keyPrefix: 'deployment-a:' });
    const second = createOpenSubscriptions({ max: 2, redis: redis(), keyPrefix: 'deployment-a:' });
    const held = await first.open('viewer-1');
    expect(await second.open('viewer-1')).not.toBeNull();
    expect(await second.open('viewer-1')).toBeNull();
    expect(await first.open('viewer-1')).toBeNull();

    held!.release();
    await expect.poll(async () => (await second.open('viewer-1')) !== null).toBe(true);
    first.close();
    second.close();
  });

  it('forgets the subscriptions of a gateway that died once their lease ends', async () => {
    const dying = createOpenSubscriptions({ max: 2, redis: redis(), keyPrefix: 'deployment-b:', leaseMs: 300 });
    const alive = createOpenSubscriptions({ max: 2, redis: redis(), keyPrefix: 'deployment-b:', leaseMs: 300 });
    await dying.open('viewer-1');
    await dying.open('viewer-1');
    // Killed: it renews nothing and releases nothing from now on.
    dying.close();
    expect(await alive.open('viewer-1')).toBeNull();
    await expect.poll(async () => (await alive.open('viewer-1')) !== null).toBe(true);
    alive.close();
  });

  it('holds the cap in each gateway while Redis is unreachable, and says so', async () => {
    const errors: unknown[] = [];
    const cutOff = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 0, retryStrategy: () => null, lazyConnect: true });
    cutOff.on('error', () => {});
    clients.push(cutOff);
    const open = createOpenSubscriptions({ max: 1, redis: cutOff, onError: (error) => errors.push(error) });
    expect(await open.open('viewer-1')).not.toBeNull();
    expect(await open.open('viewer-1')).toBeNull();
    expect(errors.length).toBeGreaterThan(0);
    open.close();
  });
});
