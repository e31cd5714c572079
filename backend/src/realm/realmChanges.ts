// Realm changes: once a write that changes what servers keep of a realm has
// committed (its realm file: settings, menu, licences, sections; or its
// content), the backend that made it says which realm changed, and every
// backend drops the realm from its realm cache (realmCache.ts) and every
// gateway what its shared cache keeps of it (gateway/src/realm/realmChanges.ts),
// so the change is served everywhere at once rather than when the caches'
// TTLs run out. With REDIS_URL the message goes out on the channel
// `{REDIS_PREFIX}invalidate`; otherwise in process, and the gateway reads it
// over HTTP (`GET /live/changes`, realmChangeRoutes.ts). The TTLs stay as the
// safety net for a message lost while Redis was away.
import { redisKeyPrefix } from '@ringside/ops/environment';
import { Redis } from 'ioredis';
import type { RealmCache } from './realmCache.ts';

/**
 * REALM: the realm's file (settings, menu, licences, sections), which backends
 * keep too; CONTENT: what it shows (a live event), kept by gateways only (the
 * realm's live count, its sitemap).
 */
export type RealmChangeKind = 'REALM' | 'CONTENT';

/** One message, as JSON on the wire (the gateway reads the same shape). */
export interface RealmChange {
  /** The realm that changed; null: any realm may have (a backend applied its realm files at start, or messages were missed). */
  realm: string | null;
  kind: RealmChangeKind;
  /** When the backend announced it (ISO 8601). */
  at: string;
}

export type RealmChangeListener = (change: RealmChange) => void;

export interface RealmChanges {
  publish(change: RealmChange): Promise<void>;
  /** Hears every change, this process's own included, until the returned function is called. */
  subscribe(listener: RealmChangeListener): () => void;
  close(): Promise<void>;
}

/** The Redis channel realm changes travel on. */
export function realmChangeChannel(prefix: string): string {
  return `${prefix}invalidate`;
}

function createListeners() {
  const listeners = new Set<RealmChangeListener>();
  return {
    add(listener: RealmChangeListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    deliver(change: RealmChange) {
      for (const listener of [...listeners]) {
        try {
          listener(change);
        } catch {
          // One listener's failure is its own.
        }
      }
    },
  };
}

/** One backend process, no Redis. */
export function createInProcessRealmChanges(): RealmChanges {
  const listeners = createListeners();
  return {
    async publish(change) {
      listeners.deliver(change);
    },
    subscribe: listeners.add,
    async close() {},
  };
}

function parseChange(payload: string): RealmChange | null {
  try {
    const change = JSON.parse(payload) as RealmChange;
    return change && typeof change === 'object' && (typeof change.realm === 'string' || change.realm === null) ? change : null;
  } catch {
    return null;
  }
}

/**
 * Redis pub/sub: this process hears its own messages back like any other
 * subscriber. The subscriber connects at once; when it comes back after losing
 * Redis, messages may have been missed meanwhile, so listeners are told that
 * any realm may have changed.
 */
export function createRedisRealmChanges(
  redisUrl: string,
  // prefix: REDIS_PREFIX; by default the one redisKeyPrefix gives REDIS_URL.
  options: { prefix?: string | null; onError?: (error: Error) => void } = {},
): RealmChanges {
  const onError = options.onError ?? (() => {});
  const channel = realmChangeChannel(redisKeyPrefix(redisUrl, options.prefix));
  const listeners = createListeners();
  const publisher = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  publisher.on('error', onError);
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
  subscriber.on('error', onError);
  let lost = false;
  subscriber.on('close', () => void (lost = true));
  subscriber.on('ready', () => {
    if (!lost) return;
    lost = false;
    listeners.deliver({ realm: null, kind: 'REALM', at: new Date().toISOString() });
  });
  subscriber.on('message', (from: string, payload: string) => {
    const change = from === channel ? parseChange(payload) : null;
    if (change) listeners.deliver(change);
  });
  subscriber.subscribe(channel).catch(onError);
  return {
    async publish(change) {
      await publisher.publish(channel, JSON.stringify(change));
    },
    subscribe: listeners.add,
    async close() {
      await publisher.quit().catch(() => publisher.disconnect());
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

/**
 * After the write has committed: this backend forgets a changed realm before it
 * answers (its next read is fresh, whatever Redis does), then tells everyone.
 * Never fails the request: the write is made, and the caches' TTLs mend a
 * message that could not be sent.
 */
export async function announceRealmChange(
  deps: { realms: Pick<RealmCache, 'forget'>; realmChanges: RealmChanges; now: () => Date },
  change: { realm: string; kind: RealmChangeKind },
  log: { error(object: object, message: string): void },
): Promise<void> {
  if (change.kind === 'REALM') deps.realms.forget(change.realm);
  try {
    await deps.realmChanges.publish({ ...change, at: deps.now().toISOString() });
  } catch (error) {
    log.error({ err: error }, 'realm change: could not be announced; caches elsewhere serve the old realm until their TTL');
  }
}
