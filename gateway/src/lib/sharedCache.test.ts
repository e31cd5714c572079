import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCachedFetcher, createMemoryCache, createRedisCache } from './sharedCache.ts';

describe('the in-process cache', () => {
  it('forgets an entry after its time to live', async () => {
    let now = 0;
    const cache = createMemoryCache(() => now);
    await cache.set('realm:name:acme', { name: 'acme' }, 30);
    now = 29_000;
    expect(await cache.get('realm:name:acme')).toEqual({ name: 'acme' });
    now = 30_000;
    expect(await cache.get('realm:name:acme')).toBeUndefined();
  });

  it('shares one fetch between concurrent misses', async () => {
    const cached = createCachedFetcher(createMemoryCache());
    let fetches = 0;
    const load = () => cached('k', 30, async () => ++fetches);
    expect(await Promise.all([load(), load(), load()])).toEqual([1, 1, 1]);
    expect(fetches).toBe(1);
  });

  it('drops what it keeps of a changed realm, and does not keep a read that was on its way then', async () => {
    const cached = createCachedFetcher(createMemoryCache());
    expect(await cached('realm:acme:realm', 30, async () => 'Acme')).toBe('Acme');
    expect(await cached('realm:ringside:realm', 30, async () => 'Ringside')).toBe('Ringside');
    let started!: () => void;
    const reading = new Promise<void>((resolve) => (started = resolve));
    let answer!: (menu: string) => void;
    const onItsWay = cached('realm:acme:init:en', 30, () => {
      started();
      return new Promise<string>((resolve) => (answer = resolve));
    });
    await reading;

    await cached.forget(['realm:acme:']);
    answer('the menu before the change');
    expect(await onItsWay).toBe('the menu before the change');

    expect(await cached('realm:acme:realm', 30, async () => 'Acme Plus')).toBe('Acme Plus');
    expect(await cached('realm:acme:init:en', 30, async () => 'the new menu')).toBe('the new menu');
    expect(await cached('realm:ringside:realm', 30, async () => 'read again')).toBe('Ringside');
  });
});

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

// Skipped only on a machine without redis-server; CI (CI=true) always runs it.
describe.runIf(hasRedis || !!process.env.CI)('the Redis cache (REDIS_URL)', () => {
  let dir: string;
  let server: ChildProcess;
  let socket: string;

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
    server?.kill();
    await rm(dir, { recursive: true, force: true });
  });

  it('lets two gateway instances share a realm look-up', async () => {
    const first = createRedisCache(socket);
    const second = createRedisCache(socket);
    await first.set('realm:host:acme.localhost', { name: 'acme' }, 30);
    expect(await second.get('realm:host:acme.localhost')).toEqual({ name: 'acme' });
    await first.close();
    await second.close();
  });

  it('drops a changed realm for every gateway of the deployment, and nothing of another deployment', async () => {
    const [first, second] = [createRedisCache(socket, 'deployment-a:'), createRedisCache(socket, 'deployment-a:')];
    const other = createRedisCache(socket, 'deployment-b:');
    await first.set('realm:acme:realm', { name: 'acme' }, 30);
    await first.set('hostname:acme.localhost', { name: 'acme' }, 30);
    await first.set('realm:ringside:realm', { name: 'ringside' }, 30);
    await other.set('realm:acme:realm', { name: 'acme of b' }, 30);

    await second.forget(['realm:acme:', 'hostname:']);
    expect(await first.get('realm:acme:realm')).toBeUndefined();
    expect(await first.get('hostname:acme.localhost')).toBeUndefined();
    expect(await first.get('realm:ringside:realm')).toEqual({ name: 'ringside' });
    expect(await other.get('realm:acme:realm')).toEqual({ name: 'acme of b' });
    for (const cache of [first, second, other]) await cache.close();
  });

  it('treats an unreachable Redis as a miss, not an outage', async () => {
    const cache = createRedisCache(join(dir, 'nobody-here.sock'));
    expect(await cache.get('x')).toBeUndefined();
    await cache.set('x', 1, 30);
    await cache.close();
  });
});
