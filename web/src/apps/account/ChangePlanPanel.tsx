import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react';
import { graphql, loadQuery, type PreloadedQuery, useFragment, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import type { CheckoutLicence } from '../../checkout/checkoutMachine.ts';
import { formatMoney } from '../../components/format.ts';
import { useToasts } from '../../components/Toast.tsx';
import { formatTrialDate } from '../purchase/trialDate.ts';
import type { ChangePlanPanel_realm$key } from './__generated__/ChangePlanPanel_realm.graphql.ts';
import type { ChangePlanPanel_subscription$data, ChangePlanPanel_subscription$key } from './__generated__/ChangePlanPanel_subscription.graphql.ts';
import previewQuery, { type ChangePlanPanelPreviewQuery } from './__generated__/ChangePlanPanelPreviewQuery.graphql.ts';
import { perPeriod, periodName } from './subscriptionPeriods.ts';
import { declineMessageKey, subscriptionMessage } from './subscriptionMessages.ts';
import { useChangeSubscriptionLicence } from './useChangeSubscriptionLicence.ts';

graphql`
  query ChangePlanPanelPreviewQuery($subscriptionId: ID!, $licenceId: ID!) {
    node(id: $subscriptionId) {
      ... on CustomerSubscription {
        changePreview(licenceId: $licenceId) @catch(to: RESULT) {
          kind
          chargeNow {
            amount
            currency
            scale
          }
          credit {
            amount
            currency
            scale
          }
          effectiveAt
          newPrice {
            amount
            currency
            scale
          }
          periodEnd
        }
      }
    }
  }
`;

interface Option {
  licenceId: string;
  name: string;
  period: string | null;
  /** The current licence, offered back while a downgrade waits (choosing it calls the downgrade off). */
  keepsCurrent: boolean;
}

/**
 * Checkout step 0, SELECT_LICENCE, entered from the account page (spec §2
 * "Entry contexts: account page subscription change"): the other licences of
 * the subscription's family; choosing one asks the platform what the change
 * would do (an upgrade's charge now, a downgrade's date, a switch during the
 * trial), and confirming makes it. One idempotency key per attempt: made when
 * a licence is chosen, sent again when the same attempt is retried after no
 * answer, and replaced once the platform has answered.
 */
export function ChangePlanPanel({
  subscription,
  realm,
  headingRef,
  chosen,
  problem,
  onChoose,
  onProblem,
  onClose,
}: {
  subscription: ChangePlanPanel_subscription$key;
  realm: ChangePlanPanel_realm$key;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The licence chosen, as the checkout machine holds it (`activeLicence`). */
  chosen: CheckoutLicence | null;
  /** The step's error (a message key). */
  problem: string | null;
  onChoose: (licence: CheckoutLicence) => void;
  onProblem: (messageKey: string) => void;
  onClose: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment ChangePlanPanel_subscription on CustomerSubscription {
        id
        internalId
        licenceName
        licence {
          internalId
          subscriptionPeriod
          family {
            internalId
          }
        }
        pendingChange {
          licenceName
        }
      }
    `,
    subscription,
  );
  const { licences } = useFragment(
    graphql`
      fragment ChangePlanPanel_realm on Realm {
        licences {
          internalId
          name
          kind
          subscriptionPeriod
          family {
            internalId
          }
        }
      }
    `,
    realm,
  );
  const { t, i18n } = useLingui();
  const environment = useRelayEnvironment();
  const titleId = useId();
  const [preview, setPreview] = useState<PreloadedQuery<ChangePlanPanelPreviewQuery> | null>(null);
  useEffect(() => () => preview?.dispose(), [preview]);
  const attemptKey = useRef<string | null>(null);

  const current = data.licence;
  const currentName = data.licenceName;
  const familyId = current?.family?.internalId;
  const options: Option[] = licences
    .filter((licence) => licence.kind === 'SUBSCRIPTION' && familyId != null && licence.family?.internalId === familyId)
    .filter((licence) => licence.internalId !== current?.internalId || data.pendingChange != null)
    .map((licence) => ({
      licenceId: licence.internalId,
      name: licence.name,
      period: licence.subscriptionPeriod ?? null,
      keepsCurrent: licence.internalId === current?.internalId,
    }));

  const choose = (option: Option) => {
    onChoose({ id: option.licenceId, name: option.name });
    // A new choice is a new attempt.
    attemptKey.current = crypto.randomUUID();
    setPreview(
      loadQuery<ChangePlanPanelPreviewQuery>(
        environment,
        previewQuery,
        { subscriptionId: data.id, licenceId: option.licenceId },
        { fetchPolicy: 'network-only' },
      ),
    );
  };
  const chosenOption = options.find((option) => option.licenceId === chosen?.id) ?? null;
  const back = (
    <button type="button" className="rs-account__secondary" onClick={onClose}>
      <Trans>Keep my plan</Trans>
    </button>
  );

  return (
    <div className="rs-subscription__step" role="group" aria-labelledby={titleId}>
      <h4 id={titleId} ref={headingRef} tabIndex={-1} className="rs-subscription__step-title">
        <Trans>Change plan</Trans>
      </h4>
      <fieldset className="rs-choices">
        <legend className="rs-visually-hidden">{t`Plans you can change ${currentName} to`}</legend>
        {options.map((option) => (
          <label key={option.licenceId} className="rs-choice rs-plan-choice__option">
            <input
              type="radio"
              name={`plan-${data.id}`}
              value={option.licenceId}
              checked={chosen?.id === option.licenceId}
              onChange={() => choose(option)}
            />
            <span className="rs-plan-choice__name">{option.keepsCurrent ? t`Keep ${option.name}` : option.name}</span>
            <span className="rs-plan-choice__period">{periodName(i18n, option.period)}</span>
          </label>
        ))}
      </fieldset>
      {problem ? (
        <p className="rs-form__error" role="alert">
          {subscriptionMessage(i18n, problem)}
        </p>
      ) : null}
      {preview && chosenOption ? (
        <Suspense
          fallback={
            <>
              <p className="rs-subscription__step-text" role="status">
                <Trans>Working out the change…</Trans>
              </p>
              <div className="rs-subscription__actions">{back}</div>
            </>
          }
        >
          <ChangePreview
            preview={preview}
            subscription={data}
            option={chosenOption}
            attemptKey={attemptKey}
            back={back}
            onProblem={onProblem}
            onDone={onClose}
          />
        </Suspense>
      ) : (
        <div className="rs-subscription__actions">{back}</div>
      )}
    </div>
  );
}

/** What the chosen change would do, and the button that makes it. */
function ChangePreview({
  preview,
  subscription,
  option,
  attemptKey,
  back,
  onProblem,
  onDone,
}: {
  preview: PreloadedQuery<ChangePlanPanelPreviewQuery>;
  subscription: ChangePlanPanel_subscription$data;
  option: Option;
  attemptKey: RefObject<string | null>;
  /** The way out of the step, beside the confirmation. */
  back: ReactNode;
  onProblem: (messageKey: string) => void;
  onDone: () => void;
}) {
  const { node } = usePreloadedQuery<ChangePlanPanelPreviewQuery>(previewQuery, preview);
  const { t, i18n } = useLingui();
  const toasts = useToasts();
  const [change, changing] = useChangeSubscriptionLicence();
  const result = node?.changePreview;

  if (!result || !result.ok || !result.value) {
    const reason = result && !result.ok ? reasonOf(result.errors) : null;
    return (
      <>
        <p className="rs-form__error" role="alert">
          {reason ? subscriptionMessage(i18n, reason) : t`We could not work out this change. Please try again.`}
        </p>
        <div className="rs-subscription__actions">{back}</div>
      </>
    );
  }
  const figures = result.value;
  const name = option.name;
  const current = subscription.licenceName;
  const money = (amount: { amount: number; currency: string; scale: number }) => formatMoney(amount, i18n.locale);
  const newPrice = money(figures.newPrice);
  const period = perPeriod(i18n, option.period);
  const chargeNow = money(figures.chargeNow);
  const credit = money(figures.credit);
  const periodEnd = formatTrialDate(figures.periodEnd);
  const effective = formatTrialDate(figures.effectiveAt);
  const pending = subscription.pendingChange?.licenceName ?? '';

  const onConfirm = () => {
    const idempotencyKey = attemptKey.current ?? crypto.randomUUID();
    attemptKey.current = idempotencyKey;
    change(
      { subscriptionId: subscription.internalId, licenceId: option.licenceId, idempotencyKey },
      {
        onCompleted: ({ userErrors, payment }) => {
          // The platform answered this attempt: a new one gets a new key.
          attemptKey.current = crypto.randomUUID();
          const error = userErrors[0];
          if (error) return onProblem(error.messageKey);
          if (payment?.status === 'REQUIRES_ACTION' && payment.redirectUrl) {
            // The bank's confirmation page; it returns to the payment pages, which say how it went.
            window.location.assign(payment.redirectUrl);
            return;
          }
          if (payment?.status === 'DECLINED' || payment?.status === 'FAILED') return onProblem(declineMessageKey(payment.declineCode));
          if (payment?.status === 'PENDING') return onProblem('paymentPending');
          onDone();
          toasts.show(
            'success',
            figures.kind === 'DOWNGRADE'
              ? t`You move to ${name} on ${effective}.`
              : figures.kind === 'KEEP_CURRENT'
                ? t`You stay on ${current}.`
                : t`You are now on ${name}.`,
          );
        },
        // No answer: the same attempt, with the same key, may be sent again.
        onError: () => onProblem('subscriptionNetworkError'),
      },
    );
  };

  return (
    <div className="rs-plan-preview" data-testid="change-preview">
      <p className="rs-subscription__step-text">
        {figures.kind === 'UPGRADE' ? (
          <Trans>
            {name} costs {newPrice} {period}. You pay {chargeNow} now: its price less {credit} for the unused part of your current plan.
            Your next charge is on {periodEnd}.
          </Trans>
        ) : figures.kind === 'DOWNGRADE' ? (
          <Trans>
            You move to {name} on {effective}, when your current period ends; from then it costs {newPrice} {period}. Nothing is refunded.
          </Trans>
        ) : figures.kind === 'TRIAL_SWITCH' ? (
          <Trans>
            You switch to {name} now and pay nothing today. Your free trial still ends on {periodEnd}; then {name} costs {newPrice} {period}.
          </Trans>
        ) : (
          <Trans>
            You stay on {current} and the change to {pending} is called off.
          </Trans>
        )}
      </p>
      <div className="rs-subscription__actions">
        <button type="button" className="rs-button rs-button--primary" disabled={changing} onClick={onConfirm}>
          {figures.kind === 'UPGRADE'
            ? t`Pay ${chargeNow} and switch`
            : figures.kind === 'DOWNGRADE'
              ? t`Switch on ${effective}`
              : figures.kind === 'TRIAL_SWITCH'
                ? t`Switch now`
                : t`Keep ${current}`}
        </button>
        {back}
      </div>
    </div>
  );
}

/** The platform's reason for refusing a preview (`extensions.reason`: SUBSCRIPTION_PAST_DUE…), a message key. */
function reasonOf(errors: readonly unknown[]): string | null {
  const reason = (errors[0] as { extensions?: { reason?: unknown } } | undefined)?.extensions?.reason;
  return typeof reason === 'string' ? reason : null;
}
