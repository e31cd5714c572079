import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';

/** The `@connection` key of the saved cards list (SavedCards_account). */
export const SAVED_CARDS_CONNECTION = 'SavedCards_cardsConnection';

/** The account's saved cards as the store holds them, for the cards' optimistic updates. */
export function savedCardsConnection(store: RecordSourceSelectorProxy, accountId: string) {
  const account = store.get(accountId);
  return account ? ConnectionHandler.getConnection(account, SAVED_CARDS_CONNECTION) : null;
}

/**
 * After an answer: a card the platform no longer has (`cardNotFound`, removed
 * elsewhere) leaves the list, as the customer would see after a reload.
 */
export function dropCardIfGone(
  store: RecordSourceSelectorProxy,
  accountId: string,
  cardId: string,
  userErrors: readonly { readonly messageKey: string }[] | null | undefined,
) {
  if (!userErrors?.some((error) => error.messageKey === 'cardNotFound')) return;
  const connection = savedCardsConnection(store, accountId);
  if (connection) ConnectionHandler.deleteNode(connection, cardId);
}
