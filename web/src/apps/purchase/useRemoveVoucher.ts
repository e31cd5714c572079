import { graphql, useMutation } from 'react-relay';
import type { useRemoveVoucherMutation } from './__generated__/useRemoveVoucherMutation.graphql.ts';
import { linkAnsweredBasket } from './viewerBasket.ts';

/** Takes the promo code out of the basket, priced again without it. */
export function useRemoveVoucher() {
  const [commit, inFlight] = useMutation<useRemoveVoucherMutation>(graphql`
    mutation useRemoveVoucherMutation {
      removeVoucher {
        basket {
          ...PurchaseApp_basket
        }
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
  const remove = (onDone: (errorKey: string | null) => void) =>
    commit({
      variables: {},
      updater: (store) => linkAnsweredBasket(store, 'removeVoucher'),
      onCompleted: ({ removeVoucher }) => onDone(removeVoucher.userErrors[0]?.messageKey ?? null),
      onError: () => onDone('anErrorOccured'),
    });
  return [remove, inFlight] as const;
}
