// A platform admin changes a realm (its realm file: name, menu…) through one
// backend; viewers whose requests land on any other backend or gateway get the
// change at once, not when that server's cache gives the realm up. Two
// backends on one PostgreSQL database (this test's own, dropped afterwards) and
// one Redis (under this test's own REDIS_PREFIX), a gateway in front of each;
// and the single process without Redis, whose gateway hears changes on the
// backend's stream.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../../backend/src/server.ts';
import { startGateway } from '../../gateway/src/server.ts';
import { graphql } from '../support/graphql.ts';
import { startPlatform, type RunningPlatform } from '../support/platform.ts';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const postgresReachable = await (async () => {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
})();
const redisReachable = await (async () => {
  const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
})();

const restHeaders = (accessToken?: string): Record<string, string> => ({
  'content-type': 'application/json',
  'x-api-key': 'ringside-demo-key',
  realm: 'ringside',
  'x-app': 'tests',
  'x-app-version': '1.0.0',
  'x-device-id': 'realm-changes-test',
  'accept-language': 'en',
  ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
});

/** Ringside's realm file (what the demo is seeded from) under another name, with its first menu item retitled. */
function ringsideFile(fullName: string, homeTitle: string) {
  const file = JSON.parse(readFileSync(new URL('../../backend/realms/ringside.json', import.meta.url), 'utf8'));
  file.fullName = fullName;
  file.menu.items[0].title = { ...file.menu.items[0].title, en: homeTitle };
  return file;
}

/** The platform admin (an admin of ringside, PLATFORM_ADMIN_REALM) writes the realm file through this backend. */
async function putRingside(backendUrl: string, file: unknown): Promise<Response> {
  const signIn = await fetch(new URL('/api/v2/login', backendUrl), {
    method: 'POST',
    headers: restHeaders(),
    body: JSON.stringify({ id: 'admin@ringside.test', secret: 'ringside-admin' }),
  });
  if (!signIn.ok) throw new Error(`the platform admin could not sign in: ${signIn.status}`);
  const { authorisationToken } = (await signIn.json()) as { authorisationToken: string };
  return fetch(new URL('/api/v2/admin/realms/ringside', backendUrl), {
    method: 'PUT',
    headers: restHeaders(authorisationToken),
    body: JSON.stringify(file),
  });
}

/** Ringside's name and first menu item as a backend serves them to an app. */
async function servedByBackend(backendUrl: string) {
  const realm = (await (await fetch(new URL('/api/v2/realm/ringside', backendUrl), { headers: restHeaders() })).json()) as { realmFullName: string };
  const init = (await (await fetch(new URL('/api/v1/init/?menuTargetPlatform=web', backendUrl), { headers: restHeaders() })).json()) as {
    menu: { items: { title: string }[] };
  };
  return { fullName: realm.realmFullName, home: init.menu.items[0]?.title };
}

/** The same as a gateway serves them to the web app. */
async function servedByGateway(gatewayUrl: string) {
  const { data } = await graphql<{ realm: { fullName: string; menu: { items: { title: string }[] } } }>(
    gatewayUrl,
    '{ realm { fullName menu { items { title } } } }',
    { realm: 'ringside' },
  );
  return { fullName: data?.realm.fullName, home: data?.realm.menu.items[0]?.title };
}

const before = { fullName: 'Ringside Fight Network', home: 'Home' };
const after = { fullName: 'Ringside Fight Network Plus', home: 'Start' };

/**
 * Polls until `read` gives `expected`, for at most a second: "at once" for a
 * viewer, with room for a busy machine; the caches' own TTLs are 10 s (backend)
 * and 30 s (gateway), so a change that waited for them could not pass.
 */
const withinASecond = <T>(read: () => Promise<T>, expected: T) => expect.poll(read, { timeout: 1000, interval: 50 }).toEqual(expected);

describe.runIf((postgresReachable && redisReachable) || process.env.CI === 'true')(
  'a realm changed through one of two backends on one database and one Redis',
  () => {
    const database = `ringside_realm_changes_${randomBytes(5).toString('hex')}`;
    const redisPrefix = `ringside-test-${randomBytes(5).toString('hex')}:`;
    const databaseUrl = Object.assign(new URL(postgresUrl), { pathname: `/${database}` }).href;
    const backends: { url: string; close(): Promise<void> }[] = [];
    const gateways: { url: string; close(): Promise<void> }[] = [];
    let redis: Redis;

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`create database ${database}`);
      await admin.end();
      redis = new Redis(redisUrl);
      // One after the other: the second finds the database migrated and seeded.
      for (let i = 0; i < 2; i += 1) {
        backends.push(await startBackend({ port: 0, host: '127.0.0.1', databaseUrl, config: { redisUrl, redisPrefix, demoData: true } }));
      }
      for (const backend of backends) {
        gateways.push(await startGateway({ port: 0, host: '127.0.0.1', upstreamUrl: backend.url, redisUrl, redisPrefix }));
      }
    }, 300_000);

    afterAll(async () => {
      for (const server of [...gateways, ...backends]) await server.close();
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length > 0) await redis.unlink(...keys);
      redis.disconnect();
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    });

    it('is served by the other backend and through its gateway within a second of the answer', async () => {
      const [backendA, backendB] = backends as [(typeof backends)[0], (typeof backends)[0]];
      const gatewayOfB = gateways[1]!;
      // Every server listens for realm changes: Redis counts them.
      await expect.poll(async () => Number((await redis.pubsub('NUMSUB', `${redisPrefix}invalidate`))[1])).toBe(4);
      // B and its gateway have read the realm, and keep it.
      expect(await servedByBackend(backendB.url)).toEqual(before);
      expect(await servedByGateway(gatewayOfB.url)).toEqual(before);

      const answer = await putRingside(backendA.url, ringsideFile(after.fullName, after.home));
      expect(answer.status).toBe(200);

      await Promise.all([withinASecond(() => servedByBackend(backendB.url), after), withinASecond(() => servedByGateway(gatewayOfB.url), after)]);
    });
  },
);

describe('a realm changed on a platform without Redis', () => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ serveWeb: false });
  });
  afterAll(() => platform?.close());

  it('is served through the gateway within a second of the answer', async () => {
    expect(await servedByGateway(platform.url)).toEqual(before);

    const answer = await putRingside(platform.upstreamUrl, ringsideFile(after.fullName, after.home));
    expect(answer.status).toBe(200);

    await withinASecond(() => servedByGateway(platform.url), after);
  });
});
