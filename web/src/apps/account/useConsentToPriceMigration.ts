import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  useConsentToPriceMigrationMutation,
  useConsentToPriceMigrationMutation$data,
} from './__generated__/useConsentToPriceMigrationMutation.graphql.ts';

/**
 * Accepts a subscription's coming price (spec §3 upcomingPriceMigration
 * consent). The notice goes at once; a refusal (the deadline passed) brings it
 * back and the caller says why.
 */
export function useConsentToPriceMigration() {
  const [commit, saving] = useMutation<useConsentToPriceMigrationMutation>(graphql`
    mutation useConsentToPriceMigrationMutation($input: SubscriptionInput!) {
      consentToPriceMigration(input: $input) {
        subscription {
          ...SubscriptionRow_subscription
        }
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
  const consent = useCallback(
    (
      subscription: { id: string; internalId: string },
      {
        onCompleted,
        onError,
      }: { onCompleted: (answer: useConsentToPriceMigrationMutation$data['consentToPriceMigration']) => void; onError: () => void },
    ) =>
      commit({
        variables: { input: { subscriptionId: subscription.internalId } },
        optimisticUpdater: (store) => store.get(subscription.id)?.getLinkedRecord('upcomingPriceMigration')?.setValue(true, 'customerConfirmed'),
        onCompleted: (answer) => onCompleted(answer.consentToPriceMigration),
        onError,
      }),
    [commit],
  );
  return [consent, saving] as const;
}
