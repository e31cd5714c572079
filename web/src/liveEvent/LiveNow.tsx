import { Plural } from '@lingui/react/macro';
import { useRouter } from 'found';
import { useCallback } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { LiveNow_realm$key } from './__generated__/LiveNow_realm.graphql.ts';
import { LiveNowPanel } from './LiveNowPanel.tsx';
import { useLiveNowSubscription } from './useLiveNowSubscription.ts';
import './liveNow.css';

// Spec §2: `#livenow` opens the live-now list over whatever page is showing
// (and LIVE_EVENTS redirects to the default path with it). In the location,
// so Back closes it and a link can open it.
export const LIVE_NOW_HASH = '#livenow';
const PANEL_ID = 'rs-livenow-panel';

const realmFragment = graphql`
  fragment LiveNow_realm on Realm {
    liveEventCount
  }
`;

/**
 * The navigation bar's `livenow` view (spec §2 top-right, account holders only):
 * how many events are on air, kept current by the live-now subscription while
 * the bar is shown, and the list of them, opened with `#livenow`.
 */
export function LiveNow({
  realm,
  title,
  iconUrl,
}: {
  realm: LiveNow_realm$key;
  /** The realm's name for the view, from its menu ("Live now"). */
  title: string;
  iconUrl: string | null;
}) {
  const { liveEventCount } = useFragment(realmFragment, realm);
  const events = useLiveNowSubscription();
  const { match, router } = useRouter();
  const location = match.location;
  const open = location.hash === LIVE_NOW_HASH;
  const behind = { pathname: location.pathname, search: location.search };

  const close = useCallback(
    () => router.replace({ pathname: location.pathname, search: location.search }),
    [router, location.pathname, location.search],
  );

  return (
    <>
      <button
        type="button"
        className={`rs-nav__link rs-livenow${liveEventCount > 0 ? ' rs-livenow--on-air' : ''}`}
        aria-haspopup="dialog"
        // A crowded bar shows the icon and the count only (NavBar.css): the title on hover.
        data-tooltip={title}
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        // Until the live-now channel's first message the count is the page's, perhaps already old.
        aria-busy={events === null}
        onClick={() => (open ? close() : router.push({ ...behind, hash: LIVE_NOW_HASH }))}
      >
        {iconUrl ? <img className="rs-nav__icon" src={iconUrl} alt="" aria-hidden="true" width={18} height={18} /> : null}
        <span className="rs-livenow__title">{title}</span>
        <span className="rs-livenow__count" aria-hidden="true">
          {liveEventCount}
        </span>
        <span className="rs-visually-hidden">
          <Plural value={liveEventCount} one="# event on air" other="# events on air" />
        </span>
      </button>
      {open ? <LiveNowPanel id={PANEL_ID} title={title} events={events} onClose={close} /> : null}
    </>
  );
}
