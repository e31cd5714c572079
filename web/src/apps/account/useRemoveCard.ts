import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { useRemoveCardMutation, useRemoveCardMutation$data } from './__generated__/useRemoveCardMutation.graphql.ts';
import { dropCardIfGone, savedCardsConnection } from './savedCardsConnection.ts';

/**
 * Removes a saved card. The card leaves the list at once; the answer brings
 * the list's first page again (the server's order), or, when the card is
 * refused (CARD_IN_USE…), Relay puts it back and the caller shows why. A card
 * already removed elsewhere (cardNotFound) stays off the list.
 */
export function useRemoveCard() {
  const [commit, removing] = useMutation<useRemoveCardMutation>(graphql`
    mutation useRemoveCardMutation($input: CardInput!) {
      removeCard(input: $input) {
        account {
          ...SavedCards_account
        }
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
  const remove = useCallback(
    (
      { accountId, card }: { accountId: string; card: { id: string; internalId: string } },
      { onCompleted, onError }: { onCompleted: (answer: useRemoveCardMutation$data['removeCard']) => void; onError: () => void },
    ) =>
      commit({
        variables: { input: { cardId: card.internalId } },
        optimisticUpdater: (store) => {
          const connection = savedCardsConnection(store, accountId);
          if (connection) ConnectionHandler.deleteNode(connection, card.id);
        },
        updater: (store, answer) => dropCardIfGone(store, accountId, card.id, answer?.removeCard.userErrors),
        onCompleted: (answer) => onCompleted(answer.removeCard),
        onError,
      }),
    [commit],
  );
  return [remove, removing] as const;
}
