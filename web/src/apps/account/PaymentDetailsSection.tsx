import { graphql, useFragment } from 'react-relay';
import type { PaymentDetailsSection_account$key } from './__generated__/PaymentDetailsSection_account.graphql.ts';
import { PaymentHistory } from './PaymentHistory.tsx';
import { SavedCards } from './SavedCards.tsx';
import './PaymentDetailsSection.css';

/**
 * The account's `paymentdetails` section (spec §2): the saved cards (with
 * "Add a card", in the provider's own field) and every payment with its invoice.
 */
export function PaymentDetailsSection({ account }: { account: PaymentDetailsSection_account$key }) {
  const data = useFragment(
    graphql`
      fragment PaymentDetailsSection_account on Account {
        ...SavedCards_account
        ...PaymentHistory_account
      }
    `,
    account,
  );
  return (
    <>
      <SavedCards account={data} />
      <PaymentHistory account={data} />
    </>
  );
}
