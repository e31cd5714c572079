import { Trans } from '@lingui/react/macro';
import { MessagePanel } from '../components/StatusViews.tsx';

/**
 * Spec §2 "Connection-failed page": the gateway could not be reached while
 * the app was already running (a page's data, a navigation). Shown inside the
 * realm's frame, so the menu still works; Try again loads the page again.
 * (When not even the realm can be loaded, at start, the disconnected page
 * shows instead: apps/disconnected/DisconnectedPage.tsx.)
 */
export function ConnectionFailedView({ onRetry }: { onRetry: () => void }) {
  return (
    <MessagePanel
      tone="alert"
      icon={<span aria-hidden="true">!</span>}
      title={<Trans>Connection Failed</Trans>}
      actions={
        <button type="button" className="rs-button rs-button--primary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      }
    >
      <p>
        <Trans>Please refresh the page</Trans>
      </p>
    </MessagePanel>
  );
}
