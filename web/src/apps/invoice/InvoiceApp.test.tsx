import { fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { InvoiceAppTestQuery } from './__generated__/InvoiceAppTestQuery.graphql.ts';
import { formatTaxRate, InvoiceApp } from './InvoiceApp.tsx';

function TestInvoice() {
  const data = useLazyLoadQuery<InvoiceAppTestQuery>(
    graphql`
      query InvoiceAppTestQuery @relay_test_operation {
        realm {
          ...InvoiceApp_realm
        }
        invoice(internalId: "7") {
          ...InvoiceApp_invoice
        }
      }
    `,
    {},
  );
  return <InvoiceApp realm={data.realm} invoice={data.invoice!} />;
}

const euros = (amount: number) => ({ amount, currency: 'EUR', scale: 2 });

/** A Portuguese customer's monthly pass with a 2.00 promo code: VAT (23%) is in the price. */
const vatInvoice = {
  number: 'INV-000007',
  date: '2026-11-21T12:00:00Z',
  lines: [{ name: 'Ringside Monthly', description: 'Every fight, live and on demand', periods: 1, catalogPrice: euros(999), discount: euros(200), tax: euros(149), total: euros(799) }],
  totalExcludingTax: euros(650),
  totalDiscount: euros(200),
  tax: euros(149),
  total: euros(799),
  taxInclusive: true,
  taxRateBasisPoints: 2300,
  taxCountryCode: 'PT',
  billingAddress: { line1: 'Rua Augusta 100', city: 'Lisboa', region: null, postalCode: '1100-053', countryCode: 'PT' },
  customerName: 'Sam Rivera',
  customerEmail: 'sam@example.com',
  taxNumber: '123456789',
  card: { brand: 'visa', last4: '4242' },
};

const dollars = (amount: number) => ({ amount, currency: 'USD', scale: 2 });

/** A New York customer: sales tax is added to the price. */
const salesTaxInvoice = {
  ...vatInvoice,
  number: 'INV-000008',
  lines: [{ name: 'Fight Night 42', description: '', periods: 2, catalogPrice: dollars(3000), discount: dollars(0), tax: dollars(266), total: dollars(3266) }],
  totalExcludingTax: dollars(3000),
  totalDiscount: dollars(0),
  tax: dollars(266),
  total: dollars(3266),
  taxInclusive: false,
  taxRateBasisPoints: 888,
  taxCountryCode: 'US',
  billingAddress: { line1: '1 Main St', city: 'New York', region: 'NY', postalCode: '10001', countryCode: 'US' },
  taxNumber: null,
  card: null,
};

function openInvoice(invoice: object) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Realm: () => ({ fullName: 'Ringside Sports Ltd' }),
      Invoice: () => invoice,
    }),
  );
  renderWithProviders(
    <Suspense fallback={null}>
      <TestInvoice />
    </Suspense>,
    { environment, pathname: '/invoices/7' },
  );
}

/** The totals as label → amount. */
function totals() {
  const list = document.querySelector('dl[aria-label="Totals"]')!;
  return [...list.querySelectorAll('div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the invoice', () => {
  it('says who issued it, its number and date, who it was billed to and the card that paid', () => {
    openInvoice(vatInvoice);
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice INV-000007' })).toBeTruthy();
    expect(screen.getByText('Ringside Sports Ltd')).toBeTruthy();
    expect(screen.getByText('21/11/26')).toBeTruthy();
    const billedTo = screen.getByRole('region', { name: 'Billed to' });
    expect([...billedTo.querySelectorAll('address > span')].map((line) => line.textContent)).toEqual([
      'Sam Rivera',
      'sam@example.com',
      'Tax number: 123456789',
      'Rua Augusta 100',
      '1100-053 Lisboa',
      'Portugal',
    ]);
    expect(screen.getByText('Visa ending in 4242')).toBeTruthy();
  });

  it('is billed to the email when the customer gave no name or address', () => {
    openInvoice({ ...vatInvoice, customerName: null, taxNumber: null, billingAddress: null });
    const billedTo = screen.getByRole('region', { name: 'Billed to' });
    expect([...billedTo.querySelectorAll('address > span')].map((line) => line.textContent)).toEqual(['sam@example.com']);
  });

  it('lists each line with its discount and VAT, and says the VAT was included', () => {
    openInvoice(vatInvoice);
    const lines = screen.getByRole('table', { name: 'Details' });
    expect(within(lines).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Description',
      'Quantity',
      'Price',
      'Discount',
      'VAT',
      'Total',
    ]);
    expect(within(screen.getByTestId('invoice-line')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Ringside MonthlyEvery fight, live and on demand',
      '1',
      '€9.99',
      '-€2.00',
      '€1.49',
      '€7.99',
    ]);
    expect(totals()).toEqual([
      ['Discount', '-€2.00'],
      ['Total excluding tax', '€6.50'],
      ['VAT included (23%)', '€1.49'],
      ['Total paid', '€7.99'],
    ]);
    expect(screen.getByText('Tax as charged in Portugal.')).toBeTruthy();
  });

  it('calls added tax "Tax", with its rate, and shows no discount when there was none', () => {
    openInvoice(salesTaxInvoice);
    expect(totals()).toEqual([
      ['Total excluding tax', '$30.00'],
      ['Tax (8.88%)', '$2.66'],
      ['Total paid', '$32.66'],
    ]);
    expect(within(screen.getByRole('table', { name: 'Details' })).getAllByRole('columnheader')[4]!.textContent).toBe('Tax');
    expect(screen.queryByText(/Tax number/)).toBeNull();
    expect(screen.queryByText(/ending in/)).toBeNull();
    const billedTo = screen.getByRole('region', { name: 'Billed to' });
    expect([...billedTo.querySelectorAll('address > span')].map((line) => line.textContent)).toEqual([
      'Sam Rivera',
      'sam@example.com',
      '1 Main St',
      '10001 New York',
      'NY',
      'United States',
    ]);
  });

  it('prints from its Print button and leads back to the payment details', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    openInvoice(vatInvoice);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to payment details' }).getAttribute('href')).toBe('/account?section=paymentdetails');
  });
});

describe('the tax rate', () => {
  it('reads basis points as a percentage in the viewer’s language', () => {
    expect(formatTaxRate(2300, 'en')).toBe('23%');
    expect(formatTaxRate(887, 'en')).toBe('8.87%');
    expect(formatTaxRate(2100, 'es')).toBe('21\u00a0%');
    expect(formatTaxRate(1250, 'pt')).toBe('12,5%');
  });
});
