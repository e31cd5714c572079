import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from 'found';
import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { AccountCard } from '../../components/AccountCard.tsx';
import { formatMoney } from '../../components/format.ts';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { pathTo } from '../../system/routePaths.ts';
import { clearCheckout, loadCheckout } from '../purchase/checkoutStorage.ts';
import { formatTrialDate, trialEndFrom } from '../purchase/trialDate.ts';
import type { ConfirmationApp_payment$key } from './__generated__/ConfirmationApp_payment.graphql.ts';
import type { ConfirmationApp_realm$key } from './__generated__/ConfirmationApp_realm.graphql.ts';
import './payment.css';

const realmFragment = graphql`
  fragment ConfirmationApp_realm on Realm {
    name
    title
    logoUrl
  }
`;

const paymentFragment = graphql`
  fragment ConfirmationApp_payment on Payment {
    internalId
    status
    createdAt
    amount {
      amount
      currency
      scale
    }
    licence {
      name
      kind
      trialDays
      liveEvent {
        internalId
      }
    }
  }
`;

/**
 * After paying: SUBSCRIPTION_CONFIRMATION ("You're subscribed", or the free
 * trial's start and when the first charge is due) and PAYMENT_CONFIRMATION
 * for a pay-per-view ("Enjoy the event"). "Start watching" goes where the
 * customer was before checkout (its `from`), else to the event bought, else
 * home. The checkout is over: its saved state is cleared. A payment that has
 * not succeeded goes to the authorisation page, which knows what to do with it.
 */
export function ConfirmationApp({
  realm,
  payment,
  kind,
}: {
  realm: ConfirmationApp_realm$key;
  payment: ConfirmationApp_payment$key | null;
  kind: 'SUBSCRIPTION' | 'PAY_PER_VIEW';
}) {
  const realmData = useFragment(realmFragment, realm);
  const data = useFragment(paymentFragment, payment) ?? null;
  const { t, i18n } = useLingui();
  const { router } = useRouter();
  // Read once, before the checkout is cleared below.
  const [flow] = useState(() => loadCheckout(realmData.name, Date.now()).flow);
  const succeeded = data === null || data.status === 'SUCCEEDED';
  const trialDays = data?.licence?.trialDays ?? 0;
  const onTrial = kind === 'SUBSCRIPTION' && trialDays > 0 && data?.amount.amount === 0;
  useDocumentTitle(kind === 'PAY_PER_VIEW' ? t`Enjoy the event` : onTrial ? t`Your free trial has started` : t`You're subscribed`);

  useEffect(() => {
    if (!succeeded) {
      if (data) router.replace({ pathname: pathTo('PAYMENT_AUTHORIZATION'), query: { paymentId: data.internalId } });
      return;
    }
    clearCheckout(realmData.name);
  }, [succeeded]);

  if (!succeeded) return null;

  const event = data?.licence?.liveEvent;
  const destination = flow.from ?? (kind === 'PAY_PER_VIEW' && event ? pathTo('LIVE', { id: event.internalId }) : pathTo('HOME'));
  const trialEnd =
    onTrial && data ? formatTrialDate(flow.trialEndsAt ?? trialEndFrom(Date.parse(data.createdAt), trialDays)) : null;
  const licenceName = data?.licence?.name ?? null;
  const amount = data ? formatMoney(data.amount, i18n.locale) : null;

  return (
    <AccountCard
      logoUrl={realmData.logoUrl}
      logoAlt={realmData.title}
      title={kind === 'PAY_PER_VIEW' ? <Trans>Enjoy the event</Trans> : <Trans>You're subscribed</Trans>}
      lead={
        kind === 'PAY_PER_VIEW' ? (
          licenceName && amount ? (
            <Trans>
              You bought {licenceName} for {amount}. It is yours to watch live and on replay.
            </Trans>
          ) : (
            <Trans>Your purchase is complete.</Trans>
          )
        ) : trialEnd ? (
          <Trans>Your free trial has started — you won't be charged until {trialEnd}.</Trans>
        ) : licenceName ? (
          <Trans>Welcome to {licenceName}. Everything it includes is yours to watch now.</Trans>
        ) : (
          <Trans>Your subscription is active.</Trans>
        )
      }
    >
      <div className="rs-payment-confirmation" role="status">
        <span className="rs-payment-confirmation__tick" aria-hidden="true">
          ✓
        </span>
        {onTrial ? (
          <p className="rs-payment-confirmation__note">
            <Trans>You can cancel at any time from your account before the trial ends.</Trans>
          </p>
        ) : null}
      </div>
      <div className="rs-account-card__actions">
        <Link to={destination} className="rs-account-card__button">
          <Trans>Start watching</Trans>
        </Link>
        <Link to={pathTo('ACCOUNT')} className="rs-account-card__button rs-account-card__button--secondary">
          <Trans>Go to your account</Trans>
        </Link>
      </div>
    </AccountCard>
  );
}
