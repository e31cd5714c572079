import { Trans } from '@lingui/react/macro';
import { Link } from 'found';
import { MessagePanel } from '../components/StatusViews.tsx';
import { pathTo } from '../system/routePaths.ts';

/**
 * Spec §4 "Challenge", §6, §8: the realm does not allow VPNs and the viewer's
 * connection comes through one (the gateway answered VPN_BLOCKED). Shown in
 * place of the page, inside the realm's frame; its action signs out (LOGOUT),
 * e.g. to sign in again once the VPN is off. (Wording decided here: the spec
 * does not show it.)
 */
export function VpnBlockedView() {
  return (
    <MessagePanel
      tone="alert"
      icon={<span aria-hidden="true">VPN</span>}
      title={<Trans>Turn off your VPN to watch</Trans>}
      actions={
        <Link to={pathTo('LOGOUT')} className="rs-button rs-button--primary">
          <Trans>Sign out</Trans>
        </Link>
      }
    >
      <p>
        <Trans>This service is not available through a VPN or proxy. Turn it off, then reload the page.</Trans>
      </p>
    </MessagePanel>
  );
}
