// Sends a batch of events to the platform's own collector (spec §1: no
// third-party script; every provider is routed there).
import { commitMutation, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { recordAnalyticsEventsMutation } from './__generated__/recordAnalyticsEventsMutation.graphql.ts';
import type { AnalyticsEvent } from './analyticsQueue.ts';

const mutation = graphql`
  mutation recordAnalyticsEventsMutation($input: RecordAnalyticsEventsInput!) {
    recordAnalyticsEvents(input: $input) {
      acceptedCount
      userErrors {
        messageKey
        field
      }
    }
  }
`;

export function recordAnalyticsEvents(environment: Environment, events: readonly AnalyticsEvent[]): Promise<void> {
  return new Promise((resolve, reject) => {
    commitMutation<recordAnalyticsEventsMutation>(environment, {
      mutation,
      variables: {
        input: {
          deviceType: 'WEB',
          events: events.map((event) => ({
            name: event.name,
            occurredAt: event.occurredAt,
            properties: Object.entries(event.properties).map(([name, value]) => ({ name, value })),
          })),
        },
      },
      onCompleted: (answer, errors) => {
        const refused = answer.recordAnalyticsEvents.userErrors[0];
        if (errors?.length || refused) reject(new Error(`Analytics events refused: ${refused?.messageKey ?? errors?.[0]?.message}`));
        else resolve();
      },
      onError: reject,
    });
  });
}
