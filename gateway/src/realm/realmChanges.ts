// Realm changes as the backend announces them (backend/src/realm/realmChanges.ts):
// once a realm's settings, menu, licences or content change through any
// backend, every gateway drops what its shared cache keeps of that realm, so
// the next read gets the change rather than waiting for the entry's TTL.
//
// Two sources, as for the live-event channel: with REDIS_URL the channel
// `{REDIS_PREFIX}invalidate`; otherwise the backend's `GET /live/changes`
// stream, read with the api key. Either way a connection that drops is made
// again with backoff, and whatever was missed meanwhile is unknown: the whole
// cache is dropped then (`null`). An upstream without the stream (404: another
// REST server) announces nothing, and the TTLs alone hold.
import { setTimeout as sleep } from 'node:timers/promises';
import { redisKeyPrefix } from '@ringside/ops/environment';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { Redis } from 'ioredis';
import type { createCachedFetcher } from '../lib/sharedCache.ts';

/** A realm's entry in the shared cache: every entry about one realm starts with `realm:{name}:`, so a change drops them together. */
export function realmCacheKey(realm: string, what: string): string {
  return `realm:${realm.toLowerCase()}:${what}`;
}

/** Which realm a host name is: any realm's change may give a host name to another, so a change drops them all. */
export function hostnameCacheKey(hostname: string): string {
  return `hostname:${hostname}`;
}

/** Drops what the cache keeps of `realm` (null: of every realm), in this process and in the shared store. */
export function forgetRealm(cached: ReturnType<typeof createCachedFetcher>, realm: string | null): Promise<void> {
  return cached.forget(realm === null ? [''] : [realmCacheKey(realm, ''), hostnameCacheKey('')]);
}

/** One announcement (the backend's RealmChange). */
interface RealmChange {
  realm: string | null;
  kind: string;
  at: string;
}

function parseChange(text: string): RealmChange | null {
  try {
    const change = JSON.parse(text) as RealmChange;
    return change && typeof change === 'object' && (typeof change.realm === 'string' || change.realm === null) ? change : null;
  } catch {
    return null;
  }
}

export interface RealmChangeFollowerOptions {
  /** Told the realm that changed; null: any may have. */
  onChange(realm: string | null): void;
  onError?(error: unknown): void;
}

export interface RealmChangeFollower {
  close(): Promise<void>;
}

/** The channel `{prefix}invalidate` on Redis. */
export function followRedisRealmChanges(
  redisUrl: string,
  redisPrefix: string | null | undefined,
  options: RealmChangeFollowerOptions,
): RealmChangeFollower {
  const onError = options.onError ?? (() => {});
  const channel = `${redisKeyPrefix(redisUrl, redisPrefix)}invalidate`;
  // ioredis reconnects with backoff and subscribes again by itself.
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null, retryStrategy: (attempt) => Math.min(100 * 2 ** attempt, 5000) });
  let lost = false;
  subscriber.on('error', onError);
  subscriber.on('close', () => void (lost = true));
  subscriber.on('ready', () => {
    if (!lost) return;
    lost = false;
    options.onChange(null);
  });
  subscriber.on('message', (from: string, payload: string) => {
    const change = from === channel ? parseChange(payload) : null;
    if (change) options.onChange(change.realm);
  });
  subscriber.subscribe(channel).catch(onError);
  return {
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

export interface UpstreamRealmChangeOptions extends RealmChangeFollowerOptions {
  upstreamUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  /** First wait before reconnecting; doubles up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
}

/** The backend's `GET /live/changes` stream, followed for as long as the gateway runs. */
export function followUpstreamRealmChanges(options: UpstreamRealmChangeOptions): RealmChangeFollower {
  const fetchFn = options.fetch ?? fetch;
  const backoffMs = options.backoffMs ?? 250;
  const maxBackoffMs = options.maxBackoffMs ?? 5000;
  const onError = options.onError ?? (() => {});
  const abort = new AbortController();
  const { signal } = abort;

  async function follow() {
    let failures = 0;
    while (!signal.aborted) {
      try {
        const response = await fetchFn(new URL('/live/changes', options.upstreamUrl).href, {
          headers: { accept: 'text/event-stream', 'x-api-key': options.apiKey },
          signal,
        });
        if (response.status === 404) {
          onError(new Error('the upstream announces no realm changes (GET /live/changes: 404): cached realms are kept for their TTL'));
          return;
        }
        if (!response.ok || !response.body) throw new Error(`realm changes answered ${response.status}`);
        // What changed while this gateway was not listening is unknown (at the first connection too:
        // entries may have been cached before it opened).
        options.onChange(null);
        const parser = createParser({
          onEvent(event: EventSourceMessage) {
            failures = 0;
            const change = event.event === 'change' ? parseChange(event.data) : null;
            if (change) options.onChange(change.realm);
          },
        });
        const decoder = new TextDecoder();
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          failures = 0;
          parser.feed(decoder.decode(chunk, { stream: true }));
        }
        throw new Error('realm changes stream ended');
      } catch (error) {
        if (signal.aborted) return;
        onError(error);
        const wait = Math.min(backoffMs * 2 ** failures, maxBackoffMs);
        failures += 1;
        // Jitter: gateways that lost the same backend do not all come back at the same instant.
        await sleep(wait * (0.5 + Math.random() / 2), undefined, { signal }).catch(() => {});
      }
    }
  }
  const following = follow();

  return {
    async close() {
      abort.abort();
      await following;
    },
  };
}
