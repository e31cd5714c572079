import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

/**
 * The address names no realm (REALM_NOT_FOUND on the frame's query): an
 * unknown `/realm/{name}` or hostname. There is no realm branding to show, so
 * the page is neutral, like the boot splash.
 */
export function RealmNotFound() {
  const { t } = useLingui();
  const title = t`Service not found`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="rs-boot-error">
      <h1>
        <Trans>This service doesn't exist</Trans>
      </h1>
      <p>
        <Trans>There is no streaming service at this address. Check the link you followed, or go to the start page.</Trans>
      </p>
      <a className="rs-boot-error__link" href="/">
        <Trans>Go to the start page</Trans>
      </a>
    </div>
  );
}
