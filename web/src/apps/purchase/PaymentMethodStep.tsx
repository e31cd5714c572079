import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PaymentMethodStep_basket$key } from './__generated__/PaymentMethodStep_basket.graphql.ts';
import { StepActions } from './StepActions.tsx';
import '../../licence/LicenceOption.css';

const fragment = graphql`
  fragment PaymentMethodStep_basket on Basket {
    paymentProviders {
      name
      type
      groupType
    }
  }
`;

/**
 * The ways the basket can be paid, as radios in the realm's order: a card,
 * PayPal. The zero-balance provider (WALLET) is never offered here: a basket
 * that is free for good skips the payment steps altogether.
 */
export function PaymentMethodStep({
  basket,
  chosen,
  onChoose,
  onContinue,
  onBack,
}: {
  basket: PaymentMethodStep_basket$key | null;
  chosen: string | null;
  onChoose: (providerName: string) => void;
  onContinue: () => void;
  onBack: (() => void) | null;
}) {
  const data = useFragment(fragment, basket);
  const { t } = useLingui();
  const providers = (data?.paymentProviders ?? []).filter((provider) => provider.type !== 'WALLET');
  const labelOf = (provider: (typeof providers)[number]) => {
    const base = provider.type === 'PAYPAL' ? t`PayPal` : t`Card`;
    // Two providers of one kind are told apart by name.
    return providers.filter((other) => other.type === provider.type).length > 1 ? `${base} (${provider.name})` : base;
  };
  const hintOf = (provider: (typeof providers)[number]) =>
    provider.type === 'PAYPAL' ? t`You approve the payment on PayPal's page, then come back here.` : t`Visa, Mastercard and other debit or credit cards.`;

  function submit(event: FormEvent) {
    event.preventDefault();
    onContinue();
  }

  return (
    <form className="rs-checkout__form" onSubmit={submit} noValidate>
      {providers.length === 0 ? (
        <p className="rs-checkout__note">
          <Trans>No payment method is available for this purchase right now. Please try again later.</Trans>
        </p>
      ) : (
        <fieldset className="rs-checkout__options">
          <legend className="rs-visually-hidden">
            <Trans>Payment method</Trans>
          </legend>
          {providers.map((provider) => (
            <label key={provider.name} className={`rs-licence-option${chosen === provider.name ? ' rs-licence-option--checked' : ''}`}>
              <input
                type="radio"
                className="rs-licence-option__input"
                name="paymentMethod"
                value={provider.name}
                checked={chosen === provider.name}
                onChange={() => onChoose(provider.name)}
              />
              <span className="rs-licence-option__text">
                <span className="rs-licence-option__name">{labelOf(provider)}</span>
                <span className="rs-licence-option__description">{hintOf(provider)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <StepActions onBack={onBack} primary={<Trans>Continue</Trans>} disabled={providers.length === 0} />
    </form>
  );
}
