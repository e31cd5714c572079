// Spec §4 Analytics user and §8: a logout then a login when the identity
// changes, nothing for visitors and guests, one identity call at a time.
import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from './analyticsQueue.ts';
import { createIdentitySync, IdentityCallInFlightError } from './identitySync.ts';

const now = new Date('2026-11-28T12:00:00.000Z');
const names = (events: readonly AnalyticsEvent[]) => events.map((event) => event.name);

describe('the analytics identity', () => {
  it('logs the old identity out and the new one in when it changes', async () => {
    const send = vi.fn(async (_events: readonly AnalyticsEvent[]) => undefined);
    const remember = vi.fn();
    const sync = createIdentitySync({ send, initial: '42:8', remember });
    await sync.update('42:9', now);
    expect(names(send.mock.calls[0]![0])).toEqual(['logout', 'login']);
    expect(remember).toHaveBeenCalledWith('42:9');
  });

  it('says nothing while the identity stays the same, and only a logout for a guest', async () => {
    const send = vi.fn(async (_events: readonly AnalyticsEvent[]) => undefined);
    const sync = createIdentitySync({ send, initial: null, remember: () => undefined });
    await sync.update(null, now);
    expect(send).not.toHaveBeenCalled();
    await sync.update('42:8', now);
    await sync.update(null, now);
    expect(send.mock.calls.map(([events]) => names(events))).toEqual([['login'], ['logout']]);
  });

  it('refuses a second identity call while one is in flight, and only logs a failure', async () => {
    let fail!: (error: Error) => void;
    const onFailed = vi.fn();
    const sync = createIdentitySync({ send: () => new Promise((_resolve, reject) => (fail = reject)), initial: null, remember: () => undefined, onFailed });
    const first = sync.update('42:8', now);
    await expect(sync.update('43:1', now)).rejects.toBeInstanceOf(IdentityCallInFlightError);
    fail(new Error('Received HTTP Code 500'));
    await first;
    await sync.idle();
    expect(onFailed).toHaveBeenCalledOnce();
    expect(sync.current).toBe('42:8');
  });
});
