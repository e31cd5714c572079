import { Component, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ConsentModal } from '../apps/account/ConsentModal.tsx';
import type { ConsentPreferencesQuery } from './__generated__/ConsentPreferencesQuery.graphql.ts';

/**
 * The consent preferences the menu's consent plugin entry opens (spec §2):
 * the account's consent questions with its answers, over the current page.
 * Read fresh each time: the answers may have changed since the page loaded.
 */
export function ConsentPreferences({ onClose }: { onClose: () => void }) {
  return (
    <ClosesOnError onClose={onClose}>
      <ConsentPreferencesDialog onClose={onClose} />
    </ClosesOnError>
  );
}

function ConsentPreferencesDialog({ onClose }: { onClose: () => void }) {
  const data = useLazyLoadQuery<ConsentPreferencesQuery>(
    graphql`
      query ConsentPreferencesQuery {
        viewer {
          account {
            ...ConsentModal_account
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only' },
  );
  if (!data.viewer.account) return null;
  return <ConsentModal account={data.viewer.account} everyField onSaved={onClose} onDismiss={onClose} />;
}

/** A failure to load the answers closes the dialog (logged) instead of taking the navigation bar down with it. */
class ClosesOnError extends Component<{ onClose: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('The consent preferences could not be loaded', error);
    this.props.onClose();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
