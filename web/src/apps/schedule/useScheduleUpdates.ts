import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useScheduleUpdatesSubscription } from './__generated__/useScheduleUpdatesSubscription.graphql.ts';

const subscription = graphql`
  subscription useScheduleUpdatesSubscription {
    scheduleChanged {
      kind
      internalId
      # Written to the event's record in the store: its row moves day, changes
      # time or turns LIVE where it stands.
      event {
        id
        startsAt
        endsAt
        ...ScheduleEventRow_liveEvent
      }
    }
  }
`;

/**
 * Keeps the open schedule current: the gateway pushes every change to the
 * realm's events (one starting or ending on the clock, an admin moving it), so
 * a row turns LIVE or moves to its new time without the page asking.
 */
export function useScheduleUpdates(): void {
  // useSubscription subscribes again whenever its config changes: one config for the page's life.
  const config = useMemo<GraphQLSubscriptionConfig<useScheduleUpdatesSubscription>>(
    () => ({
      subscription,
      variables: {},
      // Refused (the session ended): the page stays as it was read.
      onError: () => undefined,
    }),
    [],
  );
  useSubscription(config);
}
