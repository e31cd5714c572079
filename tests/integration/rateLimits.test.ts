// Limits as viewers meet them, against the real backend and gateways: a limit
// says it is one (HTTP 429 with Retry-After, RATE_LIMITED with
// retryAfterSeconds), never "the platform is not available"; a crowd behind one
// address still gets the realm's pages; and the per-viewer limits hold on every
// transport (HTTP, server-sent events, WebSocket), however fast messages come.
// Limits are made small through configuration (RATE_LIMIT_SCALE, the gateway's
// GRAPHQL_* limits) rather than with thousands of requests.
import { randomUUID } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { rateLimitRules } from '../../backend/src/security/rateLimits.ts';
import { startGateway } from '../../gateway/src/server.ts';
import { MAX_OPERATIONS_PER_CONNECTION } from '../../gateway/src/http/graphqlWebSocket.ts';
import { graphql } from '../support/graphql.ts';
import { startPlatform, type RunningPlatform } from '../support/platform.ts';
import { restHeaders } from '../support/restHeaders.ts';
import { redisUrl, removeRedisKeys, scratchRedisPrefix, servicesAnswer } from '../support/services.ts';
import { subscribeOverSse, subscribeOverWebSocket, type Subscription } from '../support/subscriptions.ts';

const withRedis = await servicesAnswer('Redis');

// A quarter of every backend limit: 15 guest check-ins a minute from one address
// before a question, 150 in all; 3 per device.
const SCALE = 0.25;
const scaled = (max: number) => Math.max(1, Math.round(max * SCALE));
const checkInAllowance = scaled(rateLimitRules.checkInAsGuest!.challengeBeyond!.max);

let platform: RunningPlatform;
const open: Subscription[] = [];
const closers: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  // One proxy hop trusted: each story comes from an address of its own (X-Forwarded-For).
  platform = await startPlatform({ rateLimitScale: SCALE, trustedProxyHops: 1 });
});
afterAll(async () => {
  await Promise.all(open.map((subscription) => subscription.close().catch(() => {})));
  for (const close of closers.reverse()) await close();
  await platform?.close();
});

function keep<T extends Subscription>(subscription: T): T {
  open.push(subscription);
  return subscription;
}

/** A gateway of its own in front of the platform's backend, with small limits of its own. */
async function gatewayWith(options: Partial<Parameters<typeof startGateway>[0]>) {
  const gateway = await startGateway({ port: 0, host: '127.0.0.1', upstreamUrl: platform.upstreamUrl, ...options });
  closers.push(() => gateway.close());
  return gateway.url;
}

/** A guest's access token, checked in straight at the backend as a TV app would be (its own device, its own address). */
async function guestToken(): Promise<string> {
  const response = await fetch(new URL('/api/v2/login/guest/checkin', platform.upstreamUrl), {
    method: 'POST',
    headers: { ...restHeaders({ deviceId: randomUUID() }), 'x-client-ip': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
    body: '{}',
  });
  if (!response.ok) throw new Error(`check-in: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { authorisationToken: string }).authorisationToken;
}

const fromAddress = (address: string) => ({ 'x-forwarded-for': address });

describe('a crowd behind one address (an office, a bar showing a fight, a carrier’s NAT)', () => {
  it('gets the realm’s page on every one of 60 first visits, the later ones with a question before their guest session', async () => {
    const home = new URL('/', platform.url.replace('127.0.0.1', 'localhost'));
    const pages: { status: number; html: string }[] = [];
    for (let i = 0; i < 60; i += 1) {
      // No cookies: every load is a new visitor.
      const response = await fetch(home, { headers: { accept: 'text/html', 'accept-language': 'en', ...fromAddress('203.0.113.10') } });
      pages.push({ status: response.status, html: await response.text() });
    }

    // What a viewer would see of each: the realm's page, rendered, not an error.
    const seen = pages.map(({ status, html }) => ({
      status,
      realmsPage: /<title[^>]*>Ringside/.test(html) && html.includes('<a href="/signup"'),
      error: /Something went wrong|not available/.test(html),
    }));
    expect(seen).toEqual(Array(60).fill({ status: 200, realmsPage: true, error: false }));
    const asked = pages.filter((page) => page.html.includes('Lots of viewers are arriving from your network'));
    expect(asked.length).toBe(60 - checkInAllowance);
    expect(asked[0]!.html).toMatch(/What is \d+ \+ \d+\?/);
  });

  it('lets a visitor who answers the question in: a guest, by the check-in mutation', async () => {
    const address = fromAddress('203.0.113.11');
    const ask = () => graphql(platform.url, 'mutation ($captcha: CaptchaAnswerInput) { checkInAsGuest(input: { captcha: $captcha }) { viewer { role } userErrors { messageKey } captchaChallenge { id prompt } } }', {
      realm: 'ringside',
      headers: { ...address, 'x-device-id': randomUUID() },
    });
    for (let i = 0; i < checkInAllowance; i += 1) expect((await ask()).data!.checkInAsGuest.viewer.role).toBe('GUEST');
    expect((await ask()).data!.checkInAsGuest).toMatchObject({ viewer: { role: 'UNAUTHENTICATED' }, userErrors: [{ messageKey: 'captchaRequired' }] });

    // The web client's first query asks for the check-in itself, and is told the question.
    const firstPage = await graphql(platform.url, '{ realm { name } viewer { role guestCheckInChallenge { id prompt } } }', {
      realm: 'ringside',
      headers: { ...address, 'x-device-id': randomUUID(), 'x-ringside-guest-check-in': 'auto' },
    });
    expect(firstPage.data).toMatchObject({ realm: { name: 'ringside' }, viewer: { role: 'UNAUTHENTICATED', guestCheckInChallenge: { prompt: expect.stringMatching(/^What is/) } } });
    const asked = { captchaChallenge: firstPage.data!.viewer.guestCheckInChallenge };

    const [, a, b] = /(\d+) \+ (\d+)/.exec(asked.captchaChallenge.prompt)!;
    const answered = await graphql(platform.url, 'mutation ($captcha: CaptchaAnswerInput) { checkInAsGuest(input: { captcha: $captcha }) { viewer { role } captchaChallenge { id } } }', {
      realm: 'ringside',
      headers: { ...address, 'x-device-id': randomUUID() },
      variables: { captcha: { challengeId: asked.captchaChallenge.id, answer: String(Number(a) + Number(b)) } },
    });
    expect(answered.data).toEqual({ checkInAsGuest: { viewer: { role: 'GUEST' }, captchaChallenge: null } });
  });
});

describe('a limit that refuses says so', () => {
  it('refuses a device checking in again and again with RATE_LIMITED and when to come back, 429 and Retry-After over HTTP', async () => {
    const device = { ...fromAddress('203.0.113.20'), 'x-device-id': 'a-looping-tv-app' };
    const checkIn = () => graphql(platform.url, 'mutation { checkInAsGuest { viewer { role } } }', { realm: 'ringside', headers: device });
    const perDevice = scaled(rateLimitRules.checkInAsGuest!.device!.max);
    for (let i = 0; i < perDevice; i += 1) expect((await checkIn()).status).toBe(200);

    const refused = await checkIn();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'RATE_LIMITED', retryAfterSeconds: Number(refused.headers['retry-after']) }) }),
    ]);
    expect(refused.errors![0]!.message).not.toMatch(/not available/);
  });

  it('refuses a sign-up flood the same way', async () => {
    const signUp = (email: string) =>
      graphql(
        platform.url,
        `mutation ($input: SignUpInput!) { signUp(input: $input) { lacksConfirmation userErrors { messageKey } } }`,
        {
          realm: 'ringside',
          headers: { ...fromAddress('203.0.113.30'), 'x-device-id': randomUUID() },
          variables: {
            input: {
              email,
              password: 'fight-night-42',
              fields: [
                { fieldName: 'fullName', value: 'Nia Okafor' },
                { fieldName: 'country', value: 'GB' },
              ],
              consents: [{ fieldName: 'termsAndConditions', agreed: true }],
            },
          },
        },
      );
    // One sign-up per email an hour at this scale: the second for the same address is the flood.
    const first = await signUp('crowd-limit@example.test');
    expect(first.errors).toBeUndefined();
    const refused = await signUp('crowd-limit@example.test');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: Number(refused.headers['retry-after']) });
  });
});

/** One operation over an open graphql-ws connection: its result, or the errors it was refused with. */
function runOverWebSocket(client: Client, query: string): Promise<{ data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] }> {
  return new Promise((resolve) => {
    let result: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] } = {};
    client.subscribe(
      { query },
      {
        next: (value) => void (result = value as typeof result),
        error: (errors) => resolve({ errors: errors as never }),
        complete: () => resolve(result),
      },
    );
  });
}

function wsClient(gatewayUrl: string, token: string): Client {
  const client = createClient({
    url: gatewayUrl.replace(/^http/, 'ws') + '/graphql',
    connectionParams: { authorization: `Bearer ${token}`, 'x-ringside-realm': 'ringside' },
    retryAttempts: 0,
    webSocketImpl: WebSocket,
  });
  closers.push(() => client.dispose() as Promise<void>);
  return client;
}

describe('the per-viewer GraphQL budget on WebSocket', () => {
  it('refuses the operation over the budget with RATE_LIMITED, and the viewer’s HTTP requests share the budget', async () => {
    const url = await gatewayWith({ graphqlRateLimitPerMinute: 5 });
    const token = await guestToken();
    const client = wsClient(url, token);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await runOverWebSocket(client, '{ viewer { role } }'));
    expect(answers).toEqual(Array(5).fill({ data: { viewer: { role: 'GUEST' } } }));

    const refused = await runOverWebSocket(client, '{ viewer { role } }');
    expect(refused.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) }) })]);
    const overHttp = await graphql(url, '{ viewer { role } }', { realm: 'ringside', headers: { authorization: `Bearer ${token}` } });
    expect(overHttp.status).toBe(429);

    // Another viewer has a budget of their own.
    expect(await runOverWebSocket(wsClient(url, await guestToken()), '{ viewer { role } }')).toEqual({ data: { viewer: { role: 'GUEST' } } });
  });
});

const liveNow = 'subscription { liveNow { count } }';

/** A raw graphql-transport-ws connection, acknowledged, whose messages the test reads as they come. */
async function rawSocket(gatewayUrl: string, token: string) {
  const socket = new WebSocket(gatewayUrl.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws');
  closers.push(async () => socket.close());
  const messages: { id?: string; type: string; payload?: any }[] = [];
  const listeners = new Set<() => void>();
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)));
    for (const listener of listeners) listener();
  });
  const until = (holds: () => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!holds()) return;
        listeners.delete(check);
        resolve();
      };
      listeners.add(check);
      check();
    });
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}`, 'x-ringside-realm': 'ringside' } }));
  await until(() => messages.some((message) => message.type === 'connection_ack'));
  return { socket, messages, until };
}

describe('operations on one WebSocket connection', () => {
  it('never runs more than the cap at once, however fast subscribe messages come, and tells the refused ones why', async () => {
    const url = await gatewayWith({});
    const { socket, messages, until } = await rawSocket(url, await guestToken());
    const sent = MAX_OPERATIONS_PER_CONNECTION + 10;
    // All at once, without waiting for any answer.
    for (let i = 1; i <= sent; i += 1) socket.send(JSON.stringify({ id: String(i), type: 'subscribe', payload: { query: liveNow } }));

    const answered = (id: string) => messages.some((message) => message.id === id && (message.type === 'next' || message.type === 'error'));
    await until(() => Array.from({ length: sent }, (_, i) => String(i + 1)).every(answered));
    const live = new Set(messages.filter((message) => message.type === 'next').map((message) => message.id));
    const refused = messages.filter((message) => message.type === 'error');
    expect(live.size).toBe(MAX_OPERATIONS_PER_CONNECTION);
    expect(refused).toHaveLength(sent - MAX_OPERATIONS_PER_CONNECTION);
    for (const { payload } of refused) expect(payload).toEqual([expect.objectContaining({ extensions: { code: 'TOO_MANY_OPERATIONS' } })]);

    // An operation that ends gives its place back.
    socket.send(JSON.stringify({ id: [...live][0], type: 'complete' }));
    await expect
      .poll(async () => {
        const id = randomUUID();
        socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query: liveNow } }));
        await until(() => answered(id));
        const next = messages.some((message) => message.id === id && message.type === 'next');
        if (next) socket.send(JSON.stringify({ id, type: 'complete' }));
        return next;
      })
      .toBe(true);
  });
});

describe('the subscriptions one viewer holds open, over server-sent events and WebSocket together', () => {
  const cap = 3;
  const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'x-ringside-realm': 'ringside' });

  it('stops at the cap with TOO_MANY_SUBSCRIPTIONS, frees a place when one ends, and leaves other viewers alone', async () => {
    const url = await gatewayWith({ graphqlSubscriptionsPerViewer: cap });
    const token = await guestToken();
    const sse = [keep(subscribeOverSse(url, liveNow, { headers: auth(token) })), keep(subscribeOverSse(url, liveNow, { headers: auth(token) }))];
    const ws = keep(subscribeOverWebSocket(url, liveNow, { connectionParams: auth(token) }));
    for (const subscription of [...sse, ws]) expect((await subscription.next()).data?.liveNow.count).toEqual(expect.any(Number));

    const overWs = keep(subscribeOverWebSocket(url, liveNow, { connectionParams: auth(token) }));
    expect((await overWs.next()).errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_SUBSCRIPTIONS' });
    const overSse = keep(subscribeOverSse(url, liveNow, { headers: auth(token) }));
    expect((await overSse.next()).errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_SUBSCRIPTIONS' });

    const other = keep(subscribeOverSse(url, liveNow, { headers: auth(await guestToken()) }));
    expect((await other.next()).data?.liveNow).toBeDefined();

    await sse[0]!.close();
    await expect
      .poll(async () => {
        const again = keep(subscribeOverWebSocket(url, liveNow, { connectionParams: auth(token) }));
        const first = await again.next();
        if (!first.data) await again.close();
        return first.data?.liveNow !== undefined;
      })
      .toBe(true);
  });

  // Shared across gateways through Redis, where it answers (CI has one).
  it.runIf(withRedis)('holds the cap across gateways that share a Redis', async () => {
    const redisPrefix = scratchRedisPrefix();
    closers.push(() => removeRedisKeys(redisPrefix));
    const first = await gatewayWith({ graphqlSubscriptionsPerViewer: cap, redisUrl, redisPrefix });
    const second = await gatewayWith({ graphqlSubscriptionsPerViewer: cap, redisUrl, redisPrefix });
    const token = await guestToken();
    for (const url of [first, first, second]) {
      const subscription = keep(subscribeOverSse(url, liveNow, { headers: auth(token) }));
      expect((await subscription.next()).data?.liveNow).toBeDefined();
    }
    const refused = keep(subscribeOverWebSocket(second, liveNow, { connectionParams: auth(token) }));
    expect((await refused.next()).errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_SUBSCRIPTIONS' });
  });
});
