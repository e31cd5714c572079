import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase } from '../db/pgliteDatabase.ts';
import { configFromEnv } from '../config.ts';
import { buildBackend } from '../server.ts';
import { bearer, headers, signIn } from '../testing/testBackend.ts';
import { createRedisChannel, type LiveMessage } from './liveChannel.ts';
import { startLiveClock } from './liveClock.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemoData } from '../seed/seedDemoData.ts';

/** Reads a server-sent-events response as a queue of `{event, id, data}` messages. */
function sseReader(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  const ready: { event: string; id?: string; data: string }[] = [];
  async function next(timeoutMs = 5000): Promise<{ event: string; id?: string; data: string }> {
    const deadline = Date.now() + timeoutMs;
    while (ready.length === 0) {
      const read = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no message in time')), deadline - Date.now())),
      ]);
      if (read.done) throw new Error('stream ended');
      pending += read.value;
      let end: number;
      while ((end = pending.indexOf('\n\n')) >= 0) {
        const block = pending.slice(0, end);
        pending = pending.slice(end + 2);
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => line && !line.startsWith(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart()]),
        );
        if (fields.data !== undefined) ready.push({ event: fields.event ?? 'message', id: fields.id, data: fields.data });
      }
    }
    return ready.shift()!;
  }
  return { next, cancel: () => reader.cancel() };
}

describe('the live-event channel', () => {
  let app: FastifyInstance;
  let url: string;
  let adminToken: string;
  let customerToken: string;
  const streams: { cancel(): Promise<void> }[] = [];

  beforeAll(async () => {
    const database = await openPgliteDatabase();
    // The real clock: the live clock's timer must see time pass.
    app = await buildBackend({ database, config: { ...configFromEnv(), redisUrl: null, demoData: true } });
    app.addHook('onClose', () => database.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    adminToken = (await signIn(app, 'ringside', 'admin@ringside.test', 'ringside-admin')).authorisationToken;
    customerToken = (await signIn(app, 'ringside', 'fan@ringside.test', 'ringside-fan')).authorisationToken;
  });
  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.cancel().catch(() => {})));
    await app?.close();
  });

  const openStream = async (realm = 'ringside', extra: Record<string, string> = {}) => {
    const response = await fetch(`${url}/live/${realm}/events`, { headers: { 'x-api-key': 'ringside-demo-key', ...extra } });
    if (response.ok) streams.push(sseReader(response.clone()));
    return response;
  };
  const moveEvent = (id: number, body: unknown, token = adminToken) =>
    app.inject({ method: 'PATCH', url: `/api/v2/admin/event/${id}`, headers: { ...headers(), ...bearer(token) }, payload: body as object });

  it('refuses a stream without the api key, and a realm that does not exist', async () => {
    expect((await fetch(`${url}/live/ringside/events`)).status).toBe(401);
    expect((await openStream('nowhere')).status).toBe(404);
  });

  it('lets only an admin of the realm change an event, and checks what they send', async () => {
    expect((await moveEvent(3, { title: 'Mine now' }, customerToken)).statusCode).toBe(403);
    expect((await moveEvent(3, {})).statusCode).toBe(400);
    const nothing = await moveEvent(3, { colour: 'red' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toMatch(/must change at least one of startDate, endDate, title/);
    expect((await moveEvent(3, { startDate: 'tomorrow' })).statusCode).toBe(400);
    const backwards = await moveEvent(3, { startDate: '2030-01-02T00:00:00Z', endDate: '2030-01-01T00:00:00Z' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/endDate must be after startDate/);
    expect((await moveEvent(999, { title: 'Nothing' })).statusCode).toBe(404);
  });

  it('tells the stream when an admin starts an event now, and again when its moved end comes', async () => {
    const response = await openStream();
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const stream = sseReader(response);
    const now = Date.now();
    const moved = await moveEvent(3, { startDate: new Date(now - 1000).toISOString(), endDate: new Date(now + 700).toISOString(), title: 'Moved up' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: '3', status: 'LIVE', title: 'Moved up' });

    const started = await stream.next();
    expect(started.event).toBe('live');
    expect(JSON.parse(started.data)).toMatchObject({ realmId: 1, kind: 'EVENT_CHANGED', eventId: '3', liveCount: 3 } satisfies Partial<LiveMessage>);
    // Nobody touches it now: the clock tells that it ended, once.
    const ended = await stream.next(5000);
    expect(JSON.parse(ended.data)).toMatchObject({ kind: 'EVENT_CHANGED', eventId: '3', liveCount: 2 });
    await expect(stream.next(1200)).rejects.toThrow('no message in time');
    await stream.cancel();
  });

  it('replays what a reconnecting reader missed, and asks a reader from another run to read afresh', async () => {
    const first = sseReader(await openStream());
    await moveEvent(4, { title: 'One' });
    const one = await first.next();
    await first.cancel();
    await moveEvent(4, { title: 'Two' });
    await moveEvent(4, { title: 'Three' });

    const resumed = sseReader(await openStream('ringside', { 'last-event-id': one.id! }));
    expect([(await resumed.next()).id, (await resumed.next()).id]).toHaveLength(2);
    await resumed.cancel();

    const stranger = sseReader(await openStream('ringside', { 'last-event-id': 'deadbeef-12' }));
    expect((await stranger.next()).event).toBe('resync');
    await stranger.cancel();
  });

  it('ends open streams when the server closes, so closing does not wait for them', async () => {
    const database = await openPgliteDatabase();
    const other = await buildBackend({ database, config: { ...configFromEnv(), redisUrl: null, demoData: true } });
    await other.listen({ port: 0, host: '127.0.0.1' });
    const port = (other.server.address() as { port: number }).port;
    const response = await fetch(`http://127.0.0.1:${port}/live/acme/events`, { headers: { 'x-api-key': 'ringside-demo-key' } });
    const stream = sseReader(response);
    const started = Date.now();
    await other.close();
    await database.close();
    await expect(stream.next()).rejects.toThrow(/stream ended|terminated/);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
async function redisReachable(): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const withRedis = (await redisReachable()) || process.env.CI === 'true';

describe.runIf(withRedis)('the live-event channel on Redis', () => {
  it('delivers each message once to every subscriber of every instance, and lets one instance claim a transition', async () => {
    const realm = `test-${Math.random().toString(36).slice(2, 8)}`;
    const [a, b] = [createRedisChannel(redisUrl), createRedisChannel(redisUrl)];
    try {
      const heard: string[] = [];
      const subscribed = new Promise<void>((resolve) => setTimeout(resolve, 0));
      const stopA = a.subscribe(realm, (message) => heard.push(`a:${message.eventId}`));
      const stopB = b.subscribe(realm, (message) => heard.push(`b:${message.eventId}`));
      await subscribed;
      // Wait until both subscriptions are in place: Redis counts them.
      const probe = new Redis(redisUrl);
      await expect.poll(async () => (await probe.pubsub('NUMSUB', `ringside:live:${realm}`))[1]).toBe(2);
      await a.publish(realm, { realmId: 1, kind: 'EVENT_CHANGED', eventId: '7', liveCount: 1, at: new Date().toISOString() });
      await expect.poll(() => heard.sort()).toEqual(['a:7', 'b:7']);

      const key = `transition:test:${realm}`;
      expect(await Promise.all([a.claim(key, 10), b.claim(key, 10)])).toEqual(expect.arrayContaining([true, false]));

      stopA();
      stopB();
      expect(a.listenerCount() + b.listenerCount()).toBe(0);
      await expect.poll(async () => (await probe.pubsub('NUMSUB', `ringside:live:${realm}`))[1]).toBe(0);
      probe.disconnect();
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('tells an event’s start once when two backends’ clocks watch it', async () => {
    const database = await openPgliteDatabase();
    await migrate(database);
    await seedDemoData(database, new Date());
    const listener = createRedisChannel(redisUrl);
    const channels = [createRedisChannel(redisUrl), createRedisChannel(redisUrl)];
    const clocks: ReturnType<typeof startLiveClock>[] = [];
    try {
      // A realm of this test's own name would need a row; the demo's acme is realm 2 of this fresh database.
      const heard: LiveMessage[] = [];
      listener.subscribe('acme', (message) => heard.push(message));
      const probe = new Redis(redisUrl);
      await expect.poll(async () => Number((await probe.pubsub('NUMSUB', 'ringside:live:acme'))[1])).toBeGreaterThanOrEqual(1);
      probe.disconnect();
      for (const channel of channels) clocks.push(startLiveClock({ db: database, channel, now: () => new Date() }));
      const startsAt = new Date(Date.now() + 400);
      await database.query('update live_event set start_date = $1, end_date = $2 where id = 101', [startsAt, new Date(startsAt.getTime() + 3_600_000)]);
      for (const clock of clocks) clock.replan();
      await expect.poll(() => heard.filter((message) => message.eventId === '101')).toHaveLength(1);
      // Both clocks have passed the start by now; still told once.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard.filter((message) => message.eventId === '101')).toHaveLength(1);
    } finally {
      for (const clock of clocks) clock.stop();
      for (const channel of [listener, ...channels]) await channel.close();
      await database.close();
    }
  });
});
