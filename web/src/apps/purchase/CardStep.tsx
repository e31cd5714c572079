import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, Suspense } from 'react';
import { graphql, useFragment } from 'react-relay';
import { formatMoney } from '../../components/format.ts';
import type { CardStep_basket$key } from './__generated__/CardStep_basket.graphql.ts';
import { CardField, type CardToken } from './CardField.tsx';
import { SavedCardChoice } from './SavedCardChoice.tsx';
import { StepActions } from './StepActions.tsx';

const fragment = graphql`
  fragment CardStep_basket on Basket {
    total {
      amount
      currency
      scale
    }
    trial {
      days
    }
    paymentProviders {
      name
      cardFieldUrl
    }
  }
`;

/**
 * The card: a saved one, or a new one in the provider's own field (an
 * iframe), and the button that pays.
 * With a free trial it starts the trial (the card is checked, nothing is
 * charged today); otherwise it pays the basket's total.
 */
export function CardStep({
  basket,
  provider,
  card,
  savedCardId,
  onChooseSavedCard,
  onCard,
  onCardError,
  onPay,
  onBack,
  paying,
  extra,
}: {
  basket: CardStep_basket$key | null;
  /** `PaymentProvider.name` of the card provider chosen. */
  provider: string | null;
  /** The card typed in the field, once the field has tokenised it. */
  card: CardToken | null;
  /** The saved card chosen (REST id); null: a new card; undefined: not chosen yet. */
  savedCardId: string | null | undefined;
  onChooseSavedCard: (cardId: string | null) => void;
  onCard: (card: CardToken) => void;
  onCardError: (code: string) => void;
  onPay: () => void;
  onBack: (() => void) | null;
  paying: boolean;
  /** Shown before the button (a trial acknowledgement when the licence step was skipped). */
  extra?: ReactNode;
}) {
  const data = useFragment(fragment, basket);
  const { t, i18n } = useLingui();
  const brand = card?.brand ?? t`Card`;
  const last4 = card?.last4 ?? '';
  const cardFieldUrl = data?.paymentProviders.find((candidate) => candidate.name === provider)?.cardFieldUrl ?? null;
  const total = data ? formatMoney(data.total, i18n.locale) : '';

  const newCard = cardFieldUrl ? (
    <div className="rs-checkout__card-field">
      <CardField cardFieldUrl={cardFieldUrl} onToken={onCard} onError={onCardError} />
    </div>
  ) : (
    <p className="rs-checkout__note">
      <Trans>The card form could not be loaded. Go back and choose another payment method.</Trans>
    </p>
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    onPay();
  }

  return (
    <form className="rs-checkout__form" onSubmit={submit} noValidate aria-busy={paying}>
      <Suspense
        fallback={
          <p className="rs-checkout__note">
            <Trans>Loading your saved cards…</Trans>
          </p>
        }
      >
        <SavedCardChoice savedCardId={savedCardId} onChoose={onChooseSavedCard} newCard={newCard} />
      </Suspense>
      <p className="rs-checkout__card-status" aria-live="polite">
        {savedCardId ? null : card?.last4 ? (
          <Trans>
            {brand} ending {last4} is ready.
          </Trans>
        ) : card ? (
          <Trans>Your card is ready.</Trans>
        ) : null}
      </p>
      {extra}
      <StepActions
        onBack={paying ? null : onBack}
        busy={paying}
        primary={
          paying ? (
            <Trans>Processing…</Trans>
          ) : data?.trial ? (
            <Trans>Start free trial</Trans>
          ) : (
            <Trans>Pay {total}</Trans>
          )
        }
      />
      <p className="rs-checkout__secure">
        <Trans>Your card details go straight to our payment provider: we never see or store your card number.</Trans>
      </p>
    </form>
  );
}
