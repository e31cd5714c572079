import type { RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * A basket mutation answers with the basket priced again, but a basket has no
 * id: Relay files the answer under the mutation's field, not under the
 * viewer. Linking it as `viewer.basket` makes every screen reading the
 * viewer's basket (the order summary, the steps) show the new prices.
 */
export function linkAnsweredBasket(store: RecordSourceSelectorProxy, mutationField: string): void {
  const basket = store.getRootField(mutationField)?.getLinkedRecord('basket');
  if (!basket) return;
  store.getRoot().getLinkedRecord('viewer')?.setLinkedRecord(basket, 'basket');
}
