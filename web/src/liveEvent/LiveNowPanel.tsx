import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { useEffect, useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import { pathTo } from '../system/routePaths.ts';
import type { LiveNowPanel_event$key } from './__generated__/LiveNowPanel_event.graphql.ts';
import type { LiveNowEvents } from './useLiveNowSubscription.ts';

const eventFragment = graphql`
  fragment LiveNowPanel_event on LiveEvent {
    internalId
    title
    thumbnailUrl
    sport
    venue
  }
`;

function LiveNowItem({ event }: { event: LiveNowPanel_event$key }) {
  const data = useFragment(eventFragment, event);
  const details = [data.sport, data.venue].filter(Boolean).join(' · ');
  return (
    <li>
      <Link to={pathTo('LIVE', { id: data.internalId })} className="rs-livenow-panel__event">
        <img className="rs-livenow-panel__image" src={data.thumbnailUrl} alt="" width={96} height={54} />
        <span className="rs-livenow-panel__text">
          <span className="rs-badge rs-badge--live">
            <Trans>LIVE</Trans>
          </span>
          <span className="rs-livenow-panel__title">{data.title}</span>
          {details ? <span className="rs-livenow-panel__details">{details}</span> : null}
        </span>
      </Link>
    </li>
  );
}

/**
 * The list of events on air (spec §2 top-right `livenow`), over the page; it
 * follows the live-now subscription, so an event that starts while it is open
 * appears in it. Escape, a click outside or the close button close it.
 */
export function LiveNowPanel({
  id,
  title,
  events,
  onClose,
}: {
  id: string;
  title: string;
  /** Null until the live-now channel has answered. */
  events: LiveNowEvents | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Keyboard users land in the panel; screen readers hear its title.
    panelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      // The counter toggles the panel itself.
      if (target?.closest('.rs-livenow')) return;
      if (panelRef.current && !panelRef.current.contains(target)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [onClose]);

  return (
    <div id={id} className="rs-livenow-panel" role="dialog" aria-label={title} tabIndex={-1} ref={panelRef}>
      <div className="rs-livenow-panel__header">
        <h2 className="rs-livenow-panel__heading">{title}</h2>
        <button type="button" className="rs-livenow-panel__close" aria-label={t`Close`} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {events === null ? (
        <p className="rs-livenow-panel__empty">
          <Trans>Looking for events on air…</Trans>
        </p>
      ) : events.length === 0 ? (
        <p className="rs-livenow-panel__empty">
          <Trans>Nothing is on air right now.</Trans>
        </p>
      ) : (
        <ul className="rs-livenow-panel__events">
          {events.map((event) => (
            <LiveNowItem key={event.id} event={event} />
          ))}
        </ul>
      )}
    </div>
  );
}
