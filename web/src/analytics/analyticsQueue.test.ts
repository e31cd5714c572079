// The collector's client: batches, one batch in flight at a time, held until
// told where to send, dropped when analytics is off.
import { describe, expect, it, vi } from 'vitest';
import { createAnalyticsQueue, type AnalyticsEvent } from './analyticsQueue.ts';

const event = (index: number): AnalyticsEvent => ({ name: 'page_view', occurredAt: new Date(index).toISOString(), properties: { route: `R${index}` } });

function manualTimers() {
  const timers: Array<() => void> = [];
  return {
    setTimer: (run: () => void) => timers.push(run),
    clearTimer: () => undefined,
    fire: () => timers.splice(0).forEach((run) => run()),
  };
}

describe('the analytics queue', () => {
  it('holds events until told where to send them, then sends them in one batch', async () => {
    const timers = manualTimers();
    const queue = createAnalyticsQueue(timers);
    queue.record(event(1));
    queue.record(event(2));
    timers.fire();
    const send = vi.fn(async () => undefined);
    queue.start(send);
    timers.fire();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith([event(1), event(2)]);
  });

  it('sends one batch at a time: the next waits for the answer', async () => {
    const timers = manualTimers();
    let answer!: () => void;
    const send = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const queue = createAnalyticsQueue({ ...timers, maxBatch: 2 });
    queue.start(send);
    queue.record(event(1));
    queue.record(event(2)); // a full batch goes at once
    queue.record(event(3));
    queue.record(event(4));
    timers.fire();
    expect(send).toHaveBeenCalledTimes(1);
    answer();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send).toHaveBeenLastCalledWith([event(3), event(4)]);
  });

  it('sends what waits right after the batch in flight when the page is hidden meanwhile, not a batch delay later', async () => {
    const timers = manualTimers();
    let answer!: () => void;
    const send = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const queue = createAnalyticsQueue(timers);
    queue.start(send);
    queue.record(event(1));
    timers.fire(); // the batch delay passes: event 1 is in flight
    queue.record(event(2));
    queue.flush(); // the page is hidden while event 1 is unanswered
    expect(send).toHaveBeenCalledTimes(1);
    answer();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send).toHaveBeenLastCalledWith([event(2)]);
  });

  it('drops everything once analytics is off (the realm starts no provider)', () => {
    const timers = manualTimers();
    const queue = createAnalyticsQueue(timers);
    queue.record(event(1));
    queue.stop();
    queue.record(event(2));
    expect(queue.pending).toBe(0);
  });

  it('keeps only the newest events when held too long', () => {
    const queue = createAnalyticsQueue({ ...manualTimers(), maxQueued: 3 });
    for (let index = 1; index <= 5; index += 1) queue.record(event(index));
    expect(queue.pending).toBe(3);
  });
});
