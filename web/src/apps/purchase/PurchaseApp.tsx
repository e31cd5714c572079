import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from 'found';
import { type ReactNode, useEffect, useId, useReducer, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import {
  type CheckoutAction,
  type CheckoutContext,
  type CheckoutFirstStep,
  type CheckoutLicence,
  type CheckoutState,
  CheckoutStep,
  checkoutOrder,
  checkoutReducer,
  createCheckoutState,
  FREE_TRIAL_ACKNOWLEDGEMENT_REQUIRED,
  firstStepToVisit,
  type PaymentMethodType,
  stepsToVisit,
} from '../../checkout/checkoutMachine.ts';
import type { MoneyAmount } from '../../components/format.ts';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { pathTo } from '../../system/routePaths.ts';
import type { PurchaseApp_basket$data, PurchaseApp_basket$key } from './__generated__/PurchaseApp_basket.graphql.ts';
import type { PurchaseApp_realm$data, PurchaseApp_realm$key } from './__generated__/PurchaseApp_realm.graphql.ts';
import type { PurchaseApp_viewer$key } from './__generated__/PurchaseApp_viewer.graphql.ts';
import { AccountStep } from './AccountStep.tsx';
import { type BillingAddressInput, BillingAddressStep } from './BillingAddressStep.tsx';
import type { CardToken } from './CardField.tsx';
import { CardStep } from './CardStep.tsx';
import { checkoutMessage } from './checkoutMessages.ts';
import { type CheckoutFlow, emptyFlow, loadCheckout, saveCheckout } from './checkoutStorage.ts';
import { leavePageFor } from './leavePage.ts';
import { LicenceStep } from './LicenceStep.tsx';
import { OrderSummary, type PromoCodeControls } from './OrderSummary.tsx';
import { PaymentMethodStep } from './PaymentMethodStep.tsx';
import { PartitionStep } from './PartitionStep.tsx';
import { StepActions } from './StepActions.tsx';
import { TrialAcknowledgement } from './TrialAcknowledgement.tsx';
import { trialEndFrom } from './trialDate.ts';
import { useApplyVoucher } from './useApplyVoucher.ts';
import { useChooseLicence } from './useChooseLicence.ts';
import { type PaymentOutcome, usePayBasket } from './usePayBasket.ts';
import { useRemoveVoucher } from './useRemoveVoucher.ts';
import { useSetBillingAddress } from './useSetBillingAddress.ts';
import './checkout.css';

const realmFragment = graphql`
  fragment PurchaseApp_realm on Realm {
    name
    settings {
      checkoutFirstStep
      checkoutFlow
      compulsoryTrial
      hasVouchers
      allowSelfRegistration
    }
    licences {
      internalId
      name
      kind
      trialDays
      price {
        amount
        currency
        scale
      }
      ...LicenceOption_licence
      ...OrderSummary_licence
    }
    ...SignUpApp_realm
    # A partitioned realm's customer without a partition chooses one before paying (PartitionStep).
    partitionSettings {
      status
    }
    ...PartitionStep_realm
  }
`;

const viewerFragment = graphql`
  fragment PurchaseApp_viewer on Viewer {
    role
    partition {
      internalId
    }
    basket {
      ...PurchaseApp_basket
    }
  }
`;

// What the checkout decides with; the screens read the rest through their own fragments.
// Every basket mutation answers with this fragment, so one answer updates them all.
const basketFragment = graphql`
  fragment PurchaseApp_basket on Basket {
    licence {
      internalId
    }
    total {
      amount
    }
    trial {
      endsAt
      dueAfterTrial {
        amount
        currency
        scale
      }
    }
    voucher {
      isValid
      reason
    }
    paymentProviders {
      name
      type
      groupType
    }
    ...OrderSummary_basket
    ...PaymentMethodStep_basket
    ...BillingAddressStep_basket
    ...CardStep_basket
  }
`;

type RealmLicence = PurchaseApp_realm$data['licences'][number];
type Provider = PurchaseApp_basket$data['paymentProviders'][number];

const PAYMENT_STEPS: readonly CheckoutStep[] = [CheckoutStep.SELECT_PAYMENT_METHOD, CheckoutStep.ADD_BILLING_ADDRESS, CheckoutStep.ADD_CARD];

/** Spec §3: a credit-card group counts as a card method; PayPal redirects; the zero-balance provider takes nothing. */
function methodTypeOf(provider: Provider): PaymentMethodType {
  if (provider.groupType === 'CREDIT_CARD' || provider.type === 'CREDIT_CARD') return 'CREDIT_CARD';
  return provider.type === 'PAYPAL' ? 'PAYPAL' : provider.type === 'WALLET' ? 'WALLET' : 'CREDIT_CARD';
}

function checkoutLicence(licence: RealmLicence): CheckoutLicence {
  return { id: licence.internalId, name: licence.name, trialDays: licence.trialDays };
}

/**
 * Checkout (PURCHASE, and PAY for a customer): spec §4's steps in the realm's
 * order — licence-first (licence, account, payment method, address, card) or
 * account-first — less those this customer skips (`stepsToVisit`: the account
 * once signed in, a licence that cannot be changed, the card for PayPal, every
 * payment step for a basket that is free for good). The state machine
 * (checkout/checkoutMachine.ts) holds the steps and choices; the platform
 * prices the basket at each choice, and the order summary shows its answer.
 * The state is kept in sessionStorage, so a reload, a sign-in (which rebuilds
 * the app) or the payment provider's page lands back on the same step.
 */
export function PurchaseApp({
  realm,
  viewer,
  chosenLicence,
  linkedPromoCode = null,
  from,
  checkoutPath,
  onSignedIn,
}: {
  realm: PurchaseApp_realm$key;
  viewer: PurchaseApp_viewer$key;
  /** `?licence=`: chosen before checkout (a locked title's offer, an event's Buy button). */
  chosenLicence: string | null;
  /** `?code=`: a promo code that came with the licence (LICENCE_REDIRECT, spec §4 step 2), applied as if typed. */
  linkedPromoCode?: string | null;
  /** `?from=`, already checked: where "Start watching" goes once paid. */
  from: string | null;
  /** This checkout's address (path and query), to come back to after signing in or a declined authorisation. */
  checkoutPath: string;
  /** The session changed (the account step signed the customer in): start again at `destination`. */
  onSignedIn: (destination: string) => void;
}) {
  const data = useFragment(realmFragment, realm);
  const viewerData = useFragment(viewerFragment, viewer);
  const basket = useFragment<PurchaseApp_basket$key>(basketFragment, viewerData.basket ?? null) ?? null;
  const { t, i18n } = useLingui();
  const { router } = useRouter();
  const [now] = useState(() => Date.now());
  const settings = data.settings;
  const realmName = data.name;

  // ——— Who buys what ———
  const signedIn = viewerData.role === 'CUSTOMER' || viewerData.role === 'ADMIN';
  const needsPartition = signedIn && data.partitionSettings.status === 'ENABLED' && viewerData.partition === null;
  const firstStep: CheckoutFirstStep = settings.checkoutFirstStep === 'CREATE_ACCOUNT' ? 'CREATE_ACCOUNT' : 'SELECT_LICENCE';
  const order = checkoutOrder(firstStep);
  const linked = data.licences.find((licence) => licence.internalId === chosenLicence) ?? null;
  // The subscriptions on sale, and the pay-per-view whose Buy button led here.
  const offered = data.licences.filter((licence) => licence.kind === 'SUBSCRIPTION' || licence === linked);
  // With a single licence on sale there is nothing to choose.
  const preselected = linked ?? (offered.length === 1 ? offered[0]! : null);
  // A pay-per-view bought from its event is that event's; otherwise any other offer may replace it.
  const licenceChangeable = preselected?.kind !== 'PAY_PER_VIEW' && offered.length > 1;

  const providers = (basket?.paymentProviders ?? []).filter((provider) => provider.type !== 'WALLET');
  const zeroForGood = basket?.licence != null && basket.total.amount === 0 && basket.trial == null;

  const contextWith = (providerName: string | null): CheckoutContext => {
    const provider = providers.find((candidate) => candidate.name === providerName) ?? providers[0] ?? null;
    return {
      signedIn,
      licencePreselected: preselected !== null,
      licenceChangeable,
      needsPaymentMethod: !zeroForGood,
      paymentMethodType: provider ? methodTypeOf(provider) : null,
    };
  };

  // ——— State: resumed from this tab's storage, or started afresh ———
  const [initial] = useState(() => {
    const stored = loadCheckout(realmName, now);
    const context = contextWith(stored.flow.provider);
    const resumable =
      stored.state !== null &&
      !stored.state.complete &&
      (preselected === null || stored.state.activeLicence === null || stored.state.activeLicence.id === preselected.internalId);
    let state: CheckoutState = resumable && stored.state ? stored.state : createCheckoutState(firstStepToVisit(firstStep, context));
    let flow: CheckoutFlow = resumable ? stored.flow : emptyFlow;
    const reduce = (action: CheckoutAction) => (state = checkoutReducer(state, action));
    reduce({ type: 'SET_LICENCES', licences: offered.map(checkoutLicence), now });
    // A licence chosen before checkout, else the one already in the customer's basket.
    const choice = preselected ?? offered.find((licence) => licence.internalId === basket?.licence?.internalId) ?? null;
    if (choice && !state.activeLicence) reduce({ type: 'SELECT_LICENCE', licence: checkoutLicence(choice), compulsoryTrial: settings.compulsoryTrial });
    // The provider's page declined: say so where the customer pressed Pay; the next press is a new attempt.
    if (flow.returnError) {
      reduce({ type: 'SET_STEP_ERROR', step: state.step, message: flow.returnError });
      flow = { ...flow, returnError: null, attemptKey: null };
    }
    return { state, flow: { ...flow, checkoutPath, from: from ?? flow.from } };
  });
  const [state, dispatch] = useReducer(checkoutReducer, initial.state);
  const [flow, setFlow] = useState<CheckoutFlow>(initial.flow);
  const [card, setCard] = useState<CardToken | null>(null);
  // A saved card to pay with (its REST id); null: a new card; undefined: not chosen yet (the default card is offered).
  const [savedCardId, setSavedCardId] = useState<string | null | undefined>(undefined);
  const [addressError, setAddressError] = useState<{ key: string; field: string | null } | null>(null);
  // Callbacks answer after renders: they read the state of now, not of when they were made.
  const latest = useRef(state);
  latest.current = state;
  const latestFlow = useRef(flow);
  latestFlow.current = flow;

  const chosenProvider = providers.find((provider) => provider.name === flow.provider) ?? providers[0] ?? null;
  const context = contextWith(chosenProvider?.name ?? null);
  const route = { firstStep, context };
  const path = stepsToVisit(order, context);
  const finalStep = path.at(-1) ?? CheckoutStep.EMPTY;
  const activeLicence = offered.find((licence) => licence.internalId === state.activeLicence?.id) ?? null;
  const basketHoldsActive = basket?.licence != null && basket.licence.internalId === state.activeLicence?.id;

  useEffect(() => saveCheckout(realmName, state, flow), [realmName, state, flow]);

  // ——— The customer's basket follows the licence chosen ———
  const [chooseLicence] = useChooseLicence();
  const requested = useRef<string | null>(null);
  const basketLicence = basket?.licence?.internalId ?? null;
  function requestBasket(licenceId: string) {
    requested.current = licenceId;
    dispatch({ type: 'BASKET_LOADING' });
    chooseLicence(licenceId, {
      onDone: (errorKey) => {
        if (latest.current.activeLicence?.id !== licenceId) return;
        dispatch({ type: 'SET_BASKET', basket: { licenceId } });
        if (errorKey) dispatch({ type: 'SET_STEP_ERROR', step: latest.current.step, message: errorKey });
      },
    });
  }
  useEffect(() => {
    const licenceId = state.activeLicence?.id;
    // A customer's basket is empty (null) until a licence is put in it; guests have none.
    if (!signedIn || !licenceId || licenceId === basketLicence || requested.current === licenceId) return;
    requestBasket(licenceId);
  }, [signedIn, state.activeLicence?.id, basketLicence]);

  // ——— A step that dropped out of the path (signed in since, PayPal chosen, a 100% code) moves on ———
  const pathKey = path.join(',');
  useEffect(() => {
    const step = state.step;
    if (!signedIn && (PAYMENT_STEPS.includes(step) || step === CheckoutStep.EMPTY)) {
      // Nobody pays before having an account.
      dispatch({ type: 'GO_TO_STEP', step: CheckoutStep.CREATE_ACCOUNT });
      return;
    }
    if (path.includes(step)) return;
    if (step === CheckoutStep.EMPTY) {
      if (path.length > 0) dispatch({ type: 'GO_TO_STEP', step: finalStep });
      return;
    }
    const here = order.indexOf(step);
    if (here === -1) return;
    if (path.length === 0) {
      dispatch({ type: 'GO_TO_STEP', step: CheckoutStep.EMPTY });
      return;
    }
    const ahead = path.some((candidate) => order.indexOf(candidate) > here);
    dispatch({ type: ahead ? 'NEXT_STEP' : 'PREVIOUS_STEP', ...route });
  }, [state.step, pathKey, signedIn]);

  // ——— Spec §4 step 7: a customer of a partitioned realm follows a partition before paying ———
  useEffect(() => {
    if (needsPartition && (PAYMENT_STEPS.includes(state.step) || state.step === CheckoutStep.EMPTY)) {
      dispatch({ type: 'GO_TO_STEP', step: CheckoutStep.PARTITIONS });
    } else if (!needsPartition && state.step === CheckoutStep.PARTITIONS) {
      // Chosen (here or elsewhere): back to the step it interrupted, else the path's first.
      const back = state.lastStep !== null && state.lastStep !== CheckoutStep.PARTITIONS ? state.lastStep : (path[0] ?? CheckoutStep.EMPTY);
      dispatch({ type: 'GO_TO_STEP', step: back });
    }
  }, [needsPartition, state.step]);

  // ——— Focus follows the step (not on arrival: the page's own focus handling comes first) ———
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    heading.current?.focus();
  }, [state.step]);

  // ——— Paying ———
  const { pay, paying, newAttempt } = usePayBasket({
    attemptKey: flow.attemptKey,
    onAttemptKeyChange: (attemptKey) => setFlow((current) => ({ ...current, attemptKey })),
  });

  function stepError(message: string) {
    dispatch({ type: 'SET_STEP_ERROR', step: latest.current.step, message });
  }

  function outcome(result: PaymentOutcome) {
    switch (result.kind) {
      case 'SUCCEEDED': {
        const kind = result.licenceKind ?? activeLicence?.kind;
        saveCheckout(realmName, { ...latest.current, complete: true }, latestFlow.current);
        dispatch({ type: 'COMPLETE' });
        router.push({
          pathname: pathTo(kind === 'PAY_PER_VIEW' ? 'PAYMENT_CONFIRMATION' : 'SUBSCRIPTION_CONFIRMATION'),
          query: { paymentId: result.paymentId },
        });
        return;
      }
      case 'REQUIRES_ACTION':
        // The provider's page returns to PAYMENT_AUTHORIZATION, which comes back here if it fails.
        saveCheckout(realmName, latest.current, latestFlow.current);
        leavePageFor(result.redirectUrl);
        return;
      case 'PENDING':
        router.push({ pathname: pathTo('PAYMENT_AUTHORIZATION'), query: { paymentId: result.paymentId } });
        return;
      case 'DECLINED':
        // That card will not do: the field waits for another.
        setCard(null);
        stepError(result.messageKey);
        return;
      case 'REFUSED':
        stepError(result.messageKey);
        return;
      case 'NETWORK_ERROR':
        stepError('paymentNetworkError');
        return;
    }
  }

  function startPayment(provider: string | null, cardToken: string | null = null, cardId: string | null = null) {
    const current = latest.current;
    if (current.freeTrialAcknowledgement === 'REQUIRED') return stepError(FREE_TRIAL_ACKNOWLEDGEMENT_REQUIRED);
    if (!provider) return stepError('providerUnavailable');
    dispatch({ type: 'CLEAR_STEP_ERROR', step: current.step });
    setFlow((flowNow) => ({ ...flowNow, trialEndsAt: basket?.trial?.endsAt ?? null }));
    pay({ provider, cardToken, cardId }, outcome);
  }

  /** A basket free for good is "paid" with the zero-balance provider, from whichever step is last. */
  function payNothing() {
    const wallet = basket?.paymentProviders.find((provider) => provider.type === 'WALLET');
    startPayment(wallet?.name ?? null);
  }

  // ——— Steps ———
  const back = () => dispatch({ type: 'PREVIOUS_STEP', ...route });
  const position = path.indexOf(state.step);
  const stepNumber = position + 1;
  const stepCount = path.length;
  const onBack = position > 0 ? back : null;
  const error = state.errors[state.step]?.message ?? null;
  const errorId = useId();
  const headingId = useId();

  function continueFromLicence() {
    const current = latest.current;
    if (!current.activeLicence) return stepError('chooseALicence');
    if (!signedIn) {
      // Whatever the order, a guest's next step is the account: nobody pays before having one.
      if (current.freeTrialAcknowledgement === 'REQUIRED') return stepError(FREE_TRIAL_ACKNOWLEDGEMENT_REQUIRED);
      dispatch({ type: 'GO_TO_STEP', step: CheckoutStep.CREATE_ACCOUNT });
      return;
    }
    if (current.basketLoading) return;
    if (basketLicence !== current.activeLicence.id) {
      // The basket did not take it (refused, or the answer was lost): ask again, or keep the refusal shown.
      if (!current.errors[current.step]) requestBasket(current.activeLicence.id);
      return;
    }
    if (finalStep === CheckoutStep.SELECT_LICENCE) {
      if (current.freeTrialAcknowledgement === 'REQUIRED') return stepError(FREE_TRIAL_ACKNOWLEDGEMENT_REQUIRED);
      return payNothing();
    }
    dispatch({ type: 'NEXT_STEP', ...route });
  }

  const [saveAddress, savingAddress] = useSetBillingAddress();
  function submitAddress(address: BillingAddressInput) {
    setAddressError(null);
    dispatch({ type: 'CLEAR_STEP_ERROR', step: CheckoutStep.ADD_BILLING_ADDRESS });
    saveAddress(address, (refusal) => {
      if (refusal) {
        setAddressError(refusal);
        if (!refusal.field) stepError(refusal.key);
        return;
      }
      dispatch({ type: 'CHANGE_ADDRESS', address: { countryCode: address.countryCode, ...(address.postalCode ? { postalCode: address.postalCode } : {}) } });
      newAttempt();
      // PayPal has no card step: the address is the last one, and continuing pays on PayPal's page.
      if (finalStep === CheckoutStep.ADD_BILLING_ADDRESS) startPayment(chosenProvider?.name ?? null);
      else dispatch({ type: 'NEXT_STEP', ...route });
    });
  }

  // The trial's terms: the platform's once the basket holds the licence, else worked out from the licence.
  const trialTerms: { endsAt: string | Date; dueAfterTrial: MoneyAmount } | null =
    basketHoldsActive && basket?.trial
      ? { endsAt: basket.trial.endsAt, dueAfterTrial: basket.trial.dueAfterTrial }
      : activeLicence && activeLicence.trialDays > 0 && activeLicence.price
        ? { endsAt: trialEndFrom(now, activeLicence.trialDays), dueAfterTrial: activeLicence.price }
        : null;
  const acknowledgement =
    state.freeTrialAcknowledgement !== 'NONE' && trialTerms ? (
      <TrialAcknowledgement
        endsAt={trialTerms.endsAt}
        dueAfterTrial={trialTerms.dueAfterTrial}
        checked={state.freeTrialAcknowledgement === 'ACKNOWLEDGED'}
        onChange={(acknowledged) => dispatch({ type: 'ACKNOWLEDGE_FREE_TRIAL', acknowledged })}
        errorId={error === FREE_TRIAL_ACKNOWLEDGEMENT_REQUIRED ? errorId : null}
      />
    ) : null;
  // Where the licence step is skipped, the step that pays asks for it instead.
  const acknowledgementAtPayment = path.includes(CheckoutStep.SELECT_LICENCE) ? null : acknowledgement;

  let title: string;
  let body: ReactNode;
  switch (state.step) {
    case CheckoutStep.SELECT_LICENCE:
      title = t`Choose your plan`;
      body = (
        <LicenceStep
          licences={offered}
          chosen={state.activeLicence?.id ?? null}
          onChoose={(licenceId) => {
            const licence = offered.find((candidate) => candidate.internalId === licenceId);
            if (!licence) return;
            dispatch({ type: 'SELECT_LICENCE', licence: checkoutLicence(licence), compulsoryTrial: settings.compulsoryTrial });
            newAttempt();
          }}
          acknowledgement={acknowledgement}
          onContinue={continueFromLicence}
          onBack={onBack}
          busy={state.basketLoading || paying}
          primary={signedIn && finalStep === CheckoutStep.SELECT_LICENCE ? <Trans>Confirm order</Trans> : <Trans>Continue</Trans>}
        />
      );
      break;
    case CheckoutStep.PARTITIONS:
      title = t`What do you want to follow?`;
      body = (
        <PartitionStep
          realm={data}
          // The viewer now follows it: the effect above goes back to the step this one interrupted.
          onChosen={(partition) => dispatch({ type: 'SET_PARTITION_DATA', partitionData: { partition } })}
        />
      );
      break;
    case CheckoutStep.CREATE_ACCOUNT:
      title = t`Create your account`;
      body = (
        <AccountStep
          realm={data}
          allowSelfRegistration={settings.allowSelfRegistration}
          chosenLicence={state.activeLicence?.id ?? null}
          checkoutPath={checkoutPath}
          onSignedUp={() => {
            saveCheckout(realmName, latest.current, latestFlow.current);
            onSignedIn(checkoutPath);
          }}
          onBack={onBack}
        />
      );
      break;
    case CheckoutStep.SELECT_PAYMENT_METHOD:
      title = t`Payment method`;
      body = (
        <PaymentMethodStep
          basket={basket}
          chosen={chosenProvider?.name ?? null}
          onChoose={(provider) => {
            setFlow((current) => ({ ...current, provider }));
            newAttempt();
          }}
          onContinue={() => {
            if (!chosenProvider) return stepError('choosePaymentMethod');
            setFlow((current) => ({ ...current, provider: chosenProvider.name }));
            dispatch({ type: 'NEXT_STEP', ...route });
          }}
          onBack={onBack}
        />
      );
      break;
    case CheckoutStep.ADD_BILLING_ADDRESS:
      title = t`Billing address`;
      body = (
        <BillingAddressStep
          basket={basket}
          saved={state.address}
          onSubmit={submitAddress}
          onBack={onBack}
          busy={savingAddress || paying}
          serverError={addressError}
          extra={finalStep === CheckoutStep.ADD_BILLING_ADDRESS ? acknowledgementAtPayment : null}
          primary={
            finalStep === CheckoutStep.ADD_BILLING_ADDRESS ? (
              chosenProvider?.type === 'PAYPAL' ? (
                <Trans>Continue to PayPal</Trans>
              ) : (
                <Trans>Confirm order</Trans>
              )
            ) : (
              <Trans>Continue</Trans>
            )
          }
        />
      );
      break;
    case CheckoutStep.ADD_CARD:
      title = t`Card details`;
      body = (
        <CardStep
          basket={basket}
          provider={chosenProvider?.name ?? null}
          card={card}
          savedCardId={savedCardId}
          onChooseSavedCard={(cardId) => {
            if (cardId !== savedCardId) newAttempt();
            setSavedCardId(cardId);
            dispatch({ type: 'CLEAR_STEP_ERROR', step: CheckoutStep.ADD_CARD });
          }}
          onCard={(typed) => {
            if (typed.token !== card?.token) newAttempt();
            setCard(typed);
            dispatch({ type: 'CLEAR_STEP_ERROR', step: CheckoutStep.ADD_CARD });
          }}
          onCardError={(code) => {
            setCard(null);
            dispatch({ type: 'SET_STEP_ERROR', step: CheckoutStep.ADD_CARD, message: code });
          }}
          onPay={() => {
            if (paying) return;
            if (savedCardId) return startPayment(chosenProvider?.name ?? null, null, savedCardId);
            if (!card) return stepError('cardDetailsRequired');
            startPayment(chosenProvider?.name ?? null, card.token);
          }}
          onBack={onBack}
          paying={paying}
          extra={acknowledgementAtPayment}
        />
      );
      break;
    default:
      // EMPTY: nothing left to choose (a licence that cannot change, free for good): only confirming.
      title = t`Confirm your order`;
      body = (
        <form
          className="rs-checkout__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            payNothing();
          }}
        >
          <p className="rs-checkout__note">
            <Trans>There is nothing to pay today.</Trans>
          </p>
          {acknowledgementAtPayment}
          <StepActions onBack={null} busy={paying} primary={<Trans>Confirm order</Trans>} />
        </form>
      );
  }

  // Per step, so it also follows the step after the embedded sign-up set its own.
  useDocumentTitle(t`Checkout: ${title}`);

  const voucherRejection = state.voucherLoading
    ? null
    : state.voucher && !state.voucher.isValid
      ? state.voucher.reason
      : basket?.voucher && !basket.voucher.isValid
        ? (basket.voucher.reason ?? null)
        : null;
  const [applyVoucher, applying] = useApplyVoucher();
  const [removeVoucher, removing] = useRemoveVoucher();
  const promoCode: PromoCodeControls | null =
    settings.hasVouchers && basketHoldsActive
      ? {
          loading: state.voucherLoading || applying || removing,
          rejection: voucherRejection,
          onApply: (code) => {
            dispatch({ type: 'SET_VOUCHER_CODE', code });
            applyVoucher(code, (verdict) => {
              dispatch({
                type: 'VOUCHER_RESULT',
                result: verdict.valid ? { code, isValid: true } : { code, isValid: false, reason: verdict.reason },
              });
              if (verdict.valid) newAttempt();
            });
          },
          onRemove: () => {
            dispatch({ type: 'REMOVE_VOUCHER' });
            newAttempt();
            removeVoucher((errorKey) => {
              if (errorKey) stepError(errorKey);
            });
          },
        }
      : null;

  // The linked code is applied once, when the basket holds the licence; a
  // rejection shows under the promo field like a typed one, and the customer
  // may still remove or replace it.
  const linkedCodeTried = useRef(false);
  const promoCodeReady = promoCode !== null;
  useEffect(() => {
    if (!linkedPromoCode || linkedCodeTried.current || !promoCode || state.voucherCode || basket?.voucher) return;
    linkedCodeTried.current = true;
    promoCode.onApply(linkedPromoCode.trim());
  }, [linkedPromoCode, promoCodeReady]);

  return (
    <div className="rs-checkout">
      <h1 className="rs-checkout__title">
        <Trans>Checkout</Trans>
      </h1>
      <div className="rs-checkout__layout">
        <OrderSummary
          basket={basketHoldsActive ? basket : null}
          licence={activeLicence}
          streamlined={settings.checkoutFlow === 'STREAMLINED'}
          canChange={licenceChangeable && state.step !== CheckoutStep.SELECT_LICENCE}
          onChange={() => dispatch({ type: 'GO_TO_STEP', step: CheckoutStep.SELECT_LICENCE })}
          promoCode={promoCode}
          busy={state.basketLoading}
          now={now}
        />
        <section className="rs-checkout__step" aria-labelledby={headingId}>
          <h2 id={headingId} ref={heading} tabIndex={-1} className="rs-checkout__step-title">
            {position >= 0 ? (
              <>
                <span className="rs-checkout__progress">
                  <Trans>
                    Step {stepNumber} of {stepCount}:
                  </Trans>
                </span>{' '}
              </>
            ) : null}
            {title}
          </h2>
          {error ? (
            <p className="rs-form__error rs-checkout__error" id={errorId} role="alert">
              {checkoutMessage(i18n, error)}
            </p>
          ) : null}
          {body}
        </section>
      </div>
    </div>
  );
}
