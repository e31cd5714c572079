import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, RecordSourceSelectorProxy } from 'relay-runtime';
// Straight from its module: the browser build's relay-runtime (web/relayRuntime.js) names only what the hooks need.
import { createEdge, deleteNode, insertEdgeAfter } from 'relay-runtime/lib/handlers/connection/ConnectionHandler';
import { spreadDelay } from '../../liveEvent/readSpread.ts';
import type { useScheduleUpdatesSubscription } from './__generated__/useScheduleUpdatesSubscription.graphql.ts';

const subscription = graphql`
  subscription useScheduleUpdatesSubscription($resumed: Boolean = false) {
    # resumed: set by the client when it opens the stream again (system/relayEnvironment.ts).
    scheduleChanged(resumed: $resumed) {
      kind
      internalId
      # Written to the event's record in the store: its row moves day, changes
      # time or turns LIVE where it stands.
      event {
        id
        internalId
        startsAt
        endsAt
        ...ScheduleEventRow_liveEvent
      }
    }
  }
`;

type ScheduleChange = useScheduleUpdatesSubscription['response']['scheduleChanged'];

/**
 * The week's list follows the change: an event it did not hold (moved into the
 * week, or new) is added, one removed from the realm is taken out. Where an
 * event falls, and whether it falls in the week at all, the page decides by
 * its times (ScheduleWeek), so a moved event needs nothing more here.
 */
function followInList(store: RecordSourceSelectorProxy, connectionId: string, change: ScheduleChange) {
  const connection = store.get(connectionId);
  if (!connection || change.kind === 'RESYNC') return;
  const edges = connection.getLinkedRecords('edges') ?? [];
  const held = edges.find((edge) => edge?.getLinkedRecord('node')?.getValue('internalId') === change.internalId);
  if (change.kind === 'REMOVED') {
    const node = held?.getLinkedRecord('node');
    if (node) deleteNode(connection, node.getDataID());
    return;
  }
  const event = change.event ? store.get(change.event.id) : null;
  if (held || !event) return;
  insertEdgeAfter(connection, createEdge(store, connection, event, 'LiveEventEdge'));
}

/**
 * Keeps the open schedule current: the gateway pushes every change to the
 * realm's events (one starting or ending on the clock, an admin moving it), so
 * a row turns LIVE, moves to its new time, appears or goes without the page asking.
 * `readAgain` is called on RESYNC, when the gateway could not tell what changed
 * while its channel was away.
 */
export function useScheduleUpdates(connectionId: string, readAgain: () => void): void {
  // The latest callback, without subscribing again when it changes.
  const readAgainRef = useRef(readAgain);
  useEffect(() => {
    readAgainRef.current = readAgain;
  }, [readAgain]);
  const resyncTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resyncTimer.current), []);
  // useSubscription subscribes again whenever its config changes: one config for the page's life.
  const config = useMemo<GraphQLSubscriptionConfig<useScheduleUpdatesSubscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store, data) => {
        if (data?.scheduleChanged) followInList(store, connectionId, data.scheduleChanged);
      },
      onNext: (data) => {
        if (data?.scheduleChanged.kind !== 'RESYNC') return;
        clearTimeout(resyncTimer.current);
        resyncTimer.current = setTimeout(() => readAgainRef.current(), spreadDelay());
      },
      // Refused (the session ended): the page stays as it was read.
      onError: () => undefined,
    }),
    [connectionId],
  );
  useSubscription(config);
}
