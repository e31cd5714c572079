import { Suspense, useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useOpenDialogCount } from '../../components/dialogRegistry.ts';
import { lazyWithRetry } from '../../system/chunkRetryLazy.tsx';
import type { AccountPromptDialogsQuery } from './__generated__/AccountPromptDialogsQuery.graphql.ts';
import { ConsentModal, fieldsToAsk } from './ConsentModal.tsx';
import { consentRecentlyRecorded, recordConsentTime } from './consentRecord.ts';

// A chunk of its own: it carries the phone-number metadata (phoneNumber.ts),
// which only an account that lacks details ever needs.
const MissingInformationModal = lazyWithRetry(
  () => import('./MissingInformationModal.tsx').then((module) => ({ default: module.MissingInformationModal })),
  { showsFailure: false },
);

// Per account, for the browser session (sessionStorage): "Not now" holds until
// the browser is closed, and an account still lacking details is asked again next time.
const dismissedKey = (realm: string, accountId: string) => `rs_missing_details_dismissed_${realm}_${accountId}`;

function dismissedThisSession(realm: string, accountId: string): boolean {
  try {
    return sessionStorage.getItem(dismissedKey(realm, accountId)) !== null;
  } catch {
    return false;
  }
}

function rememberDismissal(realm: string, accountId: string) {
  try {
    sessionStorage.setItem(dismissedKey(realm, accountId), new Date().toISOString());
  } catch {
    // storage blocked: it asks again on the next page load
  }
}

/**
 * True once `wanted` and no other modal dialog is open (the profiles dialog, a
 * PIN prompt, the search panel...), and from then on while `wanted`: a prompt
 * nobody asked for waits its turn instead of stacking over the viewer's own.
 */
function useTurnToShow(wanted: boolean): boolean {
  const othersOpen = useOpenDialogCount() > 0;
  const [turn, setTurn] = useState(false);
  useEffect(() => {
    if (!wanted) setTurn(false);
    else if (!othersOpen) setTurn(true);
  }, [wanted, othersOpen]);
  return wanted && turn;
}

/** The missing-details modal, then the consent modal, for an account holder (see AccountPrompts). */
export function AccountPromptDialogs({ realmName, realmLanguages }: { realmName: string; realmLanguages: readonly string[] }) {
  const data = useLazyLoadQuery<AccountPromptDialogsQuery>(
    graphql`
      query AccountPromptDialogsQuery {
        viewer {
          account {
            internalId
            missingInformation {
              status
            }
            consentPrompt {
              fields {
                required
                answer
              }
            }
            ...MissingInformationModal_account
            ...ConsentModal_account
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only' },
  );
  const account = data.viewer.account;
  const [missingDone, setMissingDone] = useState(() => (account ? dismissedThisSession(realmName, account.internalId) : false));
  const [consentDone, setConsentDone] = useState(() => consentRecentlyRecorded(realmName));
  const requiredMissing = account ? fieldsToAsk(account.consentPrompt.fields).some((field) => field.required) : false;
  useEffect(() => {
    // Nothing required is missing: record the time and show nothing (spec §4).
    if (account && !requiredMissing && !consentDone) recordConsentTime(realmName);
  }, [account, requiredMissing, consentDone, realmName]);
  const wantsMissing = !!account && !missingDone && account.missingInformation.status === 'REQUIRED';
  const showMissing = useTurnToShow(wantsMissing);
  const showConsent = useTurnToShow(!!account && !wantsMissing && !consentDone && requiredMissing);
  if (!account) return null;

  if (showMissing) {
    return (
      <Suspense fallback={null}>
        <MissingInformationModal
          account={account}
          realmLanguages={realmLanguages}
          onDone={() => setMissingDone(true)}
          onDismiss={() => {
            rememberDismissal(realmName, account.internalId);
            setMissingDone(true);
          }}
        />
      </Suspense>
    );
  }
  if (!showConsent) return null;
  return (
    <ConsentModal
      account={account}
      onSaved={() => {
        recordConsentTime(realmName);
        setConsentDone(true);
      }}
      onDismiss={() => setConsentDone(true)}
    />
  );
}
