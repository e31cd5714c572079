import { useEffect, useState } from 'react';

/** A timer never waits longer than this: long timeouts overflow, and clocks drift while a laptop sleeps. */
export const MAX_WAIT_MS = 10 * 60_000;
/** After the moment has come, the gateway is asked this long after it (the backend flips the status itself). */
export const GRACE_MS = 2_000;
/** The moment has passed but the answer did not change yet: ask again this often. */
export const RETRY_MS = 30_000;

/**
 * Calls `refetch` once `due` (an ISO date) has passed, and again every
 * RETRY_MS while the caller still passes the same `due` (the status did not
 * change yet). A wait longer than MAX_WAIT_MS is cut into several. `null`:
 * nothing to wait for.
 */
export function useRefetchWhenDue(due: string | null, refetch: (done: () => void) => void): void {
  // Counted after each refetch for this `due`, so the timer is armed again for the next try.
  const [tries, setTries] = useState({ due, count: 0 });
  const retrying = tries.due === due && tries.count > 0;
  useEffect(() => {
    if (!due) return;
    const dueAt = Date.parse(due);
    if (Number.isNaN(dueAt)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const arm = () => {
      const untilDue = dueAt + GRACE_MS - Date.now();
      if (untilDue > 0) {
        // Not yet (perhaps only a slice of a long wait): look again then.
        timer = setTimeout(arm, Math.min(untilDue, MAX_WAIT_MS));
        return;
      }
      const ask = () =>
        refetch(() => {
          if (!cancelled) setTries((last) => ({ due, count: last.due === due ? last.count + 1 : 1 }));
        });
      if (retrying) timer = setTimeout(ask, RETRY_MS);
      else ask();
    };
    arm();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [due, tries, retrying, refetch]);
}
