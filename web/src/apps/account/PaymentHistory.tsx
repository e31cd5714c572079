import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { useId } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { formatMoney } from '../../components/format.ts';
import { pathTo } from '../../system/routePaths.ts';
import { formatShortDate, viewerTimeZone } from '../schedule/scheduleTime.ts';
import type { PaymentHistory_account$data, PaymentHistory_account$key } from './__generated__/PaymentHistory_account.graphql.ts';
import { cardShortLabel, cardSpokenLabel } from './paymentCards.ts';

/** Spec §9: payment history 10 to a page. */
export const PAYMENTS_PAGE_SIZE = 10;

const fragment = graphql`
  fragment PaymentHistory_account on Account
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
  @refetchable(queryName: "PaymentHistoryPaginationQuery") {
    paymentHistory(first: $count, after: $cursor) @connection(key: "PaymentHistory_paymentHistory") {
      edges {
        node {
          internalId
          date
          description
          amount {
            amount
            currency
            scale
          }
          status
          declineCode
          card {
            brand
            last4
          }
          invoice {
            internalId
            number
          }
        }
      }
    }
  }
`;

type Payment = PaymentHistory_account$data['paymentHistory']['edges'][number]['node'];

/**
 * Why a payment did not go through, short enough for a table cell
 * (`PaymentHistoryEntry.declineCode`: the provider's codes and the platform's
 * own). The checkout words the same codes as advice for the moment of paying.
 */
const REASONS: Record<string, MessageDescriptor> = {
  CARD_DECLINED: msg`The card was declined.`,
  INSUFFICIENT_FUNDS: msg`Insufficient funds.`,
  CARD_EXPIRED: msg`The card had expired.`,
  AUTHORISATION_FAILED: msg`The payment was not authorised.`,
  AUTHENTICATION_FAILED: msg`The payment was not authorised.`,
  PAYMENT_CANCELLED: msg`The payment was cancelled.`,
  SUPERSEDED: msg`Replaced by a later attempt.`,
};

function reasonOf(i18n: I18n, payment: Payment): string {
  const reason = payment.declineCode ? REASONS[payment.declineCode] : undefined;
  return i18n._(reason ?? msg`Nothing was charged.`);
}

function StatusCell({ payment }: { payment: Payment }) {
  const { i18n } = useLingui();
  switch (payment.status) {
    case 'SUCCEEDED':
      return (
        <span className="rs-payments__status rs-payments__status--paid">
          <Trans>Paid</Trans>
        </span>
      );
    case 'DECLINED':
    case 'FAILED':
      return (
        <div>
          <span className="rs-payments__status rs-payments__status--failed">
            {payment.status === 'DECLINED' ? <Trans>Declined</Trans> : <Trans>Failed</Trans>}
          </span>
          <span className="rs-payments__reason">{reasonOf(i18n, payment)}</span>
        </div>
      );
    default:
      // PENDING and REQUIRES_ACTION: the platform lists neither for long.
      return (
        <span className="rs-payments__status">
          <Trans>Pending</Trans>
        </span>
      );
  }
}

function InvoiceLink({ invoice }: { invoice: NonNullable<Payment['invoice']> }) {
  const { t } = useLingui();
  const number = invoice.number;
  return (
    <Link to={pathTo('PAYMENT', { id: invoice.internalId })} className="rs-payments__invoice" aria-label={t`Invoice ${number}`}>
      {number}
    </Link>
  );
}

/** Every attempt to pay, newest first: date, what for, how much, how it went, and the invoice of a paid one. */
export function PaymentHistory({ account }: { account: PaymentHistory_account$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(fragment, account);
  const { t, i18n } = useLingui();
  const titleId = useId();
  const timeZone = viewerTimeZone();
  const payments = data.paymentHistory.edges.map((edge) => edge.node);
  const headers = { date: t`Date`, description: t`Description`, amount: t`Amount`, status: t`Status`, invoice: t`Invoice` };

  return (
    <section className="rs-account__panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="rs-account__panel-title">
        <Trans>Payment history</Trans>
      </h2>
      {payments.length === 0 ? (
        <div className="rs-payments__empty">
          <p className="rs-payments__empty-title">
            <Trans>No payments yet</Trans>
          </p>
          <p className="rs-account__hint">
            <Trans>Your payments and their invoices appear here.</Trans>
          </p>
        </div>
      ) : (
        // The rows stack as cards on a phone; the roles keep them a table for
        // screen readers once CSS changes how they are displayed.
        <table className="rs-payments" role="table" aria-labelledby={titleId}>
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">{headers.date}</th>
              <th scope="col" role="columnheader">{headers.description}</th>
              <th scope="col" role="columnheader" className="rs-payments__number">
                {headers.amount}
              </th>
              <th scope="col" role="columnheader">{headers.status}</th>
              <th scope="col" role="columnheader">{headers.invoice}</th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {payments.map((payment) => (
              <tr key={payment.internalId} role="row" data-testid="payment-row">
                <td role="cell" data-label={headers.date}>
                  {formatShortDate(new Date(payment.date), timeZone)}
                </td>
                <td role="cell" data-label={headers.description}>
                  <div>
                    <span className="rs-payments__description">{payment.description}</span>
                    {payment.card ? (
                      <span className="rs-payments__card">
                        <span aria-hidden="true">{cardShortLabel(payment.card)}</span>
                        <span className="rs-visually-hidden">{cardSpokenLabel(i18n, payment.card)}</span>
                      </span>
                    ) : null}
                  </div>
                </td>
                <td role="cell" data-label={headers.amount} className="rs-payments__number">
                  {formatMoney(payment.amount, i18n.locale)}
                </td>
                <td role="cell" data-label={headers.status}>
                  <StatusCell payment={payment} />
                </td>
                <td role="cell" data-label={headers.invoice} className={payment.invoice ? undefined : 'rs-payments__none'}>
                  {payment.status === 'SUCCEEDED' && payment.invoice ? <InvoiceLink invoice={payment.invoice} /> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {hasNext ? (
        <div className="rs-account__actions">
          <button
            type="button"
            className="rs-account__secondary"
            disabled={isLoadingNext}
            aria-label={t`Show more payments`}
            onClick={() => loadNext(PAYMENTS_PAGE_SIZE)}
          >
            <Trans>Show more</Trans>
          </button>
        </div>
      ) : null}
    </section>
  );
}
