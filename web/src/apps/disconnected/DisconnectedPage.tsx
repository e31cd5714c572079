import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import '../../system/systemScreens.css';

/**
 * Spec §2 "Disconnected page on boot failure", with the words of the
 * connection-failed page ('Connection Failed' / 'Please refresh the page').
 *
 * Decision (the spec names both and shows one wording): the *disconnected
 * page* is what the app shows when it cannot start, because the realm itself
 * could not be loaded (the gateway unreachable, or the platform behind it
 * down): no realm means no branding and no menu, so the page is neutral, like
 * the boot splash, and Refresh starts the app again at the same address (the
 * address is left as it was, so a refresh retries the page the viewer wanted).
 * Once the app runs, a page whose data cannot be fetched shows the
 * *connection-failed view* instead, inside the realm's frame, with Try again
 * (system/ConnectionFailedView.tsx).
 */
export function DisconnectedPage() {
  const { t } = useLingui();
  const title = t`Connection Failed`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="rs-boot-error" role="alert">
      <h1>
        <Trans>Connection Failed</Trans>
      </h1>
      <p>
        <Trans>Please refresh the page</Trans>
      </p>
      <button type="button" className="rs-boot-error__button" onClick={() => window.location.reload()}>
        <Trans>Refresh</Trans>
      </button>
    </div>
  );
}
