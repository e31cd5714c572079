// The collector's client: events are batched (a page view does not cost a
// request of its own) and sent one batch at a time. Until it is told where to
// send, it holds what it was given; once told analytics is off, it drops
// everything. Whether the viewer agreed to cookies is decided before an event
// gets here (browserAnalytics.ts): nothing from before that is ever recorded.

export interface AnalyticsEvent {
  name: string;
  occurredAt: string;
  properties: Record<string, string>;
}

export type SendEvents = (events: readonly AnalyticsEvent[]) => Promise<void>;

export interface AnalyticsQueueOptions {
  /** How long an event waits for others to join its batch. */
  batchDelayMs?: number;
  /** The collector takes up to 50; smaller batches keep each request light. */
  maxBatch?: number;
  /** Held while the destination is unknown or the collector is slow; the oldest go first beyond this. */
  maxQueued?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  onSendFailed?: (error: unknown) => void;
}

export interface AnalyticsQueue {
  record(event: AnalyticsEvent): void;
  /** Sends what is held, and from now on batches as events come. */
  start(send: SendEvents): void;
  /** Analytics is off: drops what is held and whatever comes next, until started again. */
  stop(): void;
  /** Sends what is waiting now (the page is being hidden). */
  flush(): void;
  readonly pending: number;
}

export function createAnalyticsQueue({
  batchDelayMs = 3000,
  maxBatch = 20,
  maxQueued = 100,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  onSendFailed = (error) => console.warn('Analytics events could not be sent', error),
}: AnalyticsQueueOptions = {}): AnalyticsQueue {
  let queue: AnalyticsEvent[] = [];
  let state: { kind: 'HOLDING' } | { kind: 'SENDING'; send: SendEvents } | { kind: 'OFF' } = { kind: 'HOLDING' };
  let inFlight = false;
  // A flush asked for while a batch was in flight (the page was being hidden):
  // what waits goes as soon as that batch is answered, not a batch delay later.
  let flushAsked = false;
  let timer: unknown = null;

  const schedule = () => {
    if (timer !== null || state.kind !== 'SENDING' || queue.length === 0) return;
    timer = setTimer(() => {
      timer = null;
      flush();
    }, batchDelayMs);
  };

  function flush() {
    if (state.kind !== 'SENDING' || queue.length === 0) return;
    if (inFlight) {
      flushAsked = true;
      return;
    }
    flushAsked = false;
    if (timer !== null) {
      clearTimer(timer);
      timer = null;
    }
    const batch = queue.slice(0, maxBatch);
    queue = queue.slice(batch.length);
    inFlight = true;
    state
      .send(batch)
      // A batch that failed is not sent again: analytics never retries into a failing collector.
      .catch(onSendFailed)
      .finally(() => {
        inFlight = false;
        if (flushAsked || queue.length >= maxBatch) flush();
        else schedule();
      });
  }

  return {
    record(event) {
      if (state.kind === 'OFF') return;
      queue.push(event);
      if (queue.length > maxQueued) queue = queue.slice(queue.length - maxQueued);
      if (queue.length >= maxBatch) flush();
      else schedule();
    },
    start(send) {
      state = { kind: 'SENDING', send };
      schedule();
    },
    stop() {
      state = { kind: 'OFF' };
      queue = [];
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
    flush,
    get pending() {
      return queue.length;
    },
  };
}
