import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAddCardMutation, useAddCardMutation$data } from './__generated__/useAddCardMutation.graphql.ts';

/**
 * Saves the card the provider's field tokenised. The answer brings the list
 * again (the server's order: a new default first), or why it was refused
 * (an expired card, a token the provider no longer knows).
 */
export function useAddCard() {
  const [commit, saving] = useMutation<useAddCardMutation>(graphql`
    mutation useAddCardMutation($input: AddCardInput!) {
      addCard(input: $input) {
        account {
          ...SavedCards_account
        }
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
  const addCard = useCallback(
    (
      input: { cardToken: string; makeDefault: boolean },
      { onCompleted, onError }: { onCompleted: (answer: useAddCardMutation$data['addCard']) => void; onError: () => void },
    ) => commit({ variables: { input }, onCompleted: (answer) => onCompleted(answer.addCard), onError }),
    [commit],
  );
  return [addCard, saving] as const;
}
