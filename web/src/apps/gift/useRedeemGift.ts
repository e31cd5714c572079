import { graphql, useMutation } from 'react-relay';
import type { useRedeemGiftMutation, useRedeemGiftMutation$data } from './__generated__/useRedeemGiftMutation.graphql.ts';

export type Redeemed = NonNullable<useRedeemGiftMutation$data['redeemGift']>;

/**
 * Redeems a gift code for the signed-in customer. The answer brings the
 * licence's event with its playability, so the event's page, read from the
 * store, opens unlocked rather than as it was before.
 */
export function useRedeemGift() {
  const [commit, inFlight] = useMutation<useRedeemGiftMutation>(graphql`
    mutation useRedeemGiftMutation($input: RedeemGiftInput!) {
      redeemGift(input: $input) {
        gift {
          name
          kind
          periods
          period
        }
        licence {
          name
          liveEvent {
            id
            internalId
            title
            playability {
              playable
              reason
            }
          }
        }
        endsAt
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
  const redeem = (code: string, onDone: (answer: Redeemed | null) => void) =>
    commit({
      variables: { input: { code } },
      onCompleted: ({ redeemGift }) => onDone(redeemGift),
      onError: () => onDone(null),
    });
  return [redeem, inFlight] as const;
}
