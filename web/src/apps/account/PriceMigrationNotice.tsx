import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { pendingPriceMigrations } from '../../checkout/checkoutMachine.ts';
import { formatMoney } from '../../components/format.ts';
import { useToasts } from '../../components/Toast.tsx';
import { formatTrialDate } from '../purchase/trialDate.ts';
import type { PriceMigrationNotice_subscription$key } from './__generated__/PriceMigrationNotice_subscription.graphql.ts';
import { subscriptionMessage } from './subscriptionMessages.ts';
import { useConsentToPriceMigration } from './useConsentToPriceMigration.ts';

/**
 * A subscription's coming price change (spec §3 upcomingPriceMigration): the
 * new price, from when, and until when the customer may accept it. Shown, as
 * the checkout lists them (spec §4), only while not accepted and the deadline
 * is ahead; once accepted, one line says what renewals will cost.
 */
export function PriceMigrationNotice({ subscription }: { subscription: PriceMigrationNotice_subscription$key }) {
  const data = useFragment(
    graphql`
      fragment PriceMigrationNotice_subscription on CustomerSubscription {
        id
        internalId
        licenceName
        upcomingPriceMigration {
          newPrice {
            amount
            currency
            scale
          }
          effectiveAt
          deadline
          customerConfirmed
        }
      }
    `,
    subscription,
  );
  const { t, i18n } = useLingui();
  const toasts = useToasts();
  const titleId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [consent, consenting] = useConsentToPriceMigration();
  const migration = data.upcomingPriceMigration;
  if (!migration) return null;

  const newPrice = formatMoney(migration.newPrice, i18n.locale);
  const effective = formatTrialDate(migration.effectiveAt);
  const deadline = formatTrialDate(migration.deadline);
  // The checkout machine's rule, so the account page and the checkout ask for the same consents.
  const awaitingConsent =
    pendingPriceMigrations([{ id: data.id, licenceStatus: { upcomingPriceMigration: { consent: migration } } }], Date.now()).length > 0;

  if (!awaitingConsent) {
    return migration.customerConfirmed ? (
      <p className="rs-subscription__meta" data-testid="accepted-price">
        <Trans>
          New price accepted: {newPrice} from {effective}
        </Trans>
      </p>
    ) : null;
  }

  const onAccept = () => {
    setProblem(null);
    consent(data, {
      onCompleted: ({ userErrors }) => {
        const error = userErrors[0];
        if (error) setProblem(subscriptionMessage(i18n, error.messageKey));
        else toasts.show('success', t`You accepted the new price of ${data.licenceName}.`);
      },
      onError: () => setProblem(subscriptionMessage(i18n, 'subscriptionNetworkError')),
    });
  };

  return (
    <div className="rs-subscription__notice" role="group" aria-labelledby={titleId} data-testid="price-migration">
      <h4 id={titleId} className="rs-subscription__step-title">
        <Trans>A new price from {effective}</Trans>
      </h4>
      <p className="rs-subscription__step-text">
        <Trans>
          From {effective}, {data.licenceName} costs {newPrice}. Accept the new price by {deadline} to keep your subscription; otherwise it
          ends when your current period does.
        </Trans>
      </p>
      {problem ? (
        <p className="rs-form__error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="rs-subscription__actions">
        <button type="button" className="rs-button rs-button--primary" disabled={consenting} onClick={onAccept}>
          <Trans>Accept new price</Trans>
        </button>
      </div>
    </div>
  );
}
