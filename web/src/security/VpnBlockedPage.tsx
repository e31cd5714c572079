import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

/**
 * The VPN block (VpnBlockedView.tsx) when it stops the app from starting (the
 * realm's frame itself was refused): a neutral page like the other boot
 * screens; its sign-out link is a plain link, since the router is not running.
 */
export function VpnBlockedPage({ logoutHref }: { logoutHref: string }) {
  const { t } = useLingui();
  const title = t`Turn off your VPN to watch`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="rs-boot-error" role="alert">
      <h1>{title}</h1>
      <p>
        <Trans>This service is not available through a VPN or proxy. Turn it off, then reload the page.</Trans>
      </p>
      <a className="rs-boot-error__link" href={logoutHref}>
        <Trans>Sign out</Trans>
      </a>
    </div>
  );
}
