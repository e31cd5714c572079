// Refresh tokens are single-use upstream, and reusing one revokes the whole
// session. A page load fires several GraphQL requests at once, all carrying the
// same expired cookie: only the first may call the upstream; the others wait
// for its answer. The answer is kept a little while for requests that arrive
// just after it, still carrying the old cookie. (Per process: with several
// gateway instances, sticky sessions or a shared lock would be needed.)
import { errorCodeOf } from '../lib/errors.ts';
import type { UpstreamTokens } from '../lib/upstream.ts';

export interface RefreshSingleFlight {
  refresh(key: string, exchange: () => Promise<UpstreamTokens>): Promise<UpstreamTokens>;
}

export function createRefreshSingleFlight(
  { keepMs = 10_000, now = Date.now }: { keepMs?: number; now?: () => number } = {},
): RefreshSingleFlight {
  const flights = new Map<string, { promise: Promise<UpstreamTokens>; settledAt: number | null }>();
  function sweep() {
    for (const [key, flight] of flights) {
      if (flight.settledAt !== null && now() - flight.settledAt > keepMs) flights.delete(key);
    }
  }
  return {
    refresh(key, exchange) {
      sweep();
      const existing = flights.get(key);
      if (existing) return existing.promise;
      const flight: { promise: Promise<UpstreamTokens>; settledAt: number | null } = {
        promise: exchange(),
        settledAt: null,
      };
      const settle = () => {
        flight.settledAt = now();
      };
      // An upstream that could not be reached has not spent the refresh token: the next
      // request tries again rather than replaying the outage for `keepMs`.
      const forgetIfUnreachable = (error: unknown) => {
        if (errorCodeOf(error) === 'UPSTREAM_UNAVAILABLE' && flights.get(key) === flight) flights.delete(key);
        else settle();
      };
      flight.promise.then(settle, forgetIfUnreachable);
      flights.set(key, flight);
      return flight.promise;
    },
  };
}
