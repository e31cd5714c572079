import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useLiveEventUpdatesSubscription } from './__generated__/useLiveEventUpdatesSubscription.graphql.ts';

const subscription = graphql`
  subscription useLiveEventUpdatesSubscription($internalId: ID!) {
    liveEventUpdated(internalId: $internalId) {
      # What the page shows of the event, written to its record in the store.
      # Not its playback: that is the viewer's own (a REST call per viewer), so
      # the page asks for it when the status changes (LiveEventApp).
      title
      description
      status
      startsAt
      endsAt
      thumbnailUrl
      sport
      venue
    }
  }
`;

/**
 * Keeps one event current while its page is open: the gateway pushes its
 * state on every change (the backend's clock starting or ending it, an admin
 * moving it), so an upcoming page learns it is live without asking.
 */
export function useLiveEventUpdates(internalId: string): void {
  // useSubscription subscribes again whenever its config changes: one per event.
  const config = useMemo<GraphQLSubscriptionConfig<useLiveEventUpdatesSubscription>>(
    () => ({
      subscription,
      variables: { internalId },
      // Refused (the event was taken off, the session ended): the page stays as it was read.
      onError: () => undefined,
    }),
    [internalId],
  );
  useSubscription(config);
}
