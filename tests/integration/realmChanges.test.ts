// A platform admin changes a realm (its realm file: name, menu…) through one
// backend; viewers whose requests land on any other backend or gateway get the
// change at once, not when that server's cache gives the realm up. Two
// backends on one PostgreSQL database (this test's own, dropped afterwards) and
// one Redis (under this test's own REDIS_PREFIX), a gateway in front of each
// (support/topology.ts); and the single process without Redis, whose gateway hears changes on the
// backend's stream.
import { readFileSync } from 'node:fs';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/graphql.ts';
import { startPlatform, type RunningPlatform } from '../support/platform.ts';
import { restHeaders } from '../support/restHeaders.ts';
import { redisUrl, servicesAnswer } from '../support/services.ts';
import { startTopology, type Instance, type Topology } from '../support/topology.ts';

const asAdmin = (accessToken?: string) => restHeaders({ deviceId: 'realm-changes-test', accessToken });

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
    headers: asAdmin(),
    body: JSON.stringify({ id: 'admin@ringside.test', secret: 'ringside-admin' }),
  });
  if (!signIn.ok) throw new Error(`the platform admin could not sign in: ${signIn.status}`);
  const { authorisationToken } = (await signIn.json()) as { authorisationToken: string };
  return fetch(new URL('/api/v2/admin/realms/ringside', backendUrl), {
    method: 'PUT',
    headers: asAdmin(authorisationToken),
    body: JSON.stringify(file),
  });
}

/** Ringside's name and first menu item as a backend serves them to an app. */
async function servedByBackend(backendUrl: string) {
  const realm = (await (await fetch(new URL('/api/v2/realm/ringside', backendUrl), { headers: asAdmin() })).json()) as { realmFullName: string };
  const init = (await (await fetch(new URL('/api/v1/init/?menuTargetPlatform=web', backendUrl), { headers: asAdmin() })).json()) as {
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

describe.runIf(await servicesAnswer('PostgreSQL', 'Redis'))(
  'a realm changed through one of two backends on one database and one Redis',
  () => {
    let topology: Topology;
    let redis: Redis;

    beforeAll(async () => {
      topology = await startTopology({ serveWeb: false });
      redis = new Redis(redisUrl);
    }, 300_000);

    afterAll(async () => {
      redis?.disconnect();
      await topology?.close();
    });

    it('is served by the other backend and through its gateway within a second of the answer', async () => {
      const [backendA, backendB] = topology.backends as [Instance, Instance];
      const gatewayOfB = topology.gateways[1]!;
      // Every server listens for realm changes: Redis counts them.
      await expect.poll(async () => Number((await redis.pubsub('NUMSUB', `${topology.redisPrefix}invalidate`))[1])).toBe(4);
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
