import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from 'found';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { TextField } from '../../components/form/TextField.tsx';
import { licencePriceLabel } from '../../licence/licencePrice.ts';
import { pathTo } from '../../system/routePaths.ts';
import type { CardToken } from '../purchase/CardField.tsx';
import { CardStep } from '../purchase/CardStep.tsx';
import { clearCheckout, emptyFlow, loadCheckout, saveFlow } from '../purchase/checkoutStorage.ts';
import { leavePageFor } from '../purchase/leavePage.ts';
import { OrderSummary } from '../purchase/OrderSummary.tsx';
import { StepActions } from '../purchase/StepActions.tsx';
import { type PaymentOutcome, usePayBasket } from '../purchase/usePayBasket.ts';
import type { GiftSender_basket$key } from './__generated__/GiftSender_basket.graphql.ts';
import type { GiftsApp_viewer$data } from './__generated__/GiftsApp_viewer.graphql.ts';
import { chooseGiftInput, type GiftFormErrors, type GiftFormValues, giftFormErrors, NOTE_MAX_LENGTH, periodChoices, type PeriodRange } from './giftForm.ts';
import { giftLength, giftMessage } from './giftMessages.ts';
import { useChooseGift } from './useChooseGift.ts';

const basketFragment = graphql`
  fragment GiftSender_basket on Basket {
    lines {
      gift {
        giftId
        recipientEmail
      }
    }
    paymentProviders {
      name
      type
    }
    ...OrderSummary_basket
    ...CardStep_basket
  }
`;

/** Where the send flow for one gift lives: a failed authorisation on the provider's page comes back here. */
export function senderPath(giftId: string): string {
  return `${pathTo('GIFTS')}?${new URLSearchParams({ gift: giftId })}`;
}

/** The confirmation's address: it says where the code went. */
export function sentPath(email: string): string {
  return `${pathTo('GIFTS')}?${new URLSearchParams({ sentTo: email })}`;
}

/** A gift on offer, as the list read it. */
type GiftItem = GiftsApp_viewer$data['giftItems'][number];

type Step = 'DETAILS' | 'PAYMENT';

/**
 * Sending one gift: whoever receives it, a note and, for a subscription, how
 * long; then paying as at checkout (its order summary, the provider's card
 * field, the payment under an idempotency key, the provider's page for a card
 * that needs authorising, which returns here when it fails). A visitor or a
 * guest is asked to sign in first, and comes back here.
 */
export function GiftSender({
  realmName,
  item,
  basket,
  signedIn,
}: {
  realmName: string;
  item: GiftItem;
  basket: GiftSender_basket$key | null;
  signedIn: boolean;
}) {
  const basketData = useFragment(basketFragment, basket) ?? null;
  const { t, i18n } = useLingui();
  const { router } = useRouter();
  const periods: PeriodRange | null = item.minPeriods != null && item.maxPeriods != null ? { min: item.minPeriods, max: item.maxPeriods } : null;
  const basketGift = basketData?.lines[0]?.gift ?? null;

  // Back from the provider's page with a refusal (PaymentAuthorizationApp): the payment again, saying why.
  const [returned] = useState(() => {
    const { flow } = loadCheckout(realmName, Date.now());
    return flow.checkoutPath === senderPath(item.internalId) ? flow : null;
  });
  const resumesPayment = returned?.returnError != null && basketGift?.giftId === item.internalId;
  const [step, setStep] = useState<Step>(resumesPayment ? 'PAYMENT' : 'DETAILS');
  const [values, setValues] = useState<GiftFormValues>({
    recipientEmail: resumesPayment ? (basketGift?.recipientEmail ?? '') : '',
    note: '',
    numberOfPeriods: periods?.min ?? 1,
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<GiftFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [payError, setPayError] = useState<string | null>(resumesPayment ? returned!.returnError : null);
  const [card, setCard] = useState<CardToken | null>(null);
  // A saved card to pay with (its REST id); null: a new card; undefined: not chosen yet (the default card is offered).
  const [savedCardId, setSavedCardId] = useState<string | null | undefined>(undefined);
  const [attemptKey, setAttemptKey] = useState<string | null>(resumesPayment ? returned!.attemptKey : null);
  const [choose, choosing] = useChooseGift();
  const { pay, paying, newAttempt } = usePayBasket({ attemptKey, onAttemptKeyChange: setAttemptKey });
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  useEffect(() => {
    if (returned) clearCheckout(realmName);
  }, []);
  useEffect(() => {
    if (step === 'PAYMENT') heading.current?.focus();
  }, [step]);

  const errors = { ...giftFormErrors(values, periods), ...serverErrors };
  const shownError = (field: keyof GiftFormErrors) => (errors[field] ? giftMessage(i18n, errors[field]!) : null);
  const update = (change: Partial<GiftFormValues>) => {
    setValues((current) => ({ ...current, ...change }));
    setServerErrors({});
    setFormError(null);
  };

  function submitDetails(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (choosing || Object.keys(giftFormErrors(values, periods)).length > 0) return;
    choose(chooseGiftInput(item.internalId, values, periods), (userErrors) => {
      if (userErrors.length === 0) {
        setPayError(null);
        setStep('PAYMENT');
        return;
      }
      const byField: GiftFormErrors = {};
      for (const error of userErrors) {
        if (error.field === 'recipientEmail' || error.field === 'note' || error.field === 'numberOfPeriods') byField[error.field] = error.messageKey;
      }
      setServerErrors(byField);
      setFormError(userErrors.find((error) => !(error.field && error.field in byField))?.messageKey ?? null);
    });
  }

  const recipient = basketGift?.recipientEmail ?? values.recipientEmail.trim();
  const cardProvider = basketData?.paymentProviders.find((provider) => provider.type === 'CREDIT_CARD')?.name ?? null;

  function outcome(result: PaymentOutcome) {
    switch (result.kind) {
      case 'SUCCEEDED':
        router.push(sentPath(recipient));
        return;
      case 'REQUIRES_ACTION':
        // The provider's page returns to PAYMENT_AUTHORIZATION, which comes back to this form if it fails, or on to the confirmation.
        saveFlow(realmName, {
          ...emptyFlow,
          checkoutPath: senderPath(item.internalId),
          confirmationPath: sentPath(recipient),
          provider: cardProvider,
        });
        leavePageFor(result.redirectUrl);
        return;
      case 'PENDING':
        saveFlow(realmName, { ...emptyFlow, checkoutPath: senderPath(item.internalId), confirmationPath: sentPath(recipient), provider: cardProvider });
        router.push({ pathname: pathTo('PAYMENT_AUTHORIZATION'), query: { paymentId: result.paymentId } });
        return;
      case 'DECLINED':
        // That card will not do: the field waits for another.
        setCard(null);
        setPayError(result.messageKey);
        return;
      case 'REFUSED':
        setPayError(result.messageKey);
        return;
      case 'NETWORK_ERROR':
        setPayError('paymentNetworkError');
        return;
    }
  }

  function startPayment() {
    if (!cardProvider) return setPayError('providerUnavailable');
    if (savedCardId) {
      setPayError(null);
      return pay({ provider: cardProvider, cardId: savedCardId }, outcome);
    }
    if (!card) return setPayError('cardDetailsRequired');
    setPayError(null);
    pay({ provider: cardProvider, cardToken: card.token }, outcome);
  }

  const length = periods ? giftLength(i18n, item.period, values.numberOfPeriods) : null;
  const boughtDescription = length ? t`${length}, for ${recipient}` : t`For ${recipient}`;

  return (
    <div className="rs-checkout rs-gift-send">
      <p className="rs-gift-send__back">
        <Link to={pathTo('GIFTS')}>
          <Trans>All gifts</Trans>
        </Link>
      </p>
      <h1 className="rs-checkout__title">
        <Trans>Send {item.name}</Trans>
      </h1>
      <div className="rs-checkout__layout">
        {step === 'PAYMENT' && basketData ? (
          <OrderSummary basket={basketData} licence={null} streamlined={false} canChange={false} onChange={() => {}} promoCode={null} now={0} bought={{ name: item.name, description: boughtDescription }} />
        ) : (
          <aside className="rs-summary rs-gift-send__item" aria-label={t`Your gift`}>
            <p className="rs-summary__name">{item.name}</p>
            <p className="rs-summary__description">{item.description}</p>
            <p className="rs-summary__price">{licencePriceLabel(i18n, { price: item.itemPrice, subscriptionPeriod: item.period })}</p>
          </aside>
        )}
        <section className="rs-checkout__step" aria-labelledby={headingId}>
          <h2 id={headingId} ref={heading} tabIndex={-1} className="rs-checkout__step-title">
            <span className="rs-checkout__progress">
              {step === 'DETAILS' ? <Trans>Step 1 of 2:</Trans> : <Trans>Step 2 of 2:</Trans>}
            </span>{' '}
            {step === 'DETAILS' ? <Trans>Who is it for?</Trans> : <Trans>Payment</Trans>}
          </h2>
          {step === 'DETAILS' ? (
            <form className="rs-checkout__form" onSubmit={submitDetails} noValidate aria-busy={choosing}>
              {formError ? (
                <p className="rs-form__error rs-checkout__error" role="alert">
                  {giftMessage(i18n, formError)}
                </p>
              ) : null}
              <TextField
                label={<Trans>Recipient's email</Trans>}
                type="email"
                name="recipientEmail"
                autoComplete="off"
                required
                value={values.recipientEmail}
                onChange={(recipientEmail) => update({ recipientEmail })}
                error={shownError('recipientEmail')}
                showError={submitted || 'recipientEmail' in serverErrors}
              />
              {periods ? <PeriodSelect item={item} periods={periods} values={values} error={submitted ? shownError('numberOfPeriods') : null} onChange={update} /> : null}
              <NoteField value={values.note} error={shownError('note')} onChange={(note) => update({ note })} />
              {signedIn ? (
                <StepActions onBack={null} busy={choosing} primary={<Trans>Continue to payment</Trans>} />
              ) : (
                <SignInToSend giftId={item.internalId} />
              )}
            </form>
          ) : (
            <>
              {payError ? (
                <p className="rs-form__error rs-checkout__error" role="alert">
                  {giftMessage(i18n, payError)}
                </p>
              ) : null}
              <CardStep
                basket={basketData}
                provider={cardProvider}
                card={card}
                savedCardId={savedCardId}
                onChooseSavedCard={(cardId) => {
                  if (cardId !== savedCardId) newAttempt();
                  setSavedCardId(cardId);
                  setPayError(null);
                }}
                onCard={(token) => {
                  setCard(token);
                  setPayError(null);
                  newAttempt();
                }}
                onCardError={(code) => setPayError(code)}
                onPay={startPayment}
                onBack={() => setStep('DETAILS')}
                paying={paying}
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}

function PeriodSelect({
  item,
  periods,
  values,
  error,
  onChange,
}: {
  item: GiftItem;
  periods: PeriodRange;
  values: GiftFormValues;
  error: string | null;
  onChange: (change: Partial<GiftFormValues>) => void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div className={`rs-field${error ? ' rs-field--invalid' : ''}`}>
      <label className="rs-field__label" htmlFor={id}>
        <Trans>How long</Trans>
      </label>
      <select
        id={id}
        name="numberOfPeriods"
        className="rs-checkout__select"
        value={String(values.numberOfPeriods)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange({ numberOfPeriods: Number(event.target.value) })}
      >
        {periodChoices(periods).map((count) => (
          <option key={count} value={String(count)}>
            {giftLength(i18n, item.period, count)}
          </option>
        ))}
      </select>
      {error ? (
        <p className="rs-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function NoteField({ value, error, onChange }: { value: string; error: string | null; onChange: (note: string) => void }) {
  const id = useId();
  const left = NOTE_MAX_LENGTH - value.trim().length;
  return (
    <div className={`rs-field${error ? ' rs-field--invalid' : ''}`}>
      <label className="rs-field__label" htmlFor={id}>
        <Trans>A note for them (optional)</Trans>
      </label>
      <div className="rs-field__frame">
        <textarea
          id={id}
          name="note"
          className="rs-field__input rs-gift-send__note"
          rows={3}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <p className={error ? 'rs-field__error' : 'rs-gift-send__hint'} id={`${id}-hint`} role={error ? 'alert' : undefined}>
        {error ?? <Trans>{left} characters left</Trans>}
      </p>
    </div>
  );
}

/** A visitor or guest: the gift needs an account, then they come back to this form. */
function SignInToSend({ giftId }: { giftId: string }) {
  const from = senderPath(giftId);
  return (
    <div className="rs-gift-send__signin">
      <p className="rs-checkout__note">
        <Trans>Sign in or create your account to send a gift.</Trans>
      </p>
      <div className="rs-checkout__actions">
        <Link to={{ pathname: pathTo('LOGIN'), query: { from } }} className="rs-button rs-button--primary rs-button--large">
          <Trans>Sign in</Trans>
        </Link>
        <Link to={{ pathname: pathTo('SIGNUP'), query: { from } }} className="rs-button rs-button--secondary rs-button--large">
          <Trans>Create account</Trans>
        </Link>
      </div>
    </div>
  );
}
