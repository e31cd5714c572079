import { graphql, useFragment } from 'react-relay';
import type { PaymentDetailsSection_account$key } from './__generated__/PaymentDetailsSection_account.graphql.ts';
import { PaymentHistory } from './PaymentHistory.tsx';
import { SavedCards } from './SavedCards.tsx';
import './PaymentDetailsSection.css';

/**
 * The account's `paymentdetails` section (spec §2): the saved cards and every
 * payment with its invoice. "Add a card" is not here: the provider's card
 * field comes with a basket's payment providers (`Basket.paymentProviders`),
 * and the account page has no basket; a card is saved when paying.
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
