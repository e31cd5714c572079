import { useMemo, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type {
  useLiveNowSubscription as LiveNowSubscription,
  useLiveNowSubscription$data,
} from './__generated__/useLiveNowSubscription.graphql.ts';

const subscription = graphql`
  subscription useLiveNowSubscription {
    liveNow {
      # The realm record is the frame's (normalised by id): every counter
      # reading Realm.liveEventCount follows without a query.
      realm {
        liveEventCount
      }
      events {
        id
        # Every card showing the event reads its status (ContentCard): its badge
        # turns LIVE when the event starts.
        status
        ...LiveNowPanel_event
      }
    }
  }
`;

// An event that leaves the list has ended (or was moved later): the channel
// does not say which, so its status is read again for the cards that show it.
const offAirQuery = graphql`
  query useLiveNowSubscriptionOffAirQuery($id: ID!) {
    node(id: $id) {
      ... on LiveEvent {
        status
      }
    }
  }
`;

export type LiveNowEvents = useLiveNowSubscription$data['liveNow']['events'];

/**
 * Listens to the realm's live-now channel while mounted: the gateway sends the
 * current state first, then one message per change. The count and each event's
 * status go to the Relay store (an event that leaves the list is read again
 * with fetchQuery, so its cards stop saying LIVE); the list of events on air
 * is returned (null until the first message).
 */
export function useLiveNowSubscription(): LiveNowEvents | null {
  const environment = useRelayEnvironment();
  const [events, setEvents] = useState<LiveNowEvents | null>(null);
  const onAir = useRef<ReadonlySet<string> | null>(null);
  // useSubscription subscribes again whenever its config changes: one config for the component's life.
  const config = useMemo<GraphQLSubscriptionConfig<LiveNowSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (response) => {
        if (!response) return;
        const now = new Set(response.liveNow.events.map((event) => event.id));
        for (const id of onAir.current ?? []) {
          // Unanswered, the card keeps its old badge until the next page: nothing to tell the viewer.
          if (!now.has(id)) fetchQuery(environment, offAirQuery, { id }, { fetchPolicy: 'network-only' }).subscribe({ error: () => undefined });
        }
        onAir.current = now;
        setEvents(response.liveNow.events);
      },
      // Refused (the session ended: the guard takes it from there with the next
      // page): the counter keeps the count the page came with.
      onError: () => undefined,
    }),
    [environment],
  );
  useSubscription(config);
  return events;
}
