import { graphql, useMutation } from 'react-relay';
import type { useApplyVoucherMutation } from './__generated__/useApplyVoucherMutation.graphql.ts';
import { linkAnsweredBasket } from './viewerBasket.ts';

/** The platform's verdict on a promo code: a rejection's key, or null when it applies. */
export type VoucherVerdict = { valid: true } | { valid: false; reason: string };

/**
 * Applies a promo code to the basket. A code that does not apply comes back
 * either as the basket's voucher with its `reason` or as a userError keyed by
 * the same VoucherRejection: both end as one verdict.
 */
export function useApplyVoucher() {
  const [commit, inFlight] = useMutation<useApplyVoucherMutation>(graphql`
    mutation useApplyVoucherMutation($input: ApplyVoucherInput!) {
      applyVoucher(input: $input) {
        basket {
          voucher {
            isValid
            reason
          }
          ...PurchaseApp_basket
        }
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
  const apply = (code: string, onVerdict: (verdict: VoucherVerdict) => void) =>
    commit({
      variables: { input: { code } },
      updater: (store) => linkAnsweredBasket(store, 'applyVoucher'),
      onCompleted: ({ applyVoucher }) => {
        const error = applyVoucher.userErrors[0];
        if (error) return onVerdict({ valid: false, reason: error.messageKey });
        const voucher = applyVoucher.basket?.voucher;
        if (voucher?.isValid) return onVerdict({ valid: true });
        onVerdict({ valid: false, reason: voucher?.reason ?? 'VOUCHER_NOT_FOUND' });
      },
      onError: () => onVerdict({ valid: false, reason: 'anErrorOccured' }),
    });
  return [apply, inFlight] as const;
}
