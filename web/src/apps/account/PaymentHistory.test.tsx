import { act, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { PaymentHistoryTestQuery } from './__generated__/PaymentHistoryTestQuery.graphql.ts';
import { PaymentHistory } from './PaymentHistory.tsx';

function TestHistory() {
  const data = useLazyLoadQuery<PaymentHistoryTestQuery>(
    graphql`
      query PaymentHistoryTestQuery @relay_test_operation {
        viewer {
          account {
            ...PaymentHistory_account
          }
        }
      }
    `,
    {},
  );
  return <PaymentHistory account={data.viewer.account!} />;
}

const accountId = 'QWNjb3VudDo0Mg==';
const euros = (amount: number) => ({ amount, currency: 'EUR', scale: 2 });

// Midday UTC: the same calendar day in any time zone the tests run in.
const paid = {
  internalId: 'pay-3',
  date: '2026-11-21T12:00:00Z',
  description: 'Ringside Monthly',
  amount: euros(999),
  status: 'SUCCEEDED',
  declineCode: null,
  card: { brand: 'visa', last4: '4242' },
  invoice: { id: 'SW52b2ljZTo3', internalId: '7', number: 'INV-000007' },
};
const declined = {
  ...paid,
  internalId: 'pay-2',
  date: '2026-11-20T12:00:00Z',
  status: 'DECLINED',
  declineCode: 'INSUFFICIENT_FUNDS',
  card: { brand: 'mastercard', last4: '5100' },
  invoice: null,
};
const failed = {
  ...paid,
  internalId: 'pay-1',
  date: '2026-10-02T12:00:00Z',
  description: 'Fight Night 42',
  amount: { amount: 1500, currency: 'USD', scale: 2 },
  status: 'FAILED',
  declineCode: 'PAYMENT_CANCELLED',
  card: null,
  invoice: null,
};

type Entry = typeof paid | typeof declined | typeof failed;

function history(entries: Entry[], { hasNextPage = false, from = 0 } = {}) {
  return {
    edges: entries.map((node, index) => ({ cursor: `payment-${from + index + 1}`, node })),
    pageInfo: { hasNextPage, endCursor: entries.length ? `payment-${from + entries.length}` : null, hasPreviousPage: false, startCursor: null },
  };
}

function openHistory(entries: Entry[], options: { hasNextPage?: boolean } = {}) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Account: () => ({ id: accountId }),
      PaymentHistoryConnection: () => history(entries, options),
    }),
  );
  renderWithProviders(
    <Suspense fallback={null}>
      <TestHistory />
    </Suspense>,
    { environment, pathname: '/account', query: { section: 'paymentdetails' } },
  );
  return environment;
}

/** Each row's cells, as text. */
function table() {
  return screen.getAllByTestId('payment-row').map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
}

describe('the payment history', () => {
  it('lists each payment with its date, what it was for, the amount, how it went, and the invoice of a paid one', () => {
    openHistory([paid, declined, failed]);
    const grid = screen.getByRole('table', { name: 'Payment history' });
    expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Date',
      'Description',
      'Amount',
      'Status',
      'Invoice',
    ]);
    expect(table()).toEqual([
      ['21/11/26', 'Ringside MonthlyVisa •••• 4242Visa ending in 4242', '€9.99', 'Paid', 'INV-000007'],
      ['20/11/26', 'Ringside MonthlyMastercard •••• 5100Mastercard ending in 5100', '€9.99', 'DeclinedInsufficient funds.', ''],
      ['02/10/26', 'Fight Night 42', '$15.00', 'FailedThe payment was cancelled.', ''],
    ]);
    const invoice = screen.getByRole('link', { name: 'Invoice INV-000007' });
    expect(invoice.getAttribute('href')).toBe('/invoices/7');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('words a reason it does not know as what it means for the customer', () => {
    openHistory([{ ...declined, declineCode: 'DO_NOT_HONOR' }]);
    expect(table()[0]![3]).toBe('DeclinedNothing was charged.');
  });

  it('says so when there is no payment yet', () => {
    openHistory([]);
    expect(screen.getByText('No payments yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows 10 payments a page and the next 10 with "Show more"', async () => {
    const page = Array.from({ length: 10 }, (_, index) => ({ ...paid, internalId: `pay-${100 - index}` }));
    const environment = openHistory(page, { hasNextPage: true });
    expect(table()).toHaveLength(10);

    fireEvent.click(screen.getByRole('button', { name: 'Show more payments' }));
    const more = environment.mock.getMostRecentOperation();
    expect(more.request.node.params.name).toBe('PaymentHistoryPaginationQuery');
    expect(more.request.variables).toMatchObject({ count: 10, cursor: 'payment-10', id: accountId });
    await act(async () =>
      environment.mock.resolve(
        more,
        MockPayloadGenerator.generate(more, {
          Account: () => ({ id: accountId }),
          PaymentHistoryConnection: () => history([failed], { from: 10 }),
        }),
      ),
    );
    expect(table()).toHaveLength(11);
    expect(table()[10]![1]).toBe('Fight Night 42');
    expect(screen.queryByRole('button', { name: 'Show more payments' })).toBeNull();
  });
});
