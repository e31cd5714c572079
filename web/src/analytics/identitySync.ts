// Spec §4 "Analytics user": the collector is told when the viewer's identity
// changes (a logout of the old one, then a login of the new one); anonymous
// visitors and guests have none (skipped). Only one identity call is in flight
// at a time: a change meanwhile is refused with IdentityCallInFlightError
// (spec §8: "an error asking to wait"), and the caller waits for `idle()`.
// A failed call is only logged (spec §4).
import type { AnalyticsEvent } from './analyticsQueue.ts';

export class IdentityCallInFlightError extends Error {
  constructor() {
    super('An analytics identity call is in progress; wait for it to finish before the next one.');
    this.name = 'IdentityCallInFlightError';
  }
}

export interface IdentitySync {
  /** `fingerprint` is null for visitors and guests. */
  update(fingerprint: string | null, now: Date): Promise<void>;
  /** Resolves when no identity call is in flight. */
  idle(): Promise<void>;
  readonly current: string | null;
}

export function createIdentitySync(options: {
  send: (events: readonly AnalyticsEvent[]) => Promise<void>;
  /** The identity the collector was last told about (kept across page loads). */
  initial: string | null;
  remember: (fingerprint: string | null) => void;
  onFailed?: (error: unknown) => void;
}): IdentitySync {
  let current = options.initial;
  let inFlight: Promise<void> | null = null;
  const onFailed = options.onFailed ?? ((error: unknown) => console.warn('Analytics identity could not be updated', error));
  return {
    get current() {
      return current;
    },
    idle: () => inFlight ?? Promise.resolve(),
    update(fingerprint, now) {
      if (inFlight) return Promise.reject(new IdentityCallInFlightError());
      if (fingerprint === current) return Promise.resolve();
      const occurredAt = now.toISOString();
      const events: AnalyticsEvent[] = [];
      if (current !== null) events.push({ name: 'logout', occurredAt, properties: {} });
      if (fingerprint !== null) events.push({ name: 'login', occurredAt, properties: {} });
      current = fingerprint;
      options.remember(fingerprint);
      inFlight = options
        .send(events)
        .catch(onFailed)
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
  };
}
