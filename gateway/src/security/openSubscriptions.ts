// How many subscriptions each viewer holds open, over server-sent events and
// WebSocket together: a screen needs a few (the live-now list, an event, the
// schedule, up to four in multi-view), on a couple of devices; one viewer
// opening hundreds would hold hundreds of streams and their memory.
//
// Counted in process always, so one gateway holds the cap by itself (and does
// while Redis is away); with Redis, across every gateway too: each open
// subscription is a member of the viewer's sorted set, `{prefix}subscriptions:{viewer}`,
// scored with when its lease ends. A gateway renews its members' leases three
// times a lease and removes a member when its subscription ends, so a gateway that
// dies holds nothing for longer than LEASE_MS. Redis's own clock scores leases
// (TIME in the scripts): gateways' clocks need not agree.
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** A gateway that stops renewing (killed, cut off) frees its viewers' slots after this long. */
export const LEASE_MS = 60_000;

/** One open subscription's slot; releasing twice is harmless. */
export interface SubscriptionSlot {
  release(): void;
}

export interface OpenSubscriptions {
  /** A slot of `viewer`'s, or null when they hold `max` open already. */
  open(viewer: string): Promise<SubscriptionSlot | null>;
  /** Stops the renewals (the process is stopping: its streams were cut). */
  close(): void;
}

const OPEN_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1
`;

const RENEW_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
for i = 2, #ARGV do redis.call('ZADD', KEYS[1], 'XX', now + tonumber(ARGV[1]), ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 0
`;

type ScriptedRedis = Redis & {
  openSubscription(key: string, max: number, member: string, leaseMs: number): Promise<number>;
  renewSubscriptions(key: string, leaseMs: number, ...members: string[]): Promise<number>;
};

export interface OpenSubscriptionsOptions {
  /** Open subscriptions per viewer (GRAPHQL_SUBSCRIPTIONS_PER_VIEWER). */
  max: number;
  /** Counts shared with every gateway on this Redis; in process only without. */
  redis?: Redis;
  /** What this deployment's Redis keys start with (REDIS_PREFIX). */
  keyPrefix?: string;
  /** A Redis failure: the slot is counted in process only meanwhile. */
  onError?: (error: unknown) => void;
  /** LEASE_MS unless a test wants a dead gateway forgotten sooner. */
  leaseMs?: number;
}

export function createOpenSubscriptions({
  max,
  redis,
  keyPrefix = 'ringside:',
  onError = () => {},
  leaseMs = LEASE_MS,
}: OpenSubscriptionsOptions): OpenSubscriptions {
  const counts = new Map<string, number>();
  const giveBack = (viewer: string) => {
    const count = (counts.get(viewer) ?? 1) - 1;
    if (count > 0) counts.set(viewer, count);
    else counts.delete(viewer);
  };

  const shared = redis as ScriptedRedis | undefined;
  if (shared && !shared.openSubscription) {
    shared.defineCommand('openSubscription', { numberOfKeys: 1, lua: OPEN_SCRIPT });
    shared.defineCommand('renewSubscriptions', { numberOfKeys: 1, lua: RENEW_SCRIPT });
  }
  const instance = randomUUID();
  let sequence = 0;
  /** This gateway's members in Redis, by key. */
  const held = new Map<string, Set<string>>();
  const heartbeat = shared
    ? setInterval(() => {
        for (const [key, members] of held) shared.renewSubscriptions(key, leaseMs, ...members).catch(onError);
      }, leaseMs / 3)
    : null;
  heartbeat?.unref();

  async function openShared(viewer: string): Promise<(() => void) | null> {
    if (!shared) return () => {};
    const key = `${keyPrefix}subscriptions:${viewer}`;
    const member = `${instance}:${(sequence += 1)}`;
    try {
      if ((await shared.openSubscription(key, max, member, leaseMs)) !== 1) return null;
    } catch (error) {
      onError(error);
      return () => {};
    }
    const members = held.get(key) ?? new Set<string>();
    held.set(key, members.add(member));
    return () => {
      members.delete(member);
      if (members.size === 0) held.delete(key);
      shared.zrem(key, member).catch(onError);
    };
  }

  return {
    async open(viewer) {
      // Taken in process before any await: subscriptions arriving together cannot all see room.
      const count = counts.get(viewer) ?? 0;
      if (count >= max) return null;
      counts.set(viewer, count + 1);
      const releaseShared = await openShared(viewer);
      if (!releaseShared) {
        giveBack(viewer);
        return null;
      }
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          giveBack(viewer);
          releaseShared();
        },
      };
    },
    close() {
      if (heartbeat) clearInterval(heartbeat);
    },
  };
}
