import { graphql, useMutation } from 'react-relay';
import { linkAnsweredBasket } from '../purchase/viewerBasket.ts';
import type { ChooseGiftInput, useChooseGiftMutation } from './__generated__/useChooseGiftMutation.graphql.ts';

/** A refusal: its message key and the input field it concerns. */
export interface GiftRefusal {
  readonly messageKey: string;
  readonly field: string | null | undefined;
}

/**
 * Puts a gift in the customer's basket in place of anything else; the
 * platform prices it. No optimistic answer: the prices are the platform's.
 */
export function useChooseGift() {
  const [commit, inFlight] = useMutation<useChooseGiftMutation>(graphql`
    mutation useChooseGiftMutation($input: ChooseGiftInput!) {
      chooseGift(input: $input) {
        basket {
          ...GiftSender_basket
        }
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
  const choose = (input: ChooseGiftInput, onDone: (errors: readonly GiftRefusal[]) => void) =>
    commit({
      variables: { input },
      updater: (store) => linkAnsweredBasket(store, 'chooseGift'),
      onCompleted: ({ chooseGift }) => onDone(chooseGift.userErrors),
      onError: () => onDone([{ messageKey: 'anErrorOccured', field: null }]),
    });
  return [choose, inFlight] as const;
}
