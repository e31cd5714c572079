import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetSubscriptionCardMutation, useSetSubscriptionCardMutation$data } from './__generated__/useSetSubscriptionCardMutation.graphql.ts';

/**
 * The card a subscription's renewals charge. The answer brings what a new
 * card can change (the card, and a past-due renewal charged again at once),
 * so the account page shows it on the way back without asking again.
 */
export function useSetSubscriptionCard() {
  const [commit, saving] = useMutation<useSetSubscriptionCardMutation>(graphql`
    mutation useSetSubscriptionCardMutation($input: SetSubscriptionCardInput!) {
      setSubscriptionCard(input: $input) {
        subscription {
          id
          status
          graceEndsAt
          currentPeriodStart
          currentPeriodEnd
          card {
            brand
            last4
          }
          nextCharge {
            amount {
              amount
              currency
              scale
            }
            date
          }
        }
        payment {
          status
          declineCode
        }
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
  const setCard = useCallback(
    (
      input: { subscriptionId: string; cardId: string },
      { onCompleted, onError }: { onCompleted: (answer: useSetSubscriptionCardMutation$data['setSubscriptionCard']) => void; onError: () => void },
    ) =>
      commit({
        variables: { input },
        onCompleted: (answer) => onCompleted(answer.setSubscriptionCard),
        onError,
      }),
    [commit],
  );
  return [setCard, saving] as const;
}
