import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useMakeCardDefaultMutation, useMakeCardDefaultMutation$data } from './__generated__/useMakeCardDefaultMutation.graphql.ts';
import { dropCardIfGone, savedCardsConnection } from './savedCardsConnection.ts';

/**
 * Makes a saved card the one renewals charge. The badge moves at once; the
 * answer brings the list again, the new default first, or, when refused
 * (CARD_EXPIRED…), Relay moves the badge back and the caller shows why; a
 * card removed elsewhere meanwhile (cardNotFound) leaves the list.
 */
export function useMakeCardDefault() {
  const [commit, saving] = useMutation<useMakeCardDefaultMutation>(graphql`
    mutation useMakeCardDefaultMutation($input: CardInput!) {
      makeCardDefault(input: $input) {
        card {
          id
          isDefault
        }
        account {
          ...SavedCards_account
        }
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
  const makeDefault = useCallback(
    (
      { accountId, card }: { accountId: string; card: { id: string; internalId: string } },
      { onCompleted, onError }: { onCompleted: (answer: useMakeCardDefaultMutation$data['makeCardDefault']) => void; onError: () => void },
    ) =>
      commit({
        variables: { input: { cardId: card.internalId } },
        optimisticUpdater: (store) => {
          for (const edge of savedCardsConnection(store, accountId)?.getLinkedRecords('edges') ?? []) {
            const node = edge?.getLinkedRecord('node');
            node?.setValue(node.getDataID() === card.id, 'isDefault');
          }
        },
        updater: (store, answer) => dropCardIfGone(store, accountId, card.id, answer?.makeCardDefault.userErrors),
        onCompleted: (answer) => onCompleted(answer.makeCardDefault),
        onError,
      }),
    [commit],
  );
  return [makeDefault, saving] as const;
}
