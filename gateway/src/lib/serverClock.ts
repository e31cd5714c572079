// The upstream's clock, learnt from the `Date` header of its answers (spec §7).
// Token expiry is judged against it, so a gateway host whose clock drifts does
// not refresh too early or keep an expired token. One per process and upstream:
// it holds no viewer data.
export interface ServerClock {
  /** Milliseconds to add to the local clock to get the server's. */
  readonly offsetMs: number;
  /** The server's time now, in milliseconds since the epoch. */
  now(): number;
  /** Records the offset from a `Date` header value; ignores a missing or invalid one. */
  observe(dateHeader: string | null | undefined): void;
}

export function createServerClock(localNow: () => number = Date.now): ServerClock {
  let offsetMs = 0;
  return {
    get offsetMs() {
      return offsetMs;
    },
    now: () => localNow() + offsetMs,
    observe(dateHeader) {
      if (!dateHeader) return;
      const serverTime = Date.parse(dateHeader);
      if (Number.isNaN(serverTime)) return;
      offsetMs = serverTime - localNow();
    },
  };
}
