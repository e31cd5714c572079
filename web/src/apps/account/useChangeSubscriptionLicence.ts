import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  useChangeSubscriptionLicenceMutation,
  useChangeSubscriptionLicenceMutation$data,
} from './__generated__/useChangeSubscriptionLicenceMutation.graphql.ts';

/**
 * Moves a subscription to another licence of its family, as its change
 * preview said. No optimistic answer: an upgrade is a payment, and the plan
 * changes only once it is paid. The caller makes `idempotencyKey` once per
 * attempt and sends it again when retrying that attempt, so an upgrade is
 * charged once however often the answer is lost.
 */
export function useChangeSubscriptionLicence() {
  const [commit, saving] = useMutation<useChangeSubscriptionLicenceMutation>(graphql`
    mutation useChangeSubscriptionLicenceMutation($input: ChangeSubscriptionLicenceInput!) {
      changeSubscriptionLicence(input: $input) {
        subscription {
          ...SubscriptionRow_subscription
        }
        payment {
          status
          declineCode
          redirectUrl
          amount {
            amount
            currency
            scale
          }
        }
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
  const change = useCallback(
    (
      input: { subscriptionId: string; licenceId: string; idempotencyKey: string },
      {
        onCompleted,
        onError,
      }: { onCompleted: (answer: useChangeSubscriptionLicenceMutation$data['changeSubscriptionLicence']) => void; onError: () => void },
    ) =>
      commit({
        variables: { input },
        onCompleted: (answer) => onCompleted(answer.changeSubscriptionLicence),
        onError,
      }),
    [commit],
  );
  return [change, saving] as const;
}
