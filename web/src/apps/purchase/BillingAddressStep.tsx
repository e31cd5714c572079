import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { RequiredMark, TextField } from '../../components/form/TextField.tsx';
import type { BillingAddressStep_basket$key } from './__generated__/BillingAddressStep_basket.graphql.ts';
import { checkoutMessage } from './checkoutMessages.ts';
import { countryOptions, POSTCODE_COUNTRIES } from '../../components/countries.ts';
import { StepActions } from './StepActions.tsx';

const fragment = graphql`
  fragment BillingAddressStep_basket on Basket {
    billingAddress {
      countryCode
      postalCode
      region
    }
  }
`;

export interface BillingAddressInput {
  countryCode: string;
  postalCode: string | null;
  region: string | null;
}

type FieldErrors = Partial<Record<'countryCode' | 'postalCode' | 'region', string>>;

/** Spec §8: the billing postcode must be printable ASCII. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

function validate(address: BillingAddressInput): FieldErrors {
  const errors: FieldErrors = {};
  if (!address.countryCode) errors.countryCode = 'invalidCountry';
  const postalCode = address.postalCode ?? '';
  if (!PRINTABLE_ASCII.test(postalCode)) errors.postalCode = 'postalCodeNotPrintable';
  else if (POSTCODE_COUNTRIES.has(address.countryCode) && !postalCode.trim()) errors.postalCode = 'postalCodeRequired';
  return errors;
}

/**
 * The billing address: its country decides the tax (a US or Canadian one
 * needs the postcode too). Saving prices the basket again, so the order
 * summary's tax follows. The platform's refusals land on their fields.
 */
export function BillingAddressStep({
  basket,
  saved,
  onSubmit,
  onBack,
  primary,
  busy,
  serverError,
  extra,
}: {
  basket: BillingAddressStep_basket$key | null;
  /** The address given earlier in this checkout, if any (it wins over the basket's, which it became). */
  saved: { countryCode: string; postalCode?: string } | null;
  onSubmit: (address: BillingAddressInput) => void;
  onBack: (() => void) | null;
  primary: ReactNode;
  busy: boolean;
  /** The platform's refusal of a field, as a message key. */
  serverError: { key: string; field: string | null } | null;
  /** Shown before the buttons (a trial acknowledgement when this step pays). */
  extra?: ReactNode;
}) {
  const data = useFragment(fragment, basket);
  const { t, i18n } = useLingui();
  const countryId = useId();
  const known = data?.billingAddress;
  const [countryCode, setCountryCode] = useState(() => saved?.countryCode ?? known?.countryCode ?? '');
  const [postalCode, setPostalCode] = useState(() => saved?.postalCode ?? known?.postalCode ?? '');
  const [region, setRegion] = useState(() => known?.region ?? '');
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const countries = useMemo(() => countryOptions(i18n.locale), [i18n.locale]);
  const address: BillingAddressInput = { countryCode, postalCode: postalCode.trim() || null, region: region.trim() || null };
  const clientErrors = validate(address);
  const serverField = serverError?.field?.replace(/^input\./, '') ?? null;
  const errorKey = (field: keyof FieldErrors) => clientErrors[field] ?? (serverField === field ? serverError?.key : undefined) ?? null;
  const errorText = (field: keyof FieldErrors) => {
    const key = errorKey(field);
    return key ? checkoutMessage(i18n, key) : null;
  };
  const postcodeNeeded = POSTCODE_COUNTRIES.has(countryCode);
  const countryError = submitted || serverField === 'countryCode' ? errorText('countryCode') : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (Object.keys(clientErrors).length > 0) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    onSubmit(address);
  }

  return (
    <form ref={formRef} className="rs-checkout__form" onSubmit={submit} noValidate>
      <p className="rs-checkout__note">
        <Trans>We use your billing address to work out the tax on your order.</Trans>
      </p>
      <div className={`rs-field${countryError ? ' rs-field--invalid' : ''}`}>
        <label className="rs-field__label" htmlFor={countryId}>
          <Trans>Country</Trans>
          <RequiredMark />
        </label>
        <select
          id={countryId}
          name="countryCode"
          className="rs-checkout__select"
          autoComplete="country"
          required
          value={countryCode}
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? `${countryId}-error` : undefined}
          onChange={(event) => setCountryCode(event.target.value)}
        >
          <option value="">{t`Choose your country`}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        {countryError ? (
          <p className="rs-field__error" id={`${countryId}-error`} role="alert">
            {countryError}
          </p>
        ) : null}
      </div>
      <div className="rs-checkout__row">
        <TextField
          label={<Trans>Postcode</Trans>}
          name="postalCode"
          autoComplete="postal-code"
          maxLength={16}
          required={postcodeNeeded}
          value={postalCode}
          onChange={setPostalCode}
          error={errorText('postalCode')}
          showError={submitted || serverField === 'postalCode'}
        />
        <TextField
          label={<Trans>State, province or region</Trans>}
          name="region"
          autoComplete="address-level1"
          maxLength={64}
          value={region}
          onChange={setRegion}
          error={errorText('region')}
          showError={submitted || serverField === 'region'}
        />
      </div>
      {extra}
      <StepActions onBack={onBack} primary={primary} busy={busy} />
    </form>
  );
}
