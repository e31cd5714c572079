// The clock of live events: status is never stored (liveEvents.ts computes it
// from the times), so nothing would ever say that an event went live. This
// timer wakes at the next start or end across all realms, publishes each
// event that crossed one, and plans the next wake-up. An admin change re-plans
// it at once (`replan`). With several backends on one Redis, each transition is
// claimed (SET NX) before it is published, so it is told once whichever clock
// is first.
import type { Queryable } from '../db/database.ts';
import type { LiveChannel } from './liveChannel.ts';
import { publishEventNotice, TRANSITION_CLAIM_SECONDS, transitionKey } from './liveEventNotices.ts';

/**
 * The longest the timer sleeps: another backend may have moved an event
 * (its own clock publishes it on time; this bounds how late this one notices).
 */
const MAX_SLEEP_MS = 30_000;

export interface LiveClock {
  /** Looks for the next transition again (after an event's times changed). */
  replan(): void;
  /** Stops, once a tick in progress has finished (it reads the database, which closes next). */
  stop(): Promise<void>;
}

interface Transition extends Record<string, unknown> {
  id: number;
  realmId: number;
  realmName: string;
  startDate: Date;
  endDate: Date;
}

export function startLiveClock(deps: {
  db: Queryable;
  channel: LiveChannel;
  now: () => Date;
  onError?: (error: unknown) => void;
}): LiveClock {
  const onError = deps.onError ?? (() => {});
  // Transitions before the clock started are history: nobody was told, nobody waits for them.
  let checkedUpTo = deps.now();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  async function nextTransitionAt(after: Date): Promise<Date | null> {
    const [row] = await deps.db.query<{ next: Date | null }>(
      `select least(
         (select min(start_date) from live_event where start_date > $1),
         (select min(end_date) from live_event where end_date > $1)) as next`,
      [after],
    );
    return row?.next ? new Date(row.next) : null;
  }

  async function publishCrossed(from: Date, to: Date): Promise<void> {
    const crossed = await deps.db.query<Transition>(
      `select e.id, e.realm_id as "realmId", r.name as "realmName", e.start_date as "startDate", e.end_date as "endDate"
         from live_event e join realm r on r.id = e.realm_id
        where (e.start_date > $1 and e.start_date <= $2) or (e.end_date > $1 and e.end_date <= $2)
        order by e.realm_id, e.id`,
      [from, to],
    );
    for (const event of crossed) {
      const edge = new Date(event.endDate) <= to && new Date(event.endDate) > from ? 'end' : 'start';
      const at = new Date(edge === 'end' ? event.endDate : event.startDate);
      if (!(await deps.channel.claim(transitionKey(event.id, edge, at), TRANSITION_CLAIM_SECONDS))) continue;
      await publishEventNotice(deps, { id: event.realmId, name: event.realmName }, { kind: 'EVENT_CHANGED', eventId: event.id, now: to });
    }
  }

  async function tick(): Promise<void> {
    const now = deps.now();
    if (now > checkedUpTo) {
      await publishCrossed(checkedUpTo, now);
      checkedUpTo = now;
    }
    const next = await nextTransitionAt(checkedUpTo);
    if (stopped) return;
    const wait = next ? Math.min(Math.max(next.getTime() - deps.now().getTime(), 0), MAX_SLEEP_MS) : MAX_SLEEP_MS;
    clearTimeout(timer);
    // Never keeps a process alive that has nothing else to do.
    timer = setTimeout(schedule, wait).unref();
  }

  function schedule(): void {
    if (stopped) return;
    // One tick at a time: a replan during a tick runs after it.
    running = running.then(tick).catch((error: unknown) => {
      onError(error);
      if (!stopped) timer = setTimeout(schedule, 1000).unref();
    });
  }

  schedule();
  return {
    replan: schedule,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => undefined);
    },
  };
}
