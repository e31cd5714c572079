import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { pathTo } from '../../system/routePaths.ts';
import { formatTrialDate } from '../purchase/trialDate.ts';
import type { SubscriptionsSection_account$key } from './__generated__/SubscriptionsSection_account.graphql.ts';
import type { SubscriptionsSection_realm$key } from './__generated__/SubscriptionsSection_realm.graphql.ts';
import { SubscriptionRow } from './SubscriptionRow.tsx';
import './subscriptions.css';

/**
 * The account's `subscriptions` section (spec §2): each running subscription
 * with where it stands, what it will charge and the changes it allows, then
 * the ended ones. The platform lists running ones first, newest first.
 */
export function SubscriptionsSection({ account, realm }: { account: SubscriptionsSection_account$key; realm: SubscriptionsSection_realm$key }) {
  const { subscriptions } = useFragment(
    graphql`
      fragment SubscriptionsSection_account on Account {
        subscriptions {
          id
          status
          licenceName
          endedAt
          currentPeriodEnd
          ...SubscriptionRow_subscription
        }
      }
    `,
    account,
  );
  const licences = useFragment(
    graphql`
      fragment SubscriptionsSection_realm on Realm {
        ...SubscriptionRow_realm
      }
    `,
    realm,
  );
  const { t } = useLingui();
  const titleId = useId();
  const endedTitleId = useId();
  const running = subscriptions.filter((subscription) => !isEnded(subscription.status));
  const ended = subscriptions.filter((subscription) => isEnded(subscription.status));

  return (
    <>
      <section className="rs-account__panel rs-subscriptions-panel" aria-labelledby={titleId}>
        <h2 id={titleId} className="rs-account__panel-title">
          <Trans>Subscriptions</Trans>
        </h2>
        {running.length === 0 ? (
          <div className="rs-subscriptions__empty">
            <p className="rs-subscriptions__empty-title">
              <Trans>You have no subscription</Trans>
            </p>
            <p className="rs-account__hint">
              <Trans>Choose a plan to start watching.</Trans>
            </p>
            <Link to={pathTo('PURCHASE')} className="rs-button rs-button--primary">
              <Trans>Choose a plan</Trans>
            </Link>
          </div>
        ) : (
          <ul className="rs-subscriptions" aria-label={t`Your subscriptions`}>
            {running.map((subscription) => (
              <SubscriptionRow key={subscription.id} subscription={subscription} realm={licences} />
            ))}
          </ul>
        )}
      </section>
      {ended.length > 0 ? (
        <section className="rs-account__panel" aria-labelledby={endedTitleId}>
          <h2 id={endedTitleId} className="rs-account__panel-title">
            <Trans>Ended subscriptions</Trans>
          </h2>
          <ul className="rs-subscriptions rs-subscriptions--ended">
            {ended.map((subscription) => {
              const endedOn = formatTrialDate(subscription.endedAt ?? subscription.currentPeriodEnd);
              return (
                <li key={subscription.id} className="rs-subscription rs-subscription--ended" data-testid="ended-subscription">
                  <span className="rs-subscription__name">{subscription.licenceName}</span>
                  <span className="rs-subscription__meta">
                    <Trans>Ended on {endedOn}</Trans>
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function isEnded(status: string): boolean {
  return status === 'CANCELLED' || status === 'EXPIRED';
}
