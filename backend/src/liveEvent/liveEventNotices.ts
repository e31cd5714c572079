// What the backend says on the live-event channel when an event changes: the
// event's id and the realm's live count after the change (contracts.md).
import type { Queryable } from '../db/database.ts';
import type { LiveChannel, LiveMessageKind } from './liveChannel.ts';
import { statusCondition } from './liveEvents.ts';

/** How many of the realm's events are on air at `now`. */
export async function liveCount(db: Queryable, realmId: number, now: Date): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    `select count(*)::int as total from live_event e where e.realm_id = $1 and ${statusCondition('LIVE', '$2')}`,
    [realmId, now],
  );
  return row?.total ?? 0;
}

export async function publishEventNotice(
  deps: { db: Queryable; channel: LiveChannel },
  realm: { id: number; name: string },
  notice: { kind: LiveMessageKind; eventId?: number; now: Date },
): Promise<void> {
  await deps.channel.publish(realm.name, {
    realmId: realm.id,
    kind: notice.kind,
    ...(notice.eventId === undefined ? {} : { eventId: String(notice.eventId) }),
    liveCount: await liveCount(deps.db, realm.id, notice.now),
    at: notice.now.toISOString(),
  });
}

/**
 * The once-only key of one clock transition of an event (its start or its end
 * at a given instant): the clock of every backend and the admin route claim it
 * before publishing, so the transition is told once.
 */
export function transitionKey(eventId: number, edge: 'start' | 'end', at: Date): string {
  return `transition:${eventId}:${edge}:${at.toISOString()}`;
}

/** A day: far longer than any two backends' clocks disagree, short enough to tidy itself. */
export const TRANSITION_CLAIM_SECONDS = 86_400;
