import { graphql, useMutation } from 'react-relay';
import type { SetBillingAddressInput, useSetBillingAddressMutation } from './__generated__/useSetBillingAddressMutation.graphql.ts';
import { linkAnsweredBasket } from './viewerBasket.ts';

/** Sets the basket's billing address; the tax (and so the order summary) follows its country. */
export function useSetBillingAddress() {
  const [commit, inFlight] = useMutation<useSetBillingAddressMutation>(graphql`
    mutation useSetBillingAddressMutation($input: SetBillingAddressInput!) {
      setBillingAddress(input: $input) {
        basket {
          ...PurchaseApp_basket
        }
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
  const save = (input: SetBillingAddressInput, onDone: (error: { key: string; field: string | null } | null) => void) =>
    commit({
      variables: { input },
      updater: (store) => linkAnsweredBasket(store, 'setBillingAddress'),
      onCompleted: ({ setBillingAddress }) => {
        const error = setBillingAddress.userErrors[0];
        onDone(error ? { key: error.messageKey, field: error.field ?? null } : null);
      },
      onError: () => onDone({ key: 'anErrorOccured', field: null }),
    });
  return [save, inFlight] as const;
}
