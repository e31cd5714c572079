import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { type ReactNode, type RefObject, useEffect, useId, useReducer, useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import { CheckoutStep, checkoutReducer, createCheckoutState, type CheckoutLicence } from '../../checkout/checkoutMachine.ts';
import { formatMoney } from '../../components/format.ts';
import { useToasts } from '../../components/Toast.tsx';
import { pathTo } from '../../system/routePaths.ts';
import { formatTrialDate } from '../purchase/trialDate.ts';
import type { SubscriptionRow_realm$key } from './__generated__/SubscriptionRow_realm.graphql.ts';
import type { SubscriptionRow_subscription$data, SubscriptionRow_subscription$key } from './__generated__/SubscriptionRow_subscription.graphql.ts';
import { ChangePlanPanel } from './ChangePlanPanel.tsx';
import { cardShortLabel, cardSpokenLabel } from './paymentCards.ts';
import { PriceMigrationNotice } from './PriceMigrationNotice.tsx';
import { subscriptionMessage } from './subscriptionMessages.ts';
import { useCancelSubscription } from './useCancelSubscription.ts';
import { useReactivateSubscription } from './useReactivateSubscription.ts';

type Subscription = SubscriptionRow_subscription$data;

/**
 * One running subscription: where it stands, the card it renews with, a price
 * change to accept, and what the customer may do with it.
 *
 * Cancelling and reactivating are the checkout's CONFIRM_CANCELLATION (5) and
 * CONFIRM_REACTIVATION (6) steps, and changing plan its SELECT_LICENCE step
 * (spec §2 "Entry contexts: account page subscription change"): each row runs
 * the checkout machine (checkout/checkoutMachine.ts) for its own subscription,
 * resting on EMPTY, so the step shown, the licence it is about and the step's
 * error are the machine's, as in the checkout. The steps show inside the row
 * rather than over the page: the customer sees what they are deciding about.
 */
export function SubscriptionRow({ subscription, realm }: { subscription: SubscriptionRow_subscription$key; realm: SubscriptionRow_realm$key }) {
  const data = useFragment(
    graphql`
      fragment SubscriptionRow_subscription on CustomerSubscription {
        id
        internalId
        licenceName
        status
        source
        trialEndsAt
        currentPeriodEnd
        cancelAtPeriodEnd
        graceEndsAt
        nextCharge {
          amount {
            amount
            currency
            scale
          }
          date
        }
        card {
          brand
          last4
        }
        licence {
          internalId
          family {
            internalId
          }
        }
        pendingChange {
          licenceName
          effectiveAt
        }
        ...PriceMigrationNotice_subscription
        ...ChangePlanPanel_subscription
      }
    `,
    subscription,
  );
  const realmData = useFragment(
    graphql`
      fragment SubscriptionRow_realm on Realm {
        licences {
          internalId
          family {
            internalId
          }
        }
        ...ChangePlanPanel_realm
      }
    `,
    realm,
  );
  const { licences } = realmData;
  const { t, i18n } = useLingui();
  const nameId = useId();
  const [checkout, dispatch] = useReducer(checkoutReducer, CheckoutStep.EMPTY, createCheckoutState);
  const step = checkout.step;
  const stepHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // A step opened: the customer's attention (and a screen reader's) goes to its question.
    if (step !== CheckoutStep.EMPTY) stepHeading.current?.focus();
  }, [step]);

  const familyId = data.licence?.family?.internalId;
  const canChangePlan =
    familyId != null && licences.some((licence) => licence.family?.internalId === familyId && licence.internalId !== data.licence?.internalId);
  const renews = data.source === 'PURCHASE';
  const closeStep = () => dispatch({ type: 'GO_TO_STEP', step: CheckoutStep.EMPTY });
  // The licence the machine's steps are about; a licence gone from the catalogue has no id left, its name does.
  const stepLicence: CheckoutLicence = { id: data.licence?.internalId ?? data.licenceName, name: data.licenceName };

  return (
    <li className="rs-subscription" data-testid="subscription" aria-labelledby={nameId}>
      <div className="rs-subscription__head">
        <h3 id={nameId} className="rs-subscription__name">
          {data.licenceName}
        </h3>
        <StatusBadge subscription={data} />
      </div>
      <StatusLines subscription={data} />

      {data.pendingChange && !data.cancelAtPeriodEnd ? <PendingChange change={data.pendingChange} /> : null}

      {renews && !data.cancelAtPeriodEnd ? (
        <p className="rs-subscription__card">
          {data.card ? (
            <span>
              <Trans>Renews with</Trans> <span aria-hidden="true">{cardShortLabel(data.card)}</span>
              <span className="rs-visually-hidden">{cardSpokenLabel(i18n, data.card)}</span>
            </span>
          ) : (
            <span>
              <Trans>No card to renew with</Trans>
            </span>
          )}
          <Link
            className="rs-subscription__link"
            to={{ pathname: pathTo('PAYMENT_UPDATE'), query: { subscription: data.internalId } }}
            aria-label={t`Change the card of ${data.licenceName}`}
          >
            {data.card ? <Trans>Change card</Trans> : <Trans>Choose a card</Trans>}
          </Link>
        </p>
      ) : null}

      {renews && !data.cancelAtPeriodEnd ? <PriceMigrationNotice subscription={data} /> : null}

      {step === CheckoutStep.CONFIRM_CANCELLATION && checkout.cancellingLicence ? (
        <ConfirmCancellation
          subscription={data}
          licenceName={checkout.cancellingLicence.name ?? data.licenceName}
          headingRef={stepHeading}
          problem={checkout.errors[CheckoutStep.CONFIRM_CANCELLATION]?.message ?? null}
          onProblem={(message) => dispatch({ type: 'SET_STEP_ERROR', step: CheckoutStep.CONFIRM_CANCELLATION, message })}
          onClose={closeStep}
        />
      ) : null}
      {step === CheckoutStep.CONFIRM_REACTIVATION && checkout.reactivatingLicence ? (
        <ConfirmReactivation
          subscription={data}
          licenceName={checkout.reactivatingLicence.name ?? data.licenceName}
          headingRef={stepHeading}
          problem={checkout.errors[CheckoutStep.CONFIRM_REACTIVATION]?.message ?? null}
          onProblem={(message) => dispatch({ type: 'SET_STEP_ERROR', step: CheckoutStep.CONFIRM_REACTIVATION, message })}
          onClose={closeStep}
        />
      ) : null}
      {step === CheckoutStep.SELECT_LICENCE ? (
        <ChangePlanPanel
          subscription={data}
          realm={realmData}
          headingRef={stepHeading}
          chosen={checkout.activeLicence}
          problem={checkout.errors[CheckoutStep.SELECT_LICENCE]?.message ?? null}
          onChoose={(licence) => {
            dispatch({ type: 'CLEAR_STEP_ERROR', step: CheckoutStep.SELECT_LICENCE });
            dispatch({ type: 'SELECT_LICENCE', licence, compulsoryTrial: false });
          }}
          onProblem={(message) => dispatch({ type: 'SET_STEP_ERROR', step: CheckoutStep.SELECT_LICENCE, message })}
          onClose={closeStep}
        />
      ) : null}

      {step === CheckoutStep.EMPTY && renews ? (
        <div className="rs-subscription__actions">
          {data.cancelAtPeriodEnd ? (
            <button type="button" className="rs-button rs-button--primary" onClick={() => dispatch({ type: 'START_REACTIVATION', licence: stepLicence })}>
              <Trans>Reactivate</Trans>
            </button>
          ) : (
            <>
              {/* A past-due subscription pays its renewal first (the platform refuses the change). */}
              {canChangePlan && data.status !== 'PAST_DUE' ? (
                <button type="button" className="rs-account__secondary" onClick={() => dispatch({ type: 'GO_TO_STEP', step: CheckoutStep.SELECT_LICENCE })}>
                  <Trans>Change plan</Trans>
                </button>
              ) : null}
              <button type="button" className="rs-account__secondary" onClick={() => dispatch({ type: 'START_CANCELLATION', licence: stepLicence })}>
                <Trans>Cancel subscription</Trans>
              </button>
            </>
          )}
        </div>
      ) : null}
    </li>
  );
}

/** A downgrade waiting for the period's end. */
function PendingChange({ change }: { change: NonNullable<Subscription['pendingChange']> }) {
  const licenceName = change.licenceName;
  const date = formatTrialDate(change.effectiveAt);
  return (
    <p className="rs-subscription__meta" data-testid="pending-change">
      <Trans>
        Changes to {licenceName} on {date}
      </Trans>
    </p>
  );
}

function StatusBadge({ subscription }: { subscription: Subscription }) {
  const [modifier, label] = subscription.cancelAtPeriodEnd
    ? (['cancelled', <Trans key="label">Cancelled</Trans>] as const)
    : subscription.source === 'GIFT'
      ? (['gift', <Trans key="label">Gift</Trans>] as const)
      : subscription.status === 'TRIAL'
        ? (['trial', <Trans key="label">Free trial</Trans>] as const)
        : subscription.status === 'PAST_DUE'
          ? (['past-due', <Trans key="label">Payment failed</Trans>] as const)
          : (['active', <Trans key="label">Active</Trans>] as const);
  return <span className={`rs-subscription__status rs-subscription__status--${modifier}`}>{label}</span>;
}

/** What the customer most needs to know: until when they watch, and what is charged next. */
function StatusLines({ subscription }: { subscription: Subscription }) {
  const { i18n } = useLingui();
  const accessEnd = formatTrialDate(subscription.currentPeriodEnd);
  const charge = subscription.nextCharge;
  const amount = charge ? formatMoney(charge.amount, i18n.locale) : '';
  const chargeDate = charge ? formatTrialDate(charge.date) : '';

  if (subscription.cancelAtPeriodEnd) {
    return (
      <p className="rs-subscription__summary">
        <Trans>Cancelled — access until {accessEnd}</Trans>
      </p>
    );
  }
  if (subscription.source === 'GIFT') {
    return (
      <p className="rs-subscription__summary">
        <Trans>A gift: access until {accessEnd}. It does not renew.</Trans>
      </p>
    );
  }
  if (subscription.status === 'PAST_DUE') {
    const graceEnd = formatTrialDate(subscription.graceEndsAt ?? subscription.currentPeriodEnd);
    return (
      <p className="rs-subscription__summary rs-subscription__summary--alert" role="alert">
        <Trans>We could not charge your card for the renewal. Update your card before {graceEnd} to keep watching.</Trans>
      </p>
    );
  }
  if (subscription.status === 'TRIAL') {
    const trialEnd = formatTrialDate(subscription.trialEndsAt ?? subscription.currentPeriodEnd);
    return (
      <p className="rs-subscription__summary">
        <Trans>Free trial until {trialEnd}</Trans>
        {charge ? (
          <span className="rs-subscription__meta">
            <Trans>
              Then {amount} on {chargeDate}
            </Trans>
          </span>
        ) : null}
      </p>
    );
  }
  return (
    <p className="rs-subscription__summary">
      {charge ? (
        <Trans>
          Next charge: {amount} on {chargeDate}
        </Trans>
      ) : (
        <Trans>Access until {accessEnd}</Trans>
      )}
    </p>
  );
}

interface StepProps {
  subscription: Subscription;
  licenceName: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The step's error (a message key), as the machine holds it. */
  problem: string | null;
  onProblem: (messageKey: string) => void;
  onClose: () => void;
}

/** Checkout step 5, CONFIRM_CANCELLATION: says until when they keep watching, then cancels at the period's end. */
function ConfirmCancellation({ subscription, licenceName, headingRef, problem, onProblem, onClose }: StepProps) {
  const { t, i18n } = useLingui();
  const toasts = useToasts();
  const [cancel, cancelling] = useCancelSubscription();
  const accessEnd = formatTrialDate(subscription.currentPeriodEnd);
  const onConfirm = () =>
    cancel(subscription, {
      onCompleted: ({ userErrors }) => {
        const error = userErrors[0];
        if (error) return onProblem(error.messageKey);
        onClose();
        toasts.show('success', t`Your subscription is cancelled. You can watch until ${accessEnd}.`);
      },
      onError: () => onProblem('subscriptionNetworkError'),
    });
  return (
    <ConfirmStep
      title={t`Cancel ${licenceName}?`}
      headingRef={headingRef}
      problem={problem ? subscriptionMessage(i18n, problem) : null}
      confirmLabel={t`Yes, cancel`}
      backLabel={t`Keep my subscription`}
      busy={cancelling}
      onConfirm={onConfirm}
      onBack={onClose}
    >
      {subscription.status === 'TRIAL' ? (
        <Trans>Your free trial goes on until {accessEnd}, and you will not be charged.</Trans>
      ) : (
        <Trans>You keep watching until {accessEnd}. Nothing more is charged after that.</Trans>
      )}
    </ConfirmStep>
  );
}

/** Checkout step 6, CONFIRM_REACTIVATION: the subscription renews again as before. */
function ConfirmReactivation({ subscription, licenceName, headingRef, problem, onProblem, onClose }: StepProps) {
  const { t, i18n } = useLingui();
  const toasts = useToasts();
  const [reactivate, reactivating] = useReactivateSubscription();
  const renewal = formatTrialDate(subscription.currentPeriodEnd);
  const onConfirm = () =>
    reactivate(subscription, {
      onCompleted: ({ userErrors }) => {
        const error = userErrors[0];
        if (error) return onProblem(error.messageKey);
        onClose();
        toasts.show('success', t`${licenceName} renews again.`);
      },
      onError: () => onProblem('subscriptionNetworkError'),
    });
  return (
    <ConfirmStep
      title={t`Reactivate ${licenceName}?`}
      headingRef={headingRef}
      problem={problem ? subscriptionMessage(i18n, problem) : null}
      confirmLabel={t`Yes, reactivate`}
      backLabel={t`Not now`}
      busy={reactivating}
      onConfirm={onConfirm}
      onBack={onClose}
    >
      {subscription.status === 'TRIAL' ? (
        <Trans>Your free trial ends on {renewal}; then your card is charged and your subscription renews as before.</Trans>
      ) : (
        <Trans>Your subscription renews on {renewal} and your card is charged as before.</Trans>
      )}
    </ConfirmStep>
  );
}

function ConfirmStep({
  title,
  headingRef,
  problem,
  confirmLabel,
  backLabel,
  busy,
  onConfirm,
  onBack,
  children,
}: {
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  problem: string | null;
  confirmLabel: string;
  backLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <div className="rs-subscription__step" role="group" aria-labelledby={titleId}>
      <h4 id={titleId} ref={headingRef} tabIndex={-1} className="rs-subscription__step-title">
        {title}
      </h4>
      <p className="rs-subscription__step-text">{children}</p>
      {problem ? (
        <p className="rs-form__error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="rs-subscription__actions">
        <button type="button" className="rs-button rs-button--primary" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="rs-account__secondary" disabled={busy} onClick={onBack}>
          {backLabel}
        </button>
      </div>
    </div>
  );
}
