import { useEffect, useMemo, useRef } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import query, { type epgRoutesQuery } from './__generated__/epgRoutesQuery.graphql.ts';
import { spreadDelay } from '../../liveEvent/readSpread.ts';
import type { useEpgUpdatesSubscription } from './__generated__/useEpgUpdatesSubscription.graphql.ts';

const subscription = graphql`
  subscription useEpgUpdatesSubscription($resumed: Boolean = false) {
    # resumed: set by the client when it opens the stream again (system/relayEnvironment.ts).
    scheduleChanged(resumed: $resumed) {
      kind
      internalId
    }
  }
`;

/**
 * Keeps the open TV guide current. A programme is not a record of its own (the
 * guide lays events and fillers out per channel), so a change to any of the
 * realm's events — one starting or ending on the clock, an operator moving it —
 * reads the shown day again; the answer lands in the store and the grid
 * follows. Changes that come while a read is under way make one more read, not
 * one each. (A read, not a refetch with a new fetchKey: the mounted query stays.)
 *
 * `day` is the shown day exactly as the route read it (the preloaded query's
 * variables), so the answer lands on the records the grid reads, even after the
 * viewer's midnight has turned "today" into another day.
 */
export function useEpgUpdates(day: { from: string; to: string }): void {
  const environment = useRelayEnvironment();
  const reading = useRef<{ running: boolean; again: boolean; timer?: ReturnType<typeof setTimeout> }>({ running: false, again: false });
  const { from, to } = day;
  useEffect(() => {
    const state = reading.current;
    return () => clearTimeout(state.timer);
  }, []);

  const config = useMemo<GraphQLSubscriptionConfig<useEpgUpdatesSubscription>>(() => {
    const readAgain = () => {
      const state = reading.current;
      if (state.running) {
        state.again = true;
        return;
      }
      state.running = true;
      state.timer = setTimeout(() => {
        void fetchQuery<epgRoutesQuery>(environment, query, { from, to })
          .toPromise()
          // A failed read leaves the grid as it was; the next change reads again.
          .catch(() => undefined)
          .finally(() => {
            state.running = false;
            if (state.again) {
              state.again = false;
              readAgain();
            }
          });
      }, spreadDelay());
    };
    return {
      subscription,
      variables: {},
      onNext: readAgain,
      // Refused (the session ended): the guide stays as it was read.
      onError: () => undefined,
    };
  }, [environment, from, to]);
  useSubscription(config);
}
