import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { countryName } from '../../components/countries.ts';
import { formatMoney, type MoneyAmount } from '../../components/format.ts';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { pathTo } from '../../system/routePaths.ts';
import { cardShortLabel, cardSpokenLabel } from '../account/paymentCards.ts';
import { formatShortDate, intlLocale, viewerTimeZone } from '../schedule/scheduleTime.ts';
import type { InvoiceApp_invoice$key } from './__generated__/InvoiceApp_invoice.graphql.ts';
import type { InvoiceApp_realm$key } from './__generated__/InvoiceApp_realm.graphql.ts';
import './invoice.css';

const realmFragment = graphql`
  fragment InvoiceApp_realm on Realm {
    fullName
  }
`;

const invoiceFragment = graphql`
  fragment InvoiceApp_invoice on Invoice {
    number
    date
    lines {
      name
      description
      periods
      catalogPrice {
        amount
        currency
        scale
      }
      discount {
        amount
        currency
        scale
      }
      tax {
        amount
        currency
        scale
      }
      total {
        amount
        currency
        scale
      }
    }
    totalExcludingTax {
      amount
      currency
      scale
    }
    totalDiscount {
      amount
      currency
      scale
    }
    tax {
      amount
      currency
      scale
    }
    total {
      amount
      currency
      scale
    }
    taxInclusive
    taxRateBasisPoints
    taxCountryCode
    billingAddress {
      line1
      city
      region
      postalCode
      countryCode
    }
    customerName
    customerEmail
    taxNumber
    card {
      brand
      last4
    }
  }
`;

/** 2300 basis points → "23%", 887 → "8.87%", in the viewer's language. */
export function formatTaxRate(basisPoints: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}

/**
 * PAYMENT: one invoice, as the customer would print it — who issued it, to
 * whom, the lines with their discount and tax, the totals, and the card it
 * was paid with. Where prices included the tax (a VAT regime) the tax line
 * says "VAT included"; where it was added, "Tax". "Print" prints the invoice
 * alone (invoice.css hides the rest of the page on paper).
 */
export function InvoiceApp({ realm, invoice }: { realm: InvoiceApp_realm$key; invoice: InvoiceApp_invoice$key }) {
  const { fullName } = useFragment(realmFragment, realm);
  const data = useFragment(invoiceFragment, invoice);
  const { t, i18n } = useLingui();
  const titleId = useId();
  const billedToId = useId();
  const linesId = useId();
  const number = data.number;
  const taxNumber = data.taxNumber;
  useDocumentTitle(t`Invoice ${number}`);

  const money = (amount: MoneyAmount) => formatMoney(amount, i18n.locale);
  // A discount is what was taken off: shown as a subtraction.
  const minus = (amount: MoneyAmount) => (amount.amount === 0 ? money(amount) : money({ ...amount, amount: -Math.abs(amount.amount) }));
  const rate = formatTaxRate(data.taxRateBasisPoints, i18n.locale);
  const taxLabel = data.taxInclusive ? t`VAT included (${rate})` : t`Tax (${rate})`;
  const address = data.billingAddress;
  const addressLines = address
    ? [address.line1, [address.postalCode, address.city].filter(Boolean).join(' '), address.region, countryName(address.countryCode, intlLocale(i18n.locale))].filter(
        (line): line is string => Boolean(line),
      )
    : [];
  const headers = {
    description: t`Description`,
    periods: t`Quantity`,
    price: t`Price`,
    discount: t`Discount`,
    tax: data.taxInclusive ? t`VAT` : t`Tax`,
    total: t`Total`,
  };
  const hasDiscount = data.totalDiscount.amount !== 0;

  return (
    <article className="rs-invoice" aria-labelledby={titleId}>
      <div className="rs-invoice__tools">
        <Link to={{ pathname: pathTo('ACCOUNT'), query: { section: 'paymentdetails' } }} className="rs-invoice__back">
          <Trans>Back to payment details</Trans>
        </Link>
        <button type="button" className="rs-button rs-button--primary" onClick={() => window.print()}>
          <Trans>Print</Trans>
        </button>
      </div>

      <header className="rs-invoice__header">
        <p className="rs-invoice__issuer">{fullName}</p>
        <h1 id={titleId} className="rs-invoice__title">
          <Trans>Invoice {number}</Trans>
        </h1>
      </header>

      <dl className="rs-invoice__facts">
        <div>
          <dt>
            <Trans>Invoice number</Trans>
          </dt>
          <dd>{number}</dd>
        </div>
        <div>
          <dt>
            <Trans>Date</Trans>
          </dt>
          <dd>{formatShortDate(new Date(data.date), viewerTimeZone())}</dd>
        </div>
        {data.card ? (
          <div>
            <dt>
              <Trans>Paid with</Trans>
            </dt>
            <dd>
              <span aria-hidden="true">{cardShortLabel(data.card)}</span>
              <span className="rs-visually-hidden">{cardSpokenLabel(i18n, data.card)}</span>
            </dd>
          </div>
        ) : null}
      </dl>

      <section className="rs-invoice__billed" aria-labelledby={billedToId}>
        <h2 id={billedToId} className="rs-invoice__subtitle">
          <Trans>Billed to</Trans>
        </h2>
        <address className="rs-invoice__address">
          {data.customerName ? <span className="rs-invoice__customer">{data.customerName}</span> : null}
          <span className={data.customerName ? undefined : 'rs-invoice__customer'}>{data.customerEmail}</span>
          {taxNumber ? (
            <span>
              <Trans>Tax number: {taxNumber}</Trans>
            </span>
          ) : null}
          {addressLines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      </section>

      <section aria-labelledby={linesId}>
        <h2 id={linesId} className="rs-invoice__subtitle">
          <Trans>Details</Trans>
        </h2>
        {/* The rows stack on a phone; the roles keep them a table for screen readers. */}
        <table className="rs-invoice__lines" role="table" aria-labelledby={linesId}>
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">{headers.description}</th>
              <th scope="col" role="columnheader" className="rs-invoice__number">
                {headers.periods}
              </th>
              <th scope="col" role="columnheader" className="rs-invoice__number">
                {headers.price}
              </th>
              <th scope="col" role="columnheader" className="rs-invoice__number">
                {headers.discount}
              </th>
              <th scope="col" role="columnheader" className="rs-invoice__number">
                {headers.tax}
              </th>
              <th scope="col" role="columnheader" className="rs-invoice__number">
                {headers.total}
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {data.lines.map((line, index) => (
              <tr key={index} role="row" data-testid="invoice-line">
                <td role="cell" data-label={headers.description}>
                  <span className="rs-invoice__line-name">{line.name}</span>
                  {line.description ? <span className="rs-invoice__line-description">{line.description}</span> : null}
                </td>
                <td role="cell" data-label={headers.periods} className="rs-invoice__number">
                  {i18n.number(line.periods)}
                </td>
                <td role="cell" data-label={headers.price} className="rs-invoice__number">
                  {money(line.catalogPrice)}
                </td>
                <td role="cell" data-label={headers.discount} className="rs-invoice__number">
                  {minus(line.discount)}
                </td>
                <td role="cell" data-label={headers.tax} className="rs-invoice__number">
                  {money(line.tax)}
                </td>
                <td role="cell" data-label={headers.total} className="rs-invoice__number">
                  {money(line.total)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <dl className="rs-invoice__totals" aria-label={t`Totals`}>
        {hasDiscount ? (
          <div>
            <dt>
              <Trans>Discount</Trans>
            </dt>
            <dd>{minus(data.totalDiscount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            <Trans>Total excluding tax</Trans>
          </dt>
          <dd>{money(data.totalExcludingTax)}</dd>
        </div>
        <div>
          <dt>{taxLabel}</dt>
          <dd>{money(data.tax)}</dd>
        </div>
        <div className="rs-invoice__grand-total">
          <dt>
            <Trans>Total paid</Trans>
          </dt>
          <dd>{money(data.total)}</dd>
        </div>
      </dl>
      {data.taxCountryCode ? <TaxCountryNote code={data.taxCountryCode} /> : null}
    </article>
  );
}

function TaxCountryNote({ code }: { code: string }) {
  const { i18n } = useLingui();
  const country = countryName(code, intlLocale(i18n.locale));
  return (
    <p className="rs-invoice__note">
      <Trans>Tax as charged in {country}.</Trans>
    </p>
  );
}
