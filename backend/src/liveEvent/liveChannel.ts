// The live-event channel: one topic per realm on which the backend says that
// something about the realm's live events changed (an event started or ended,
// an admin moved or renamed it, the live count moved). Redis pub/sub when
// REDIS_URL is set, so every backend and every gateway on that Redis hears
// every message once; otherwise an in-process channel, which the gateway
// reads over HTTP (liveChannelRoutes.ts, the realm's `liveEndpoint`).
//
// A message only names what changed: whoever tells a viewer about it reads
// the event again with that viewer's credentials, so the channel itself never
// carries anything a viewer may not see.
import { redisKeyPrefix } from '@ringside/ops/environment';
import { Redis } from 'ioredis';

export type LiveMessageKind = 'EVENT_CHANGED' | 'EVENT_REMOVED' | 'LIVE_COUNT';

/** One message of a realm's topic, as JSON on the wire (contracts.md). */
export interface LiveMessage {
  realmId: number;
  kind: LiveMessageKind;
  /** The event that changed (absent on LIVE_COUNT). */
  eventId?: string;
  /** The realm's live events after the change. */
  liveCount: number;
  /** When the backend published it (ISO 8601). */
  at: string;
}

export type LiveListener = (message: LiveMessage) => void;

export interface LiveChannel {
  publish(realmName: string, message: LiveMessage): Promise<void>;
  /** Hears the realm's messages until the returned function is called. */
  subscribe(realmName: string, listener: LiveListener): () => void;
  /**
   * Claims a once-only piece of work (publishing one clock transition): true
   * for the first caller across every backend sharing the channel, false after.
   */
  claim(key: string, ttlSeconds: number): Promise<boolean>;
  /** Listeners still subscribed, over all realms (tests check that none leak). */
  listenerCount(): number;
  close(): Promise<void>;
}

/** The Redis channel of a realm, after the deployment's prefix (the gateway subscribes to the same name). */
export function liveTopic(prefix: string, realmName: string): string {
  return `${prefix}live:${realmName}`;
}

function createListenerRegistry() {
  const listeners = new Map<string, Set<LiveListener>>();
  return {
    add(realmName: string, listener: LiveListener): { first: boolean } {
      let set = listeners.get(realmName);
      const first = !set;
      if (!set) listeners.set(realmName, (set = new Set()));
      set.add(listener);
      return { first };
    },
    remove(realmName: string, listener: LiveListener): { last: boolean } {
      const set = listeners.get(realmName);
      if (!set?.delete(listener)) return { last: false };
      if (set.size > 0) return { last: false };
      listeners.delete(realmName);
      return { last: true };
    },
    deliver(realmName: string, message: LiveMessage) {
      // A copy: a listener may unsubscribe while it is being told.
      for (const listener of [...(listeners.get(realmName) ?? [])]) {
        try {
          listener(message);
        } catch {
          // One listener's failure is its own; the others still hear the message.
        }
      }
    },
    count: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

/** One backend process, no Redis: the messages never leave the process except through the SSE stream. */
export function createInProcessChannel(): LiveChannel {
  const registry = createListenerRegistry();
  const claims = new Map<string, number>();
  return {
    async publish(realmName, message) {
      registry.deliver(realmName, message);
    },
    subscribe(realmName, listener) {
      registry.add(realmName, listener);
      return () => void registry.remove(realmName, listener);
    },
    async claim(key, ttlSeconds) {
      const nowMs = Date.now();
      for (const [claimed, expiresAt] of claims) if (expiresAt <= nowMs) claims.delete(claimed);
      if (claims.has(key)) return false;
      claims.set(key, nowMs + ttlSeconds * 1000);
      return true;
    },
    listenerCount: registry.count,
    async close() {},
  };
}

/**
 * Redis pub/sub: publishing goes to Redis only, and this process hears its own
 * messages back like any other subscriber, so there is one path for all of
 * them. One subscriber connection, subscribed to a realm's topic while someone
 * here listens to it; ioredis reconnects and resubscribes by itself.
 */
export function createRedisChannel(
  redisUrl: string,
  // prefix: REDIS_PREFIX; by default the one redisKeyPrefix gives REDIS_URL.
  options: { onError?: (error: Error) => void; prefix?: string | null } = {},
): LiveChannel {
  const registry = createListenerRegistry();
  const onError = options.onError ?? (() => {});
  const prefix = redisKeyPrefix(redisUrl, options.prefix);
  const topicPrefix = liveTopic(prefix, '');
  const topic = (realmName: string) => liveTopic(prefix, realmName);
  const publisher = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  publisher.on('error', onError);
  let subscriber: Redis | null = null;
  const subscriberConnection = () => {
    if (subscriber) return subscriber;
    subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
    subscriber.on('error', onError);
    subscriber.on('message', (channel: string, payload: string) => {
      if (!channel.startsWith(topicPrefix)) return;
      let message: LiveMessage;
      try {
        message = JSON.parse(payload) as LiveMessage;
      } catch {
        return; // not ours
      }
      registry.deliver(channel.slice(topicPrefix.length), message);
    });
    return subscriber;
  };
  return {
    async publish(realmName, message) {
      await publisher.publish(topic(realmName), JSON.stringify(message));
    },
    subscribe(realmName, listener) {
      if (registry.add(realmName, listener).first) {
        subscriberConnection().subscribe(topic(realmName)).catch(onError);
      }
      return () => {
        if (registry.remove(realmName, listener).last) subscriber?.unsubscribe(topic(realmName)).catch(onError);
      };
    },
    async claim(key, ttlSeconds) {
      return (await publisher.set(`${topicPrefix}claim:${key}`, '1', 'EX', ttlSeconds, 'NX')) === 'OK';
    },
    listenerCount: registry.count,
    async close() {
      await publisher.quit().catch(() => publisher.disconnect());
      if (subscriber) await subscriber.quit().catch(() => subscriber?.disconnect());
    },
  };
}
