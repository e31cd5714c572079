import { Component, type ReactNode, Suspense, useEffect, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { AccountPrompts_realm$key } from './__generated__/AccountPrompts_realm.graphql.ts';
import type { AccountPrompts_viewer$key } from './__generated__/AccountPrompts_viewer.graphql.ts';
import type { AccountPromptsQuery } from './__generated__/AccountPromptsQuery.graphql.ts';
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

/**
 * The account's prompts over any page (spec §4): first the missing-details
 * modal, then the consent modal. They concern only account holders on an
 * adult profile; for anyone else nothing is fetched. The check runs again
 * whenever the session changes (a sign-in rebuilds the app; `sessionExpiresAt`
 * keys it). Spec §4 checks only when the sign-in's missingInformationStatus is
 * not NONE or TV login was visited; a browser session here may come from any
 * of sign-in, sign-up, confirmation, impersonation or a TV pairing, so the app
 * always asks (one small query) instead of trusting whichever answer it saw.
 */
export function AccountPrompts({ viewer, realm }: { viewer: AccountPrompts_viewer$key; realm: AccountPrompts_realm$key }) {
  const { name: realmName } = useFragment(
    graphql`
      fragment AccountPrompts_realm on Realm {
        name
      }
    `,
    realm,
  );
  const { role, isChildProfile, sessionExpiresAt } = useFragment(
    graphql`
      fragment AccountPrompts_viewer on Viewer {
        role
        isChildProfile
        sessionExpiresAt
      }
    `,
    viewer,
  );
  if ((role !== 'CUSTOMER' && role !== 'ADMIN') || isChildProfile) return null;
  return (
    // Spec §8: a failure to load these is only logged; the page goes on.
    <PromptErrorBoundary>
      <Suspense fallback={null}>
        <Prompts key={sessionExpiresAt ?? ''} realmName={realmName} sessionExpiresAt={sessionExpiresAt ?? null} />
      </Suspense>
    </PromptErrorBoundary>
  );
}

function Prompts({ realmName, sessionExpiresAt }: { realmName: string; sessionExpiresAt: string | null }) {
  const data = useLazyLoadQuery<AccountPromptsQuery>(
    graphql`
      query AccountPromptsQuery {
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

class PromptErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('The account prompts could not be loaded', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
