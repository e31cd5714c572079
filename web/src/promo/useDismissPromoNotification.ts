import { graphql, useMutation } from 'react-relay';
import type { useDismissPromoNotificationMutation } from './__generated__/useDismissPromoNotificationMutation.graphql.ts';

export type PromoAction = 'CLICKED' | 'DISMISSED';

/**
 * Tells the platform what the viewer did with a promo, which dismisses it for
 * good (spec §4: click or dismiss records an event and tells the server to
 * dismiss). No optimistic answer: the card leaves on the gesture itself, and
 * nothing else on screen reads the promo. Whatever the answer, `onDone` runs
 * (a promo that could not be dismissed just comes back on a later visit).
 */
export function useDismissPromoNotification() {
  const [commit] = useMutation<useDismissPromoNotificationMutation>(graphql`
    mutation useDismissPromoNotificationMutation($input: DismissPromoNotificationInput!) {
      dismissPromoNotification(input: $input) {
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
  return (promoNotificationId: string, action: PromoAction, onDone?: () => void) =>
    commit({
      variables: { input: { promoNotificationId, action } },
      onCompleted: () => onDone?.(),
      onError: () => onDone?.(),
    });
}
