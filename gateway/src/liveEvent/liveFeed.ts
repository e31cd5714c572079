// The backend's live-event channel as the gateway hears it: one upstream
// connection per realm per gateway process, held while at least one
// subscriber of the realm listens, fanned out here to all of them.
//
// Two sources, as the backend publishes (backend/README.md "The live-event
// channel"): Redis pub/sub when the gateway has REDIS_URL (the channel
// `{REDIS_PREFIX}live:{realm}`), else the realm's `liveEndpoint` on the backend, a
// server-sent-events stream read with the api key. Either way a connection
// that drops is made again with backoff, and listeners are then told RESYNC:
// messages may have been missed, so they read the current state afresh.
// (@graphql-yoga/redis-event-target does the Redis part but says nothing
// about a gap, which is why this is ours.)
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { redisKeyPrefix } from '@ringside/ops/environment';
import { Redis } from 'ioredis';

/** One message of a realm's topic (the backend's LiveMessage). */
export interface LiveMessage {
  realmId: number;
  kind: 'EVENT_CHANGED' | 'EVENT_REMOVED' | 'LIVE_COUNT';
  eventId?: string;
  liveCount: number;
  at: string;
}

/**
 * What a listener hears. `seq` grows with every signal of this process: two
 * subscribers reacting to the same signal share one upstream read (per
 * language and viewer class, liveEventSubscriptions.ts).
 */
export type LiveSignal = SignalBody & { seq: number };
type SignalBody = { kind: 'MESSAGE'; message: LiveMessage } | { kind: 'RESYNC' };

export type LiveSignalListener = (signal: LiveSignal) => void;

export interface LiveRealm {
  name: string;
  /** Path of the realm's stream on the backend, e.g. `/live/ringside/events`. */
  liveEndpoint: string;
}

export interface LiveFeed {
  subscribe(realm: LiveRealm, listener: LiveSignalListener): () => void;
  /**
   * Resolves once the realm's upstream connection is open (at once if it is),
   * or after `withinMs` whatever happens: what is published from then on
   * reaches the realm's listeners. A subscription reads its first answer after
   * this, so that answer never predates the channel. Needs a listener of the
   * realm (it opens the connection); without one it resolves at once.
   */
  heard(realmName: string, withinMs?: number): Promise<void>;
  /** The newest signal's seq (0 before any). */
  currentSeq(): number;
  /** Listeners and upstream connections held now: both 0 once every subscriber has gone. */
  stats(): { listeners: number; upstreamConnections: number };
  close(): Promise<void>;
}

/** A realm's Redis channel, after the deployment's prefix (the backend publishes on the same name). */
export function liveTopic(prefix: string, realmName: string): string {
  return `${prefix}live:${realmName}`;
}

interface Upstream {
  stop(): void;
}

/** How long a subscription waits for a realm's channel before reading anyway (a backend that is down). */
const HEARD_WITHIN_MS = 3000;

/** Called by a source when its connection for a realm is open (again). */
type Connected = () => void;

/**
 * The fan-out every source shares: listeners per realm, an upstream opened for
 * a realm's first listener and stopped when its last one leaves.
 */
function createFanOut(open: (realm: LiveRealm, emit: (signal: SignalBody) => void, connected: Connected) => Upstream) {
  let seq = 0;
  type RealmEntry = { listeners: Set<LiveSignalListener>; upstream: Upstream; connected: boolean; waiting: Set<() => void> };
  const realms = new Map<string, RealmEntry>();
  function emit(realmName: string, signal: SignalBody) {
    const entry = realms.get(realmName);
    if (!entry) return;
    const numbered = { ...signal, seq: ++seq } as LiveSignal;
    for (const listener of [...entry.listeners]) {
      try {
        listener(numbered);
      } catch {
        // One subscriber's failure is its own.
      }
    }
  }
  return {
    subscribe(realm: LiveRealm, listener: LiveSignalListener) {
      let entry = realms.get(realm.name);
      if (!entry) {
        const created: RealmEntry = { listeners: new Set(), upstream: { stop() {} }, connected: false, waiting: new Set() };
        realms.set(realm.name, (entry = created));
        const connected = () => {
          created.connected = true;
          for (const wake of created.waiting) wake();
          created.waiting.clear();
        };
        created.upstream = open(realm, (signal) => emit(realm.name, signal), connected);
      }
      entry.listeners.add(listener);
      const held = entry;
      return () => {
        if (!held.listeners.delete(listener) || held.listeners.size > 0) return;
        realms.delete(realm.name);
        held.upstream.stop();
        for (const wake of held.waiting) wake();
      };
    },
    heard(realmName: string, withinMs = HEARD_WITHIN_MS): Promise<void> {
      const entry = realms.get(realmName);
      if (!entry || entry.connected) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          entry.waiting.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, withinMs);
        entry.waiting.add(wake);
      });
    },
    currentSeq: () => seq,
    listenerCount: () => [...realms.values()].reduce((sum, entry) => sum + entry.listeners.size, 0),
    realmCount: () => realms.size,
    stopAll() {
      for (const entry of realms.values()) {
        entry.upstream.stop();
        for (const wake of entry.waiting) wake();
      }
      realms.clear();
    },
  };
}

function parseMessage(text: string): LiveMessage | null {
  try {
    const message = JSON.parse(text) as LiveMessage;
    return typeof message === 'object' && message && typeof message.kind === 'string' ? message : null;
  } catch {
    return null;
  }
}

/** Redis: one subscriber connection for the process, one channel per realm with listeners. */
export function createRedisLiveFeed(
  redisUrl: string,
  // prefix: REDIS_PREFIX; by default the one redisKeyPrefix gives REDIS_URL.
  options: { onError?: (error: Error) => void; prefix?: string | null } = {},
): LiveFeed {
  const onError = options.onError ?? (() => {});
  const prefix = redisKeyPrefix(redisUrl, options.prefix);
  let connection: Redis | null = null;
  const handlers = new Map<string, (signal: SignalBody) => void>();
  const fanOut = createFanOut((realm, emit, connected) => {
    const topic = liveTopic(prefix, realm.name);
    handlers.set(topic, emit);
    subscriber()
      .subscribe(topic)
      .then(connected, (error: Error) => onError(error));
    return {
      stop() {
        handlers.delete(topic);
        connection?.unsubscribe(topic).catch((error: Error) => onError(error));
      },
    };
  });
  function subscriber(): Redis {
    if (connection) return connection;
    // ioredis reconnects with backoff and subscribes again by itself.
    const redis = new Redis(redisUrl, {
      maxRetriesPerRequest: null,
      retryStrategy: (attempt) => Math.min(100 * 2 ** attempt, 5000),
    });
    let lost = false;
    redis.on('error', onError);
    redis.on('close', () => void (lost = true));
    redis.on('ready', () => {
      if (!lost) return;
      lost = false;
      for (const emit of handlers.values()) emit({ kind: 'RESYNC' });
    });
    redis.on('message', (topic: string, payload: string) => {
      const message = parseMessage(payload);
      if (message) handlers.get(topic)?.({ kind: 'MESSAGE', message });
    });
    return (connection = redis);
  }
  return {
    subscribe: fanOut.subscribe,
    heard: fanOut.heard,
    currentSeq: fanOut.currentSeq,
    stats: () => ({ listeners: fanOut.listenerCount(), upstreamConnections: fanOut.realmCount() }),
    async close() {
      fanOut.stopAll();
      if (connection) await connection.quit().catch(() => connection?.disconnect());
      connection = null;
    },
  };
}

export interface UpstreamLiveFeedOptions {
  upstreamUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  /** First wait before reconnecting; doubles up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  onError?: (error: unknown) => void;
}

/** The backend's SSE stream per realm, read while the realm has listeners. */
export function createUpstreamLiveFeed(options: UpstreamLiveFeedOptions): LiveFeed {
  const fetchFn = options.fetch ?? fetch;
  const backoffMs = options.backoffMs ?? 250;
  const maxBackoffMs = options.maxBackoffMs ?? 5000;
  const onError = options.onError ?? (() => {});

  const fanOut = createFanOut((realm, emit, connected) => {
    const abort = new AbortController();
    void follow(realm, emit, connected, abort.signal);
    return { stop: () => abort.abort() };
  });

  async function follow(realm: LiveRealm, emit: (signal: SignalBody) => void, connected: Connected, signal: AbortSignal) {
    let lastEventId: string | null = null;
    let failures = 0;
    let connectedBefore = false;
    while (!signal.aborted) {
      try {
        const headers: Record<string, string> = { accept: 'text/event-stream', 'x-api-key': options.apiKey };
        if (lastEventId) headers['last-event-id'] = lastEventId;
        const response = await fetchFn(new URL(realm.liveEndpoint, options.upstreamUrl).href, { headers, signal });
        if (!response.ok || !response.body) throw new Error(`live stream of ${realm.name} answered ${response.status}`);
        // The backend replays what we missed after lastEventId (or says resync); without one it cannot.
        if (connectedBefore && !lastEventId) emit({ kind: 'RESYNC' });
        connectedBefore = true;
        connected();
        const parser = createParser({
          onEvent(event: EventSourceMessage) {
            failures = 0;
            if (event.event === 'resync') return emit({ kind: 'RESYNC' });
            if (event.event !== 'live') return;
            if (event.id) lastEventId = event.id;
            const message = parseMessage(event.data);
            if (message) emit({ kind: 'MESSAGE', message });
          },
        });
        const decoder = new TextDecoder();
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          failures = 0;
          parser.feed(decoder.decode(chunk, { stream: true }));
        }
        throw new Error(`live stream of ${realm.name} ended`);
      } catch (error) {
        if (signal.aborted) return;
        onError(error);
        const wait = Math.min(backoffMs * 2 ** failures, maxBackoffMs);
        failures += 1;
        // Jitter: gateways that lost the same backend do not all come back at the same instant.
        await sleep(wait * (0.5 + Math.random() / 2), signal);
      }
    }
  }

  return {
    subscribe: fanOut.subscribe,
    heard: fanOut.heard,
    currentSeq: fanOut.currentSeq,
    stats: () => ({ listeners: fanOut.listenerCount(), upstreamConnections: fanOut.realmCount() }),
    async close() {
      fanOut.stopAll();
    },
  };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}
