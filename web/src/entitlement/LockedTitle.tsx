import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from 'found';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { pathTo } from '../system/routePaths.ts';
import type { LockedTitle_playability$key } from './__generated__/LockedTitle_playability.graphql.ts';
import { licencePriceLabel, purchaseLocation } from '../licence/licencePrice.ts';
import '../components/Player.css';
import './LockedTitle.css';

const fragment = graphql`
  fragment LockedTitle_playability on Playability {
    reason
    signInMayUnlock
    unlockedBy {
      internalId
      name
      kind
      subscriptionPeriod
      trialDays
      price {
        amount
        currency
        scale
      }
    }
  }
`;

/** The reasons this panel answers: the viewer can do something about them here. */
export function isLockedForViewer(reason: string | null | undefined): boolean {
  return reason === 'NOT_LICENSED' || reason === 'SIGN_IN_REQUIRED';
}

/**
 * In place of the player for a title the viewer does not hold: the still,
 * what would unlock it (each licence on sale that includes it, as a button
 * opening checkout with that licence chosen) and, for a guest, signing in —
 * a subscriber on another device is one sign-in away.
 */
export function LockedTitle({
  playability,
  posterUrl,
  children,
}: {
  playability: LockedTitle_playability$key;
  posterUrl: string;
  /** More about the title under the offer (an upcoming event's start). */
  children?: ReactNode;
}) {
  const data = useFragment(fragment, playability);
  const { i18n, t } = useLingui();
  const { match } = useRouter();
  const here = `${match.location.pathname}${match.location.search ?? ''}`;
  const payPerView = data.unlockedBy.length > 0 && data.unlockedBy.every((licence) => licence.kind === 'PAY_PER_VIEW');

  return (
    <div className="rs-player rs-player--unavailable rs-locked" data-testid="locked-title">
      <div className="rs-player__poster" style={{ backgroundImage: `url("${posterUrl}")` }} aria-hidden="true" />
      <div className="rs-player__overlay">
        <div className="rs-player__message">
          <p className="rs-player__kicker">
            <LockIcon /> {payPerView ? <Trans>Pay-per-view</Trans> : <Trans>Premium</Trans>}
          </p>
          <p className="rs-player__headline">
            {data.reason === 'SIGN_IN_REQUIRED' ? (
              <Trans>Sign in to watch</Trans>
            ) : payPerView ? (
              <Trans>Buy this event to watch it</Trans>
            ) : data.unlockedBy.length > 0 ? (
              <Trans>Subscribe to watch</Trans>
            ) : (
              <Trans>Your plan does not include this</Trans>
            )}
          </p>
          {children}
        </div>
        {data.unlockedBy.length > 0 ? (
          <ul className="rs-locked__offers">
            {data.unlockedBy.map((licence) => {
              const label = licencePriceLabel(i18n, licence);
              return (
                <li key={licence.internalId}>
                  <Link to={purchaseLocation(licence.internalId, here)} className="rs-button rs-button--primary rs-locked__offer">
                    <span className="rs-locked__offer-name">
                      {licence.kind === 'PAY_PER_VIEW' ? t`Buy` : t`Subscribe`}: {licence.name}
                    </span>
                    {label ? <span className="rs-locked__offer-price">{label}</span> : null}
                  </Link>
                  {licence.trialDays > 0 ? (
                    <p className="rs-locked__trial">
                      <Trans>{licence.trialDays}-day free trial</Trans>
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
        {data.signInMayUnlock ? (
          <p className="rs-locked__sign-in">
            {data.reason === 'SIGN_IN_REQUIRED' ? null : payPerView ? <Trans>Already bought it?</Trans> : <Trans>Already a subscriber?</Trans>}{' '}
            <Link to={{ pathname: pathTo('LOGIN'), query: { from: here } }}>
              <Trans>Sign in</Trans>
            </Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M8 1a3.5 3.5 0 0 0-3.5 3.5V7H4a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1h-.5V4.5A3.5 3.5 0 0 0 8 1Zm-2 6V4.5a2 2 0 1 1 4 0V7H6Z"
      />
    </svg>
  );
}
