import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { OrderSummaryTestQuery } from './__generated__/OrderSummaryTestQuery.graphql.ts';
import { OrderSummary } from './OrderSummary.tsx';

const eur = (amount: number) => ({ amount, currency: 'EUR', scale: 2 });

const monthly = {
  internalId: '1',
  name: 'Premium Monthly',
  description: 'Every fight, live and on demand',
  subscriptionPeriod: 'MONTH',
  trialDays: 7,
  price: eur(999),
};

function basket(overrides: Record<string, unknown> = {}) {
  return {
    licence: { name: monthly.name, description: monthly.description },
    subtotal: eur(999),
    totalDiscount: eur(0),
    tax: eur(230),
    total: eur(1229),
    taxInclusive: false,
    taxRateEstimated: false,
    voucher: null,
    trial: null,
    upcomingPriceChange: null,
    ...overrides,
  };
}

function TestSummary({ withBasket, ...props }: { withBasket: boolean } & Omit<Parameters<typeof OrderSummary>[0], 'basket' | 'licence' | 'now'>) {
  const data = useLazyLoadQuery<OrderSummaryTestQuery>(
    graphql`
      query OrderSummaryTestQuery @relay_test_operation {
        viewer {
          basket {
            ...OrderSummary_basket
          }
        }
        licence(internalId: "1") {
          ...OrderSummary_licence
        }
      }
    `,
    {},
  );
  return (
    <OrderSummary
      basket={withBasket ? (data.viewer.basket ?? null) : null}
      licence={data.licence ?? null}
      now={Date.parse('2026-12-01T12:00:00Z')}
      {...props}
    />
  );
}

function openSummary({
  basket: basketData = basket(),
  withBasket = true,
  streamlined = false,
  canChange = false,
  onChange = vi.fn(),
}: { basket?: object; withBasket?: boolean; streamlined?: boolean; canChange?: boolean; onChange?: () => void } = {}) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, { Basket: () => basketData, Licence: () => monthly }),
  );
  renderWithProviders(
    <TestSummary withBasket={withBasket} streamlined={streamlined} canChange={canChange} onChange={onChange} promoCode={null} />,
    { environment },
  );
  return screen.getByRole('complementary', { name: 'Order summary' });
}

/** The summary's price lines as they read: "Subtotal €9.99", … */
function lines(summary: HTMLElement) {
  return within(summary)
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('rs-summary__line'))
    .map((item) => Array.from(item.children, (cell) => cell.textContent).join(' '));
}

describe('the order summary', () => {
  it('names the plan and prices it, line by line, in the basket’s currency', () => {
    const summary = openSummary();
    expect(within(summary).getByText('Premium Monthly')).toBeTruthy();
    expect(within(summary).getByText('Every fight, live and on demand')).toBeTruthy();
    expect(lines(summary)).toEqual(['Subtotal €9.99', 'Tax €2.30', 'Total €12.29']);
  });

  it('offers to change the plan only when told it can be changed', () => {
    const onChange = vi.fn();
    const summary = openSummary({ canChange: true, onChange });
    fireEvent.click(within(summary).getByRole('button', { name: 'Change' }));
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('has no Change button for a plan that cannot be changed', () => {
    const summary = openSummary({ canChange: false });
    expect(within(summary).queryByRole('button', { name: 'Change' })).toBeNull();
  });

  it('shows a promo code’s discount as a line of its own', () => {
    const summary = openSummary({
      basket: basket({ totalDiscount: eur(200), tax: eur(184), total: eur(983), voucher: { code: 'SUMMER20', isValid: true, description: '20% off' } }),
    });
    expect(lines(summary)).toEqual(['Subtotal €9.99', 'Discount -€2.00', 'Tax €1.84', 'Total €9.83']);
  });

  it('tells the free trial: its days, nothing due today, and what is due on its last day (DD/MM/YYYY)', () => {
    const summary = openSummary({
      basket: basket({ total: eur(0), trial: { days: 7, endsAt: '2026-12-08T12:00:00Z', dueAfterTrial: eur(1229) } }),
    });
    expect(within(summary).getByText('7-day free trial')).toBeTruthy();
    expect(within(summary).getByText('Due today: €0.00')).toBeTruthy();
    expect(within(summary).getByText('Then €12.29 on 08/12/2026')).toBeTruthy();
  });

  it('says an announced price change before paying, since paying accepts it', () => {
    expect(within(openSummary()).queryByTestId('upcoming-price-change')).toBeNull();
    cleanup();
    const summary = openSummary({ basket: basket({ upcomingPriceChange: { newPrice: eur(1199), effectiveAt: '2027-01-07T12:00:00Z' } }) });
    expect(within(summary).getByTestId('upcoming-price-change').textContent).toBe(
      'From 07/01/2027 the price is €11.99 (before tax and promo codes). By subscribing you accept it.',
    );
  });

  describe('in the streamlined checkout', () => {
    it('says the tax is calculated at checkout while it is only an estimate', () => {
      const summary = openSummary({ streamlined: true, basket: basket({ taxRateEstimated: true }) });
      expect(lines(summary)).toEqual(['Subtotal €9.99', 'Tax calculated at checkout', 'Total €12.29']);
    });

    it('says the same when the tax is included in the price', () => {
      const summary = openSummary({ streamlined: true, basket: basket({ taxInclusive: true, tax: eur(187), total: eur(999) }) });
      expect(lines(summary)).toEqual(['Subtotal €9.99', 'Tax calculated at checkout', 'Total €9.99']);
    });

    it('shows the amount once the tax is known and added', () => {
      const summary = openSummary({ streamlined: true });
      expect(lines(summary)).toContain('Tax €2.30');
    });
  });

  it('in the standard checkout, shows an estimated or included tax as an amount, saying which', () => {
    expect(lines(openSummary({ basket: basket({ taxRateEstimated: true }) }))).toContain('Estimated tax €2.30');
  });

  it('before there is a basket (a guest), shows the plan’s own price, tax to be calculated at checkout', () => {
    const summary = openSummary({ withBasket: false });
    expect(within(summary).getByText('€9.99 / month')).toBeTruthy();
    expect(lines(summary)).toEqual(['Subtotal €9.99', 'Tax calculated at checkout', 'Total €0.00']);
    expect(within(summary).getByText('7-day free trial')).toBeTruthy();
    expect(within(summary).getByText('Then €9.99 on 08/12/2026')).toBeTruthy();
  });
});
