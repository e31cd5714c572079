// The production shape on one machine (tests/support/topology.ts): two
// backends and two gateways on one PostgreSQL and one Redis, behind a
// round-robin proxy. What a single process never shows: a viewer's requests
// and an operator's changes land on different instances, and an instance dies.
// (Realm changes served everywhere at once: realmChanges.test.ts; deployments
// apart on one Redis: redisNamespaces.test.ts; a renewal run resumed after its
// backend died: backend/src/subscription/renewals.test.ts.)
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/graphql.ts';
import { restHeaders } from '../support/restHeaders.ts';
import { redisUrl, servicesAnswer } from '../support/services.ts';
import { startTopology, type Topology } from '../support/topology.ts';

const VIEWER = '{ viewer { role isGuest sessionExpired } }';
const SIGN_IN = 'mutation ($email: String!, $password: String!) { signIn(input: { email: $email, password: $password }) { userErrors { messageKey } } }';

/** A browser's cookie jar, kept from the Set-Cookie headers it is sent. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    take(headers: Record<string, string | string[] | undefined>) {
      const setCookie = headers['set-cookie'];
      for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  };
}

async function restSignIn(backendUrl: string, email: string, password: string): Promise<string> {
  const answer = await fetch(new URL('/api/v2/login', backendUrl), {
    method: 'POST',
    headers: restHeaders({ deviceId: 'several-instances-admin' }),
    body: JSON.stringify({ id: email, secret: password }),
  });
  if (!answer.ok) throw new Error(`${email} could not sign in: ${answer.status}`);
  return ((await answer.json()) as { authorisationToken: string }).authorisationToken;
}

describe.runIf(await servicesAnswer('PostgreSQL', 'Redis'))('two backends and two gateways on PostgreSQL and Redis, behind a proxy', () => {
  let topology: Topology;
  beforeAll(async () => {
    // Access tokens this short are due at every request: each request of a signed-in browser refreshes.
    topology = await startTopology({ backendConfig: { accessTokenTtlSeconds: 2 }, serveWeb: false });
  }, 300_000);
  afterAll(() => topology?.close());

  it('keeps a signed-in browser signed in when a burst of its requests lands on both gateways', async () => {
    const jar = cookieJar();
    const signIn = await graphql(topology.url, SIGN_IN, {
      realm: 'ringside',
      variables: { email: 'fan@ringside.test', password: 'ringside-fan' },
    });
    expect(signIn.data?.signIn.userErrors).toEqual([]);
    jar.take(signIn.headers);
    const sentBefore = topology.proxied.length;

    // A page opening: several requests at once, all with the same (expired) access token and refresh token.
    const burst = await Promise.all(
      Array.from({ length: 6 }, () => graphql(topology.url, VIEWER, { realm: 'ringside', headers: { cookie: jar.header() } })),
    );
    expect(new Set(topology.proxied.slice(sentBefore))).toEqual(new Set([0, 1]));
    expect(burst.map((answer) => answer.data?.viewer)).toEqual(
      Array.from({ length: 6 }, () => ({ role: 'CUSTOMER', isGuest: false, sessionExpired: false })),
    );

    // Whichever answer's cookies the browser kept, its next requests are still the customer's, on either gateway.
    for (const answer of burst) jar.take(answer.headers);
    const after = await Promise.all(
      [0, 1].map(() => graphql(topology.url, VIEWER, { realm: 'ringside', headers: { cookie: jar.header() } })),
    );
    expect(after.map((answer) => answer.data?.viewer?.role)).toEqual(['CUSTOMER', 'CUSTOMER']);
  });

  it('announces a live event’s start on time when the backend that moved it has died', async () => {
    const doomed = await topology.addBackend();
    const listener = new Redis(redisUrl);
    const heard: { eventId?: string; at: string; heardAt: number }[] = [];
    try {
      listener.on('message', (_channel: string, payload: string) => heard.push({ ...JSON.parse(payload), heardAt: Date.now() }));
      await listener.subscribe(`${topology.redisPrefix}live:ringside`);

      const admin = await restSignIn(doomed.url, 'admin@ringside.test', 'ringside-admin');
      const startsAt = new Date(Date.now() + 4000);
      const moved = await fetch(new URL('/api/v2/admin/event/5', doomed.url), {
        method: 'PATCH',
        headers: restHeaders({ deviceId: 'several-instances-admin', accessToken: admin }),
        body: JSON.stringify({ startDate: startsAt.toISOString(), endDate: new Date(startsAt.getTime() + 3_600_000).toISOString() }),
      });
      expect(moved.status).toBe(200);
      // The backend that took the change (and armed its own clock for it) is gone before the start.
      await doomed.close();

      const started = () => heard.find((message) => message.eventId === '5' && new Date(message.at) >= startsAt);
      await expect.poll(started, { timeout: 10_000, interval: 100 }).toBeDefined();
      // On time: told by a surviving backend's clock within a second and a half of the start (its longest sleep is 30 s).
      expect(started()!.heardAt - startsAt.getTime()).toBeLessThan(1500);
    } finally {
      listener.disconnect();
    }
  });
});
