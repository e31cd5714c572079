import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCancelSubscriptionMutation, useCancelSubscriptionMutation$data } from './__generated__/useCancelSubscriptionMutation.graphql.ts';

/**
 * Cancels at the period's end (the confirmed CONFIRM_CANCELLATION step). The
 * row reads "Cancelled" at once; the answer brings the subscription as the
 * platform now has it, or, when refused, Relay puts the row back and the
 * caller shows why.
 */
export function useCancelSubscription() {
  const [commit, saving] = useMutation<useCancelSubscriptionMutation>(graphql`
    mutation useCancelSubscriptionMutation($input: SubscriptionInput!) {
      cancelSubscription(input: $input) {
        subscription {
          ...SubscriptionRow_subscription
        }
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
  const cancel = useCallback(
    (
      subscription: { id: string; internalId: string },
      { onCompleted, onError }: { onCompleted: (answer: useCancelSubscriptionMutation$data['cancelSubscription']) => void; onError: () => void },
    ) =>
      commit({
        variables: { input: { subscriptionId: subscription.internalId } },
        optimisticUpdater: (store) => {
          const record = store.get(subscription.id);
          record?.setValue(true, 'cancelAtPeriodEnd');
          // Nothing more is charged once cancelled.
          record?.setValue(null, 'nextCharge');
        },
        onCompleted: (answer) => onCompleted(answer.cancelSubscription),
        onError,
      }),
    [commit],
  );
  return [cancel, saving] as const;
}
