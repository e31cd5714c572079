import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { useEffect, useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import { ToastProvider } from '../../components/Toast.tsx';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { pathTo } from '../../system/routePaths.ts';
import type { AccountApp_account$key } from './__generated__/AccountApp_account.graphql.ts';
import type { AccountApp_realm$key } from './__generated__/AccountApp_realm.graphql.ts';
import type { AccountSection } from './accountSection.ts';
import { AccountDetailsSection } from './AccountDetailsSection.tsx';
import { AccountSecuritySection } from './AccountSecuritySection.tsx';
import { PartitionsSection } from './PartitionsSection.tsx';
import { PaymentDetailsSection } from './PaymentDetailsSection.tsx';
import { PreferencesSection } from './PreferencesSection.tsx';
import { SubscriptionsSection } from './SubscriptionsSection.tsx';
import './account.css';

export function AccountApp({ section: asked, account, realm }: { section: AccountSection; account: AccountApp_account$key; realm: AccountApp_realm$key }) {
  const data = useFragment(
    graphql`
      fragment AccountApp_account on Account
      @argumentDefinitions(paymentDetails: { type: "Boolean", defaultValue: false }, subscriptions: { type: "Boolean", defaultValue: false }) {
        ...AccountDetailsSection_account
        ...AccountSecuritySection_account
        ...PreferencesSection_account
        ...PartitionsSection_account
        # Cards and payments only on their own tab: two more calls upstream that the other tabs never show.
        ...PaymentDetailsSection_account @include(if: $paymentDetails) @alias(as: "paymentDetails")
        # The subscriptions likewise: one more call upstream, for their tab alone.
        ...SubscriptionsSection_account @include(if: $subscriptions) @alias(as: "subscriptions")
      }
    `,
    account,
  );
  const realmData = useFragment(
    graphql`
      fragment AccountApp_realm on Realm @argumentDefinitions(subscriptions: { type: "Boolean", defaultValue: false }) {
        # The licences a subscription may change to, on the subscriptions tab alone.
        ...SubscriptionsSection_realm @include(if: $subscriptions) @alias(as: "subscriptions")
        ...PartitionsSection_realm
        # The partitions tab is offered in a partitioned realm alone.
        partitionSettings {
          status
        }
        defaultLanguage
        languages {
          code
          name
        }
      }
    `,
    realm,
  );
  const { languages, defaultLanguage } = realmData;
  const partitioned = realmData.partitionSettings.status === 'ENABLED';
  const section: AccountSection = asked === 'partitions' && !partitioned ? 'accountdetails' : asked;
  const { t } = useLingui();
  const tabs: { section: AccountSection; label: string }[] = [
    { section: 'accountdetails', label: t`Account details` },
    { section: 'subscriptions', label: t`Subscriptions` },
    { section: 'paymentdetails', label: t`Payment details` },
    { section: 'accountsecurity', label: t`Security` },
    { section: 'preferences', label: t`Preferences` },
    ...(partitioned ? [{ section: 'partitions' as const, label: t`What you follow` }] : []),
  ];
  useDocumentTitle(t`My account`);
  // On a phone the tabs scroll sideways: the open one (the last ones, say) is brought into view.
  const tabsRef = useRef<HTMLElement>(null);
  useEffect(() => {
    tabsRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [section]);

  return (
    <ToastProvider>
      <div className="rs-account">
        <h1 className="rs-account__title">
          <Trans>My account</Trans>
        </h1>
        <nav ref={tabsRef} className="rs-account__tabs" aria-label={t`Account sections`}>
          {tabs.map((tab) => (
            <Link
              key={tab.section}
              to={{ pathname: pathTo('ACCOUNT'), query: { section: tab.section } }}
              className={`rs-account__tab${tab.section === section ? ' rs-account__tab--active' : ''}`}
              aria-current={tab.section === section ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          ))}
        </nav>
        {/* Keyed by section: a form starts from the stored values each time its tab opens. */}
        <div key={section}>
          {section === 'accountdetails' ? <AccountDetailsSection account={data} /> : null}
          {section === 'subscriptions' && data.subscriptions && realmData.subscriptions ? (
            <SubscriptionsSection account={data.subscriptions} realm={realmData.subscriptions} />
          ) : null}
          {section === 'paymentdetails' && data.paymentDetails ? <PaymentDetailsSection account={data.paymentDetails} /> : null}
          {section === 'accountsecurity' ? <AccountSecuritySection account={data} /> : null}
          {section === 'preferences' ? <PreferencesSection account={data} languages={languages} defaultLanguage={defaultLanguage} /> : null}
          {section === 'partitions' ? <PartitionsSection account={data} realm={realmData} /> : null}
        </div>
      </div>
    </ToastProvider>
  );
}
