import { graphql, useMutation } from 'react-relay';
import type { useChooseLicenceMutation } from './__generated__/useChooseLicenceMutation.graphql.ts';
import { linkAnsweredBasket } from './viewerBasket.ts';

/**
 * Puts a licence in the customer's basket; the platform prices it (and clears
 * any promo code). No optimistic answer: the prices are the platform's.
 */
export function useChooseLicence() {
  const [commit, inFlight] = useMutation<useChooseLicenceMutation>(graphql`
    mutation useChooseLicenceMutation($input: ChooseLicenceInput!) {
      chooseLicence(input: $input) {
        basket {
          ...PurchaseApp_basket
        }
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
  const choose = (licenceId: string, callbacks: { onDone: (errorKey: string | null) => void }) =>
    commit({
      variables: { input: { licenceId } },
      updater: (store) => linkAnsweredBasket(store, 'chooseLicence'),
      onCompleted: ({ chooseLicence }) => callbacks.onDone(chooseLicence.userErrors[0]?.messageKey ?? null),
      onError: () => callbacks.onDone('anErrorOccured'),
    });
  return [choose, inFlight] as const;
}
