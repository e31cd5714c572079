import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ImpersonationOverlay_viewer$key } from './__generated__/ImpersonationOverlay_viewer.graphql.ts';
import { useEndImpersonation } from './useEndImpersonation.ts';
import './ImpersonationOverlay.css';

const fragment = graphql`
  fragment ImpersonationOverlay_viewer on Viewer {
    impersonation {
      exid
      device
      location
    }
  }
`;

/**
 * The impersonation overlay (spec §2): on every page while an admin uses the
 * product as a customer, so nobody forgets whose account they are in.
 * 'Impersonating', the customer's exid, device and location, what stays the
 * customer's own (payments and sign-in details: issue 25), and a way out.
 */
export function ImpersonationOverlay({
  viewer,
  onEnded,
}: {
  viewer: ImpersonationOverlay_viewer$key;
  /** Called once the session has ended, to rebuild the app for the next viewer. */
  onEnded: () => void;
}) {
  const { impersonation } = useFragment(fragment, viewer);
  const { t } = useLingui();
  const [commit, inFlight] = useEndImpersonation();
  const [failed, setFailed] = useState(false);
  if (!impersonation) return null;

  const end = () => {
    setFailed(false);
    commit({
      variables: {},
      onCompleted: (_response, errors) => (errors?.length ? setFailed(true) : onEnded()),
      onError: () => setFailed(true),
    });
  };

  return (
    <>
      {/* Keeps the end of the page (the footer) from hiding under the strip. */}
      <div className="rs-impersonation__spacer" aria-hidden="true" />
      <aside className="rs-impersonation" role="status" aria-label={t`Impersonation`}>
        <strong className="rs-impersonation__label">
          <Trans>Impersonating</Trans>
        </strong>
        <dl className="rs-impersonation__facts">
          <div>
            <dt>
              <Trans>Customer</Trans>
            </dt>
            <dd data-testid="impersonation-exid">{impersonation.exid}</dd>
          </div>
          <div>
            <dt>
              <Trans>Device</Trans>
            </dt>
            <dd>{impersonation.device}</dd>
          </div>
          <div>
            <dt>
              <Trans>Location</Trans>
            </dt>
            <dd>{impersonation.location === 'Unknown' ? t`Unknown` : impersonation.location}</dd>
          </div>
        </dl>
        {/* Why checkout and the account's sign-in settings refuse: the same words as their IMPERSONATION_READ_ONLY message. */}
        <p className="rs-impersonation__note">
          <Trans>You are viewing as this customer: payments and sign-in details can only be changed by the customer.</Trans>
        </p>
        <button type="button" className="rs-impersonation__end" onClick={end} disabled={inFlight}>
          {failed ? <Trans>Try again to end</Trans> : <Trans>End impersonation</Trans>}
        </button>
      </aside>
    </>
  );
}
