import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { formatMoney, type MoneyAmount } from '../../components/format.ts';
import { licencePriceLabel } from '../../licence/licencePrice.ts';
import type { OrderSummary_basket$data, OrderSummary_basket$key } from './__generated__/OrderSummary_basket.graphql.ts';
import type { OrderSummary_licence$data, OrderSummary_licence$key } from './__generated__/OrderSummary_licence.graphql.ts';
import { checkoutMessage } from './checkoutMessages.ts';
import { formatTrialDate, trialEndFrom } from './trialDate.ts';

const basketFragment = graphql`
  fragment OrderSummary_basket on Basket {
    licence {
      name
      description
    }
    subtotal {
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
    taxRateEstimated
    voucher {
      code
      isValid
      description
    }
    trial {
      days
      endsAt
      dueAfterTrial {
        amount
        currency
        scale
      }
    }
    upcomingPriceChange {
      newPrice {
        amount
        currency
        scale
      }
      effectiveAt
    }
  }
`;

const licenceFragment = graphql`
  fragment OrderSummary_licence on Licence {
    name
    description
    subscriptionPeriod
    trialDays
    price {
      amount
      currency
      scale
    }
  }
`;

/** The promo code area: what the checkout knows of the code, and how to change it. */
export interface PromoCodeControls {
  /** A code is being checked or removed. */
  readonly loading: boolean;
  /** The message key of the code's rejection (a VoucherRejection), or null. */
  readonly rejection: string | null;
  readonly onApply: (code: string) => void;
  readonly onRemove: () => void;
}

/** What a summary line shows, worked out from the basket or, before there is one, the licence. */
interface SummaryFigures {
  name: string;
  description: string;
  subtotal: MoneyAmount;
  discount: MoneyAmount | null;
  /** Null: "Tax calculated at checkout". */
  tax: MoneyAmount | null;
  taxLabel: 'TAX' | 'TAX_INCLUDED' | 'TAX_ESTIMATED';
  total: MoneyAmount;
  trial: { days: number; endsAt: string | Date; dueAfterTrial: MoneyAmount } | null;
  appliedVoucher: { code: string; description: string | null } | null;
}

/**
 * Spec §2 "Order summary": the licence's name and description, a Change
 * button (only when the licence can be changed and is not the only one),
 * subtotal, tax, total, the promo code area and the trial. In the streamlined
 * checkout the tax line reads "Tax calculated at checkout" while the tax is
 * estimated or included in the price. A viewer without a basket yet (a guest,
 * or a customer whose basket is being priced) sees the licence's own price,
 * tax to be calculated.
 */
export function OrderSummary({
  basket,
  licence,
  streamlined,
  canChange,
  onChange,
  promoCode,
  busy = false,
  now,
  bought = null,
}: {
  /** The customer's basket, once it holds the licence being bought. */
  basket: OrderSummary_basket$key | null;
  /** The licence being bought, for a summary before the basket. */
  licence: OrderSummary_licence$key | null;
  /** The realm's checkoutFlow is STREAMLINED. */
  streamlined: boolean;
  canChange: boolean;
  onChange: () => void;
  /** Null: no promo code area (the realm takes none, or there is no basket to apply one to). */
  promoCode: PromoCodeControls | null;
  /** The basket is being priced again. */
  busy?: boolean;
  /** When a trial would start (ms since epoch), for the summary before the basket. */
  now: number;
  /** What is bought, when it is not the basket's licence for the customer themselves (a gift of it): its name and description. */
  bought?: { readonly name: string; readonly description: string } | null;
}) {
  const basketData = useFragment(basketFragment, basket);
  const licenceData = useFragment(licenceFragment, licence);
  const { i18n } = useLingui();
  const titleId = useId();
  const nameId = useId();
  const money = (amount: MoneyAmount) => formatMoney(amount, i18n.locale);
  const figures = basketData?.licence
    ? { ...fromBasket(basketData, streamlined), ...bought }
    : licenceData?.price
      ? fromLicence(licenceData, licenceData.price, now)
      : null;
  const dueToday = figures ? money({ ...figures.total, amount: 0 }) : '';
  const dueAfterTrial = figures?.trial ? money(figures.trial.dueAfterTrial) : '';
  const trialEnd = figures?.trial ? formatTrialDate(figures.trial.endsAt) : '';

  return (
    <aside className="rs-summary" aria-labelledby={titleId} aria-busy={busy}>
      <h2 id={titleId} className="rs-summary__title">
        <Trans>Order summary</Trans>
      </h2>
      {figures === null ? (
        <p className="rs-summary__empty">
          <Trans>Choose a plan to see its price.</Trans>
        </p>
      ) : (
        <>
          <div className="rs-summary__licence">
            <div className="rs-summary__licence-text">
              <p id={nameId} className="rs-summary__name">
                {figures.name}
              </p>
              <p className="rs-summary__description">{figures.description}</p>
              {!basketData?.licence && licenceData ? (
                <p className="rs-summary__price">{licencePriceLabel(i18n, licenceData)}</p>
              ) : null}
            </div>
            {canChange ? (
              <button type="button" className="rs-button rs-button--secondary rs-summary__change" aria-describedby={nameId} onClick={onChange}>
                <Trans>Change</Trans>
              </button>
            ) : null}
          </div>
          {figures.trial ? (
            <ul className="rs-summary__trial">
              <li className="rs-summary__trial-days">
                <Trans>{figures.trial.days}-day free trial</Trans>
              </li>
              <li>
                <Trans>Due today: {dueToday}</Trans>
              </li>
              <li>
                <Trans>
                  Then {dueAfterTrial} on {trialEnd}
                </Trans>
              </li>
            </ul>
          ) : null}
          <ul className="rs-summary__lines">
            <li className="rs-summary__line">
              <span>
                <Trans>Subtotal</Trans>
              </span>
              <span className="rs-summary__amount">{money(figures.subtotal)}</span>
            </li>
            {figures.discount ? (
              <li className="rs-summary__line">
                <span>
                  <Trans>Discount</Trans>
                </span>
                <span className="rs-summary__amount">{money({ ...figures.discount, amount: -Math.abs(figures.discount.amount) })}</span>
              </li>
            ) : null}
            {figures.tax === null ? (
              <li className="rs-summary__line rs-summary__line--note">
                <span>
                  <Trans>Tax calculated at checkout</Trans>
                </span>
              </li>
            ) : (
              <li className="rs-summary__line">
                <span>
                  {figures.taxLabel === 'TAX_INCLUDED' ? (
                    <Trans>Tax (included)</Trans>
                  ) : figures.taxLabel === 'TAX_ESTIMATED' ? (
                    <Trans>Estimated tax</Trans>
                  ) : (
                    <Trans>Tax</Trans>
                  )}
                </span>
                <span className="rs-summary__amount">{money(figures.tax)}</span>
              </li>
            )}
            <li className="rs-summary__line rs-summary__line--total">
              <span>
                <Trans>Total</Trans>
              </span>
              <span className="rs-summary__amount">{money(figures.total)}</span>
            </li>
          </ul>
          {basketData?.upcomingPriceChange && !bought ? <UpcomingPriceChange change={basketData.upcomingPriceChange} /> : null}
          {promoCode ? <PromoCode controls={promoCode} applied={figures.appliedVoucher} /> : null}
        </>
      )}
    </aside>
  );
}

/**
 * An announced price change of the subscription (spec §4 price migrations):
 * said before paying, since paying accepts it and the subscriber is not asked
 * again.
 */
function UpcomingPriceChange({ change }: { change: NonNullable<OrderSummary_basket$data['upcomingPriceChange']> }) {
  const { i18n } = useLingui();
  const newPrice = formatMoney(change.newPrice, i18n.locale);
  const date = formatTrialDate(change.effectiveAt);
  return (
    <p className="rs-summary__price-change" data-testid="upcoming-price-change">
      <Trans>
        From {date} the price is {newPrice} (before tax and promo codes). By subscribing you accept it.
      </Trans>
    </p>
  );
}

type BasketData = OrderSummary_basket$data;
type LicenceData = OrderSummary_licence$data;

function fromBasket(basket: BasketData, streamlined: boolean): SummaryFigures {
  const taxAtCheckout = streamlined && (basket.taxRateEstimated || basket.taxInclusive);
  return {
    name: basket.licence?.name ?? '',
    description: basket.licence?.description ?? '',
    subtotal: basket.subtotal,
    discount: basket.totalDiscount.amount !== 0 ? basket.totalDiscount : null,
    tax: taxAtCheckout ? null : basket.tax,
    taxLabel: basket.taxInclusive ? 'TAX_INCLUDED' : basket.taxRateEstimated ? 'TAX_ESTIMATED' : 'TAX',
    total: basket.total,
    trial: basket.trial ? { days: basket.trial.days, endsAt: basket.trial.endsAt, dueAfterTrial: basket.trial.dueAfterTrial } : null,
    appliedVoucher: basket.voucher?.isValid ? { code: basket.voucher.code, description: basket.voucher.description ?? null } : null,
  };
}

/** Before the basket: the licence's price for this viewer; tax needs the billing address, so it comes at checkout. */
function fromLicence(licence: LicenceData, price: MoneyAmount, now: number): SummaryFigures {
  const trial = licence.trialDays > 0 ? { days: licence.trialDays, endsAt: trialEndFrom(now, licence.trialDays), dueAfterTrial: price } : null;
  return {
    name: licence.name,
    description: licence.description,
    subtotal: price,
    discount: null,
    tax: null,
    taxLabel: 'TAX',
    // As the basket's total: what is charged now, nothing while the trial runs.
    total: trial ? { ...price, amount: 0 } : price,
    trial,
    appliedVoucher: null,
  };
}

function PromoCode({ controls, applied }: { controls: PromoCodeControls; applied: { code: string; description: string | null } | null }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [code, setCode] = useState('');
  const [emptyError, setEmptyError] = useState(false);
  const rejection = emptyError ? 'promoCodeRequired' : controls.rejection;

  if (applied) {
    const appliedCode = applied.code;
    return (
      <div className="rs-summary__promo rs-summary__promo--applied">
        <p className="rs-summary__promo-applied">
          <Trans>
            Promo code <strong>{appliedCode}</strong> applied
          </Trans>
          {applied.description ? <span className="rs-summary__promo-description">{applied.description}</span> : null}
        </p>
        <button type="button" className="rs-link-button" onClick={controls.onRemove} disabled={controls.loading} aria-label={t`Remove promo code ${appliedCode}`}>
          <Trans>Remove</Trans>
        </button>
      </div>
    );
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    if (controls.loading) return;
    const typed = code.trim();
    setEmptyError(typed === '');
    if (typed) controls.onApply(typed);
  }

  return (
    <form className="rs-summary__promo" onSubmit={apply} noValidate aria-busy={controls.loading}>
      <label className="rs-field__label" htmlFor={id}>
        <Trans>Promo code</Trans>
      </label>
      <div className="rs-summary__promo-row">
        <div className={`rs-field__frame${rejection ? ' rs-summary__promo-frame--invalid' : ''}`}>
          <input
            id={id}
            className="rs-field__input"
            name="promoCode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            value={code}
            aria-invalid={rejection ? true : undefined}
            aria-describedby={rejection ? `${id}-error` : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setEmptyError(false);
            }}
          />
        </div>
        <button type="submit" className="rs-button rs-button--secondary" disabled={controls.loading}>
          {controls.loading ? <span className="rs-form__spinner" aria-hidden="true" /> : null}
          {controls.loading ? <Trans>Applying…</Trans> : <Trans>Apply</Trans>}
        </button>
      </div>
      {rejection ? (
        <p className="rs-field__error" id={`${id}-error`} role="alert">
          {checkoutMessage(i18n, rejection)}
        </p>
      ) : null}
    </form>
  );
}
