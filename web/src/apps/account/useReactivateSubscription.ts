import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  useReactivateSubscriptionMutation,
  useReactivateSubscriptionMutation$data,
} from './__generated__/useReactivateSubscriptionMutation.graphql.ts';

/**
 * Undoes a cancellation before the period ends (the confirmed
 * CONFIRM_REACTIVATION step). The row renews again at once; the answer brings
 * its next charge, or, when refused, Relay puts the row back.
 */
export function useReactivateSubscription() {
  const [commit, saving] = useMutation<useReactivateSubscriptionMutation>(graphql`
    mutation useReactivateSubscriptionMutation($input: SubscriptionInput!) {
      reactivateSubscription(input: $input) {
        subscription {
          ...SubscriptionRow_subscription
        }
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
  const reactivate = useCallback(
    (
      subscription: { id: string; internalId: string },
      {
        onCompleted,
        onError,
      }: { onCompleted: (answer: useReactivateSubscriptionMutation$data['reactivateSubscription']) => void; onError: () => void },
    ) =>
      commit({
        variables: { input: { subscriptionId: subscription.internalId } },
        optimisticUpdater: (store) => store.get(subscription.id)?.setValue(false, 'cancelAtPeriodEnd'),
        onCompleted: (answer) => onCompleted(answer.reactivateSubscription),
        onError,
      }),
    [commit],
  );
  return [reactivate, saving] as const;
}
