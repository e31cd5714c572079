// Subscriptions against the real backend and gateway (no Redis: the gateway
// reads the backend's live-event stream at the realm's liveEndpoint): over
// server-sent events as the web client subscribes, and over WebSocket as TV
// and mobile apps do. Events are moved with the admin route, as an operator would.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRingsideAccount } from '../support/accounts.ts';
import { graphql } from '../support/graphql.ts';
import { moveLiveEvent } from '../support/liveEvents.ts';
import { startPlatform, type RunningPlatform } from '../support/platform.ts';
import { restHeaders } from '../support/restHeaders.ts';
import { persistedOperationId } from '../../gateway/src/graphql/persistedOperations.ts';
import { defaultGraphQLPolicy } from '../../gateway/src/graphql/yogaPlugins.ts';
import { startGateway } from '../../gateway/src/server.ts';
import { subscribeOverSse, subscribeOverWebSocket, type Subscription } from '../support/subscriptions.ts';

let platform: RunningPlatform;
const open: Subscription[] = [];

beforeAll(async () => {
  platform = await startPlatform({ serveWeb: false });
});
afterAll(async () => {
  await Promise.all(open.map((subscription) => subscription.close().catch(() => {})));
  await platform?.close();
});

function keep<T extends Subscription>(subscription: T): T {
  open.push(subscription);
  return subscription;
}

async function restTokens(realm: string, path: string, body?: unknown): Promise<string> {
  const response = await fetch(new URL(path, platform.upstreamUrl), {
    method: 'POST',
    // A device each, as viewers have: one device checking in again and again is a flood (backend/README.md, "Rate limits").
    headers: restHeaders({ realm, deviceId: `subscriptions-test-${randomUUID()}` }),
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { authorisationToken: string }).authorisationToken;
}
const guestToken = () => restTokens('ringside', '/api/v2/login/guest/checkin');
const customerToken = (realm: 'ringside' | 'acme') =>
  restTokens(realm, '/api/v2/login', realm === 'acme' ? { id: 'fan@acme.test', secret: 'acme-fan' } : { id: 'fan@ringside.test', secret: 'ringside-fan' });

const liveNowQuery = 'subscription { liveNow { count events { internalId status } realm { liveEventCount } } }';
const eventQuery = 'subscription ($id: ID!) { liveEventUpdated(internalId: $id) { internalId title status } }';
const scheduleQuery = 'subscription { scheduleChanged { kind internalId event { title status } } }';

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);

describe('subscriptions over server-sent events (the web client)', () => {
  it('tells a guest the live-now count and list, then the new count when an event starts on the clock', async () => {
    const token = await guestToken();
    const liveNow = keep(subscribeOverSse(platform.url, liveNowQuery, { headers: { authorization: `Bearer ${token}`, 'x-ringside-realm': 'ringside' } }));
    const first = (await liveNow.next()).data!.liveNow;
    expect(first.count).toBe(first.events.length);
    expect(first.realm.liveEventCount).toBe(first.count);
    expect(first.events.every((event: { status: string }) => event.status === 'LIVE')).toBe(true);

    await moveLiveEvent(platform, { realm: 'ringside', eventId: 3, startDate: inSeconds(1), endDate: inSeconds(3600) });
    const started = (await liveNow.next()).data!.liveNow;
    expect(started.count).toBe(first.count + 1);
    expect(started.realm.liveEventCount).toBe(started.count);
    expect(started.events.map((event: { internalId: string }) => event.internalId)).toContain('3');
    await liveNow.close();
  });

  it('runs the web client’s persisted subscription by id, and refuses a GET without the CSRF header', async () => {
    const token = await guestToken();
    const { default: operations } = await import('../../gateway/persisted-operations/web/operations.json', { with: { type: 'json' } });
    const documentId = Object.entries(operations as Record<string, string>).find(([, text]) => text.startsWith('subscription useLiveNowSubscription'))?.[0];
    expect(documentId).toBeTruthy();
    const headers = { authorization: `Bearer ${token}`, 'x-ringside-realm': 'ringside', accept: 'text/event-stream' };

    const post = await fetch(new URL('/graphql', platform.url), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', 'accept-encoding': 'gzip, br' },
      body: JSON.stringify({ documentId }),
    });
    expect(post.status).toBe(200);
    expect(post.headers.get('content-type')).toMatch(/^text\/event-stream/);
    // Never compressed: a compressor would hold each event back until its buffer fills.
    expect(post.headers.get('content-encoding') ?? 'none').toBe('none');
    const reader = post.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('event: next')) text += (await reader.read()).value;
    expect(text).toMatch(/"liveNow":\{"realm":\{"liveEventCount":\d+/);
    await reader.cancel();

    const url = new URL('/graphql', platform.url);
    url.searchParams.set('documentId', documentId!);
    const withoutCsrf = await fetch(url, { headers });
    expect(withoutCsrf.status).toBe(403);
  });

  it('refuses a visitor without a session, and a guest where the realm has no guests', async () => {
    const anonymous = keep(subscribeOverSse(platform.url, liveNowQuery, { headers: { 'x-ringside-realm': 'ringside' } }));
    expect((await anonymous.next()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const ringsideToken = await guestToken();
    const elsewhere = keep(subscribeOverSse(platform.url, liveNowQuery, { headers: { authorization: `Bearer ${ringsideToken}`, 'x-ringside-realm': 'acme' } }));
    expect((await elsewhere.next()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('subscriptions over WebSocket (TV and mobile apps)', () => {
  it('follows one event from upcoming to live to ended, with the bearer in connection_init', async () => {
    const token = await customerToken('ringside');
    await moveLiveEvent(platform, { realm: 'ringside', eventId: 4, startDate: inSeconds(3600), endDate: inSeconds(7200) });
    const event = keep(
      subscribeOverWebSocket(platform.url, eventQuery, {
        variables: { id: '4' },
        connectionParams: { authorization: `Bearer ${token}`, 'x-ringside-realm': 'ringside' },
      }),
    );
    expect((await event.next()).data!.liveEventUpdated).toMatchObject({ internalId: '4', status: 'UPCOMING' });

    await moveLiveEvent(platform, { realm: 'ringside', eventId: 4, startDate: inSeconds(-1), endDate: inSeconds(1.5), title: 'Main card, now' });
    expect((await event.next()).data!.liveEventUpdated).toMatchObject({ status: 'LIVE', title: 'Main card, now' });
    // Nobody touches it: the backend's clock ends it.
    expect((await event.next()).data!.liveEventUpdated).toMatchObject({ status: 'ENDED' });
    await event.close();
  });

  it('tells the schedule’s changes in the viewer’s realm only', async () => {
    const [ringside, acme] = await Promise.all([customerToken('ringside'), customerToken('acme')]);
    const listenersBefore = platform.gateway.liveFeed.stats().listeners;
    const ringsideSchedule = keep(subscribeOverWebSocket(platform.url, scheduleQuery, { connectionParams: { authorization: `Bearer ${ringside}`, 'x-ringside-realm': 'ringside' } }));
    const acmeSchedule = keep(subscribeOverWebSocket(platform.url, scheduleQuery, { connectionParams: { authorization: `Bearer ${acme}`, 'x-ringside-realm': 'acme' } }));
    // Both are listening once the gateway holds a listener per subscription.
    await expect.poll(() => platform.gateway.liveFeed.stats().listeners).toBe(listenersBefore + 2);

    await moveLiveEvent(platform, { realm: 'ringside', eventId: 5, title: 'Noche de Campeones (moved)' });
    expect((await ringsideSchedule.next()).data!.scheduleChanged).toEqual({
      kind: 'UPDATED',
      internalId: '5',
      event: { title: 'Noche de Campeones (moved)', status: 'UPCOMING' },
    });
    await moveLiveEvent(platform, { realm: 'acme', eventId: 103, title: 'Acme only' });
    expect((await acmeSchedule.next()).data!.scheduleChanged).toMatchObject({ internalId: '103', event: { title: 'Acme only' } });
    // The acme change never reached ringside's subscriber, nor ringside's acme's.
    await expect(ringsideSchedule.next(500)).rejects.toThrow(/no result/);
  });

  it('starts a schedule subscription that resumes after a gap with RESYNC, then tells changes as they come', async () => {
    const token = await customerToken('ringside');
    const resumed = keep(
      subscribeOverSse(platform.url, 'subscription ($resumed: Boolean) { scheduleChanged(resumed: $resumed) { kind internalId event { title } } }', {
        headers: { authorization: `Bearer ${token}`, 'x-ringside-realm': 'ringside' },
        variables: { resumed: true },
      }),
    );
    expect((await resumed.next()).data!.scheduleChanged).toEqual({ kind: 'RESYNC', internalId: '', event: null });
    await moveLiveEvent(platform, { realm: 'ringside', eventId: 5, title: 'Noche de Campeones (after the gap)' });
    expect((await resumed.next()).data!.scheduleChanged).toEqual({ kind: 'UPDATED', internalId: '5', event: { title: 'Noche de Campeones (after the gap)' } });
  });

  it('refuses a connection without a session, and ignores cookies sent from another site', async () => {
    const anonymous = keep(subscribeOverWebSocket(platform.url, liveNowQuery, { connectionParams: { 'x-ringside-realm': 'ringside' } }));
    expect((await anonymous.next()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const token = await guestToken();
    const cookie = `rs_at_ringside=${token}`;
    const sameSite = keep(subscribeOverWebSocket(platform.url, liveNowQuery, { headers: { cookie, origin: platform.url, 'x-ringside-realm': 'ringside' } }));
    expect((await sameSite.next()).data?.liveNow).toBeTruthy();
    const crossSite = keep(
      subscribeOverWebSocket(platform.url, liveNowQuery, { headers: { cookie, origin: 'https://evil.example', 'x-ringside-realm': 'ringside' } }),
    );
    expect((await crossSite.next()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('subscriptions where only registered operations run (production)', () => {
  it('runs a registered subscription over WebSocket, by its text or by its id, and refuses any other', async () => {
    const registered = 'subscription TvLiveNow { liveNow { count } }';
    const id = persistedOperationId(registered);
    const policy = defaultGraphQLPolicy(true, new Map([[id, { text: registered, platform: 'tv', file: 'test' }]]));
    const production = await startGateway({ port: 0, host: '127.0.0.1', upstreamUrl: platform.upstreamUrl, production: true, graphql: policy });
    try {
      const connectionParams = { authorization: `Bearer ${await guestToken()}`, 'x-ringside-realm': 'ringside' };
      const adHoc = keep(subscribeOverWebSocket(production.url, 'subscription { liveNow { count events { title } } }', { connectionParams }));
      expect((await adHoc.next()).errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_ONLY');
      const byText = keep(subscribeOverWebSocket(production.url, registered, { connectionParams }));
      expect(typeof (await byText.next()).data?.liveNow.count).toBe('number');
      const byId = keep(subscribeOverWebSocket(production.url, '', { connectionParams, extensions: { persistedQuery: { version: 1, sha256Hash: id } } }));
      expect(typeof (await byId.next()).data?.liveNow.count).toBe('number');
      await Promise.all([byText.close(), byId.close()]);
    } finally {
      await production.close();
    }
  });
});

describe('a gateway that stops', () => {
  it('cuts its subscription streams at once, so clients subscribe again elsewhere, and stops promptly', async () => {
    const stopping = await startGateway({ port: 0, host: '127.0.0.1', upstreamUrl: platform.upstreamUrl });
    const auth = { authorization: `Bearer ${await guestToken()}`, 'x-ringside-realm': 'ringside' };
    const overSse = keep(subscribeOverSse(stopping.url, liveNowQuery, { headers: auth }));
    const overWebSocket = keep(subscribeOverWebSocket(stopping.url, liveNowQuery, { connectionParams: auth }));
    await overSse.next();
    await overWebSocket.next();
    const started = Date.now();
    await stopping.close();
    await Promise.all([overSse.ended(), overWebSocket.ended()]);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(stopping.gateway.liveFeed.stats()).toEqual({ listeners: 0, upstreamConnections: 0 });
  });
});

describe('what each viewer may hear', () => {
  async function rest<T>(method: string, path: string, body: unknown, token?: string): Promise<T> {
    const response = await fetch(new URL(path, platform.upstreamUrl), {
      method,
      headers: restHeaders({ deviceId: 'subscriptions-child-test', accessToken: token }),
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  it('keeps a child profile to what it may watch, while an adult on the same address hears everything', async () => {
    const account = await createRingsideAccount(platform);
    const adult = (await rest<{ authorisationToken: string }>('POST', '/api/v2/login', { id: account.email, secret: account.password })).authorisationToken;
    const child = await rest<{ id: string }>('POST', '/api/v2/profiles', { name: 'Kid', kind: 'CHILD' }, adult);
    const adultOther = (await rest<{ authorisationToken: string }>('POST', '/api/v2/login', { id: account.email, secret: account.password })).authorisationToken;
    const childToken = (await rest<{ authorisationToken: string }>('POST', '/api/v2/session/profile', { profileId: child.id }, adult)).authorisationToken;
    const as = (token: string) => ({ connectionParams: { authorization: `Bearer ${token}`, 'x-ringside-realm': 'ringside' } });

    // Event 4 is rated 18: it does not exist for the child.
    const forbidden = keep(subscribeOverWebSocket(platform.url, eventQuery, { ...as(childToken), variables: { id: '4' } }));
    expect((await forbidden.next()).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const childLiveNow = keep(subscribeOverWebSocket(platform.url, liveNowQuery, as(childToken)));
    const adultLiveNow = keep(subscribeOverWebSocket(platform.url, liveNowQuery, as(adultOther)));
    const childIds = (await childLiveNow.next()).data!.liveNow.events.map((event: { internalId: string }) => event.internalId);
    const adultIds = (await adultLiveNow.next()).data!.liveNow.events.map((event: { internalId: string }) => event.internalId);
    expect(childIds).toEqual(['2']); // the kickboxing night, rated 12; the MMA nights are 18
    expect(adultIds).toEqual(expect.arrayContaining(['1', '2']));

    const listenersBefore = platform.gateway.liveFeed.stats().listeners;
    const childSchedule = keep(subscribeOverWebSocket(platform.url, scheduleQuery, as(childToken)));
    const adultSchedule = keep(subscribeOverWebSocket(platform.url, scheduleQuery, as(adultOther)));
    await expect.poll(() => platform.gateway.liveFeed.stats().listeners).toBe(listenersBefore + 2);
    await moveLiveEvent(platform, { realm: 'ringside', eventId: 5, title: 'Rated 16' });
    await moveLiveEvent(platform, { realm: 'ringside', eventId: 6, title: 'Rated 12' });
    expect((await adultSchedule.next()).data!.scheduleChanged.event.title).toBe('Rated 16');
    expect((await adultSchedule.next()).data!.scheduleChanged.event.title).toBe('Rated 12');
    // The child never hears of the title above its rating, not even its id.
    expect((await childSchedule.next()).data!.scheduleChanged).toMatchObject({ internalId: '6', event: { title: 'Rated 12' } });
  });
});

describe('a subscription whose access token expires', () => {
  let shortLived: RunningPlatform;
  beforeAll(async () => {
    shortLived = await startPlatform({ serveWeb: false, accessTokenTtlSeconds: 4 });
  });
  afterAll(async () => {
    await shortLived?.close();
  });

  it('ends with UNAUTHENTICATED, reason TOKEN_EXPIRED, so the client renews its session and subscribes again', async () => {
    const response = await fetch(new URL('/api/v2/login/guest/checkin', shortLived.upstreamUrl), {
      method: 'POST',
      headers: restHeaders({ deviceId: 'expiry-test' }),
      body: '{}',
    });
    const { authorisationToken } = (await response.json()) as { authorisationToken: string };
    const liveNow = keep(subscribeOverSse(shortLived.url, liveNowQuery, { headers: { authorization: `Bearer ${authorisationToken}`, 'x-ringside-realm': 'ringside' } }));
    expect((await liveNow.next()).data?.liveNow).toBeTruthy();
    const expired = await liveNow.next();
    expect(expired.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'TOKEN_EXPIRED' });
    await liveNow.ended();
    await expect.poll(() => shortLived.gateway.liveFeed.stats()).toEqual({ listeners: 0, upstreamConnections: 0 });
  });
});

describe('what subscribers cost', () => {
  it('reads a change once for many subscribers who would see the same, and leaves nothing listening after they go', async () => {
    await Promise.all(open.splice(0).map((subscription) => subscription.close()));
    await expect.poll(() => platform.gateway.liveFeed.stats()).toEqual({ listeners: 0, upstreamConnections: 0 });

    const tokens = await Promise.all(Array.from({ length: 8 }, () => guestToken()));
    const subscribers = tokens.flatMap((token, index) => {
      const options = { headers: { authorization: `Bearer ${token}`, 'x-ringside-realm': 'ringside' }, connectionParams: { authorization: `Bearer ${token}`, 'x-ringside-realm': 'ringside' } };
      return [index % 2 ? subscribeOverSse(platform.url, scheduleQuery, options) : subscribeOverWebSocket(platform.url, scheduleQuery, options)];
    });
    await expect.poll(() => platform.gateway.liveFeed.stats()).toEqual({ listeners: 8, upstreamConnections: 1 });

    const eventReads = async () => {
      const metrics = await (await fetch(new URL('/metrics', platform.upstreamUrl))).text();
      return metrics
        .split('\n')
        .filter((line) => line.startsWith('ringside_backend_http_requests_total{') && line.includes('route="/api/v2/event"'))
        .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
    };
    // The gateway's count of subscription answers: executed for a subscriber, or reused from another.
    const answers = async () => {
      const metrics = await (await fetch(new URL('/metrics', platform.url))).text();
      const count = (answer: string) =>
        Number(metrics.split('\n').find((line) => line.startsWith(`gateway_subscription_answers_total{answer="${answer}"}`))?.split(' ').at(-1) ?? 0);
      return { executed: count('executed'), reused: count('reused') };
    };
    const before = await eventReads();
    const answersBefore = await answers();
    await moveLiveEvent(platform, { realm: 'ringside', eventId: 6, title: 'Told to eight' });
    for (const subscriber of subscribers) expect((await subscriber.next()).data!.scheduleChanged.event.title).toBe('Told to eight');
    // Eight guests of one realm, language and country: one REST read between them,
    // and one execution of their selection (it asks nothing about the viewer).
    expect((await eventReads()) - before).toBe(1);
    const answersAfter = await answers();
    expect({ executed: answersAfter.executed - answersBefore.executed, reused: answersAfter.reused - answersBefore.reused }).toEqual({ executed: 1, reused: 7 });

    await Promise.all(subscribers.map((subscriber) => subscriber.close()));
    await expect.poll(() => platform.gateway.liveFeed.stats()).toEqual({ listeners: 0, upstreamConnections: 0 });
  });

  it('still gives each viewer their own answer to a field about them, however many share the rest', async () => {
    const [first, second] = await Promise.all([createRingsideAccount(platform), createRingsideAccount(platform)]);
    const signIn = (account: { email: string; password: string }) => restTokens('ringside', '/api/v2/login', { id: account.email, secret: account.password });
    const [withIt, without] = await Promise.all([signIn(first), signIn(second)]);
    const added = await graphql(platform.url, 'mutation ($id: ID!) { addToWatchlist(input: { contentId: $id }) { content { ... on LiveEvent { inMyList } } } }', {
      realm: 'ringside',
      variables: { id: Buffer.from('LiveEvent:6').toString('base64') },
      headers: { authorization: `Bearer ${withIt}` },
    });
    expect(added.data?.addToWatchlist.content).toEqual({ inMyList: true });

    const query = 'subscription ($id: ID!) { liveEventUpdated(internalId: $id) { title inMyList } }';
    const as = (token: string) => ({ connectionParams: { authorization: `Bearer ${token}`, 'x-ringside-realm': 'ringside' }, variables: { id: '6' } });
    const mine = keep(subscribeOverWebSocket(platform.url, query, as(withIt)));
    const theirs = keep(subscribeOverWebSocket(platform.url, query, as(without)));
    expect((await mine.next()).data!.liveEventUpdated.inMyList).toBe(true);
    expect((await theirs.next()).data!.liveEventUpdated.inMyList).toBe(false);
    await moveLiveEvent(platform, { realm: 'ringside', eventId: 6, title: 'On one list' });
    expect((await mine.next()).data!.liveEventUpdated).toEqual({ title: 'On one list', inMyList: true });
    expect((await theirs.next()).data!.liveEventUpdated).toEqual({ title: 'On one list', inMyList: false });
  });
});
