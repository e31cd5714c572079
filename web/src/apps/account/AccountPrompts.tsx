import { Component, type ReactNode, Suspense } from 'react';
import { lazyWithRetry } from '../../system/chunkRetryLazy.tsx';
import { useHydrated } from '../../system/useHydrated.ts';
import { graphql, useFragment } from 'react-relay';
import type { AccountPrompts_realm$key } from './__generated__/AccountPrompts_realm.graphql.ts';
import type { AccountPrompts_viewer$key } from './__generated__/AccountPrompts_viewer.graphql.ts';

// The prompts' query and modals are their own chunk: only account holders
// load it, and guests (most page views) never do.
const Prompts = lazyWithRetry(() => import('./AccountPromptDialogs.tsx').then((module) => ({ default: module.AccountPromptDialogs })), { showsFailure: false });

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
  const { name: realmName, languages } = useFragment(
    graphql`
      fragment AccountPrompts_realm on Realm {
        name
        # The missing-details modal's default country, when the account has none.
        languages {
          code
        }
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
  // Browser-only: the prompts' chunk and query must not suspend while a server-rendered page is hydrated.
  const hydrated = useHydrated();
  if (!hydrated || (role !== 'CUSTOMER' && role !== 'ADMIN') || isChildProfile) return null;
  return (
    // Spec §8: a failure to load these is only logged; the page goes on.
    <PromptErrorBoundary>
      <Suspense fallback={null}>
        <Prompts key={sessionExpiresAt ?? ''} realmName={realmName} realmLanguages={languages.map((language) => language.code)} />
      </Suspense>
    </PromptErrorBoundary>
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
