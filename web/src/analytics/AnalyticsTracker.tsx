import { useEffect } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import type { AnalyticsTrackerQuery } from './__generated__/AnalyticsTrackerQuery.graphql.ts';
import { browserAnalytics } from './browserAnalytics.ts';
import { recordAnalyticsEvents } from './recordAnalyticsEvents.ts';
import { startReferralSession } from './startReferralSession.ts';

/**
 * Connects this window's analytics to the realm (Analytics.tsx loads it when
 * idle): whether the realm starts a provider on the web, where events go, and
 * who the viewer is to analytics. Read again with every app rebuild (sign-in,
 * sign-out, profile switch), which is how an identity change is noticed.
 */
export function AnalyticsTracker() {
  const environment = useRelayEnvironment();
  const { realm, viewer } = useLazyLoadQuery<AnalyticsTrackerQuery>(
    graphql`
      query AnalyticsTrackerQuery {
        realm {
          name
          analyticsProviders(deviceType: WEB) {
            name
            impressionIdQueryKey
          }
        }
        viewer {
          analyticsIdentity {
            accountId
            profileId
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const collecting = realm.analyticsProviders.length > 0;
  const impressionKeys = [...new Set(realm.analyticsProviders.flatMap((provider) => provider.impressionIdQueryKey ?? []))].join(' ');
  const identity = viewer.analyticsIdentity;
  const fingerprint = identity ? `${identity.accountId}:${identity.profileId ?? ''}` : null;

  useEffect(
    () =>
      browserAnalytics().connect({
        realm: realm.name,
        collecting,
        impressionIdQueryKeys: impressionKeys ? impressionKeys.split(' ') : [],
        send: (events) => recordAnalyticsEvents(environment, events),
        startReferral: (input) => startReferralSession(environment, input),
      }),
    [environment, realm.name, collecting, impressionKeys],
  );
  useEffect(() => browserAnalytics().identify(fingerprint), [fingerprint]);
  return null;
}
