import { useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AccountPromptDialogsQuery } from './__generated__/AccountPromptDialogsQuery.graphql.ts';
import { ConsentModal, fieldsToAsk } from './ConsentModal.tsx';
import { consentRecentlyRecorded, recordConsentTime } from './consentRecord.ts';
import { MissingInformationModal } from './MissingInformationModal.tsx';

const DISMISSED_KEY = (realm: string) => `rs_missing_details_dismissed_${realm}`;

function dismissedThisSession(realm: string, expiresAt: string | null): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY(realm)) === expiresAt;
  } catch {
    return false;
  }
}

/** The missing-details modal, then the consent modal, for an account holder (see AccountPrompts). */
export function AccountPromptDialogs({ realmName, sessionExpiresAt }: { realmName: string; sessionExpiresAt: string | null }) {
  const data = useLazyLoadQuery<AccountPromptDialogsQuery>(
    graphql`
      query AccountPromptDialogsQuery {
        viewer {
          account {
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
  const [missingDone, setMissingDone] = useState(() => dismissedThisSession(realmName, sessionExpiresAt));
  const [consentDone, setConsentDone] = useState(() => consentRecentlyRecorded(realmName));
  const requiredMissing = account ? fieldsToAsk(account.consentPrompt.fields).some((field) => field.required) : false;
  useEffect(() => {
    // Nothing required is missing: record the time and show nothing (spec §4).
    if (account && !requiredMissing && !consentDone) recordConsentTime(realmName);
  }, [account, requiredMissing, consentDone, realmName]);
  if (!account) return null;

  if (!missingDone && account.missingInformation.status === 'REQUIRED') {
    return (
      <MissingInformationModal
        account={account}
        onDone={() => setMissingDone(true)}
        onDismiss={() => {
          try {
            sessionStorage.setItem(DISMISSED_KEY(realmName), sessionExpiresAt ?? '');
          } catch {
            // storage blocked: it asks again on the next page load
          }
          setMissingDone(true);
        }}
      />
    );
  }
  if (consentDone || !requiredMissing) return null;
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
