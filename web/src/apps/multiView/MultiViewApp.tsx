import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from 'found';
import { graphql, useFragment } from 'react-relay';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import type { MultiViewApp_liveEvents$key } from './__generated__/MultiViewApp_liveEvents.graphql.ts';
import {
  listenTo,
  MAX_TILES,
  multiViewQuery,
  readMultiViewChoice,
  toggleEvent,
  type MultiViewChoice,
  type MultiViewLayout,
} from './multiViewLayout.ts';
import { MultiViewTile } from './MultiViewTile.tsx';
import './MultiViewApp.css';

const fragment = graphql`
  fragment MultiViewApp_liveEvents on LiveEventConnection {
    edges {
      node {
        internalId
        title
        thumbnailUrl
        venue
      }
    }
  }
`;

/**
 * MULTI_VIEW: the live events on air, and up to four of them playing at once
 * in a 1+3 or 2×2 layout, one with sound. The choice is the page's address.
 */
export function MultiViewApp({ liveEvents }: { liveEvents: MultiViewApp_liveEvents$key }) {
  const data = useFragment(fragment, liveEvents);
  const { t } = useLingui();
  const { match, router } = useRouter();
  useDocumentTitle(t`Multi-view`);

  const onAir = data.edges.map((edge) => edge.node);
  const titles = new Map(onAir.map((event) => [event.internalId, event.title]));
  const chosen = readMultiViewChoice(match.location.query);
  // An event that has ended since the address was made is no longer offered.
  const choice: MultiViewChoice = {
    ...chosen,
    eventIds: chosen.eventIds.filter((id) => titles.has(id)),
  };
  if (choice.audioEventId && !titles.has(choice.audioEventId)) choice.audioEventId = choice.eventIds[0] ?? null;
  const show = (next: MultiViewChoice) => router.replace({ ...match.location, query: multiViewQuery(next) });
  const setLayout = (layout: MultiViewLayout) => show({ ...choice, layout });
  const full = choice.eventIds.length >= MAX_TILES;

  return (
    <div className="rs-multiview">
      <header className="rs-multiview__header">
        <h1 className="rs-multiview__title">
          <Trans>Multi-view</Trans>
        </h1>
        <div className="rs-multiview__layouts" role="group" aria-label={t`Layout`}>
          <button type="button" aria-pressed={choice.layout === 'focus'} onClick={() => setLayout('focus')}>
            <Trans>1 + 3</Trans>
          </button>
          <button type="button" aria-pressed={choice.layout === 'grid'} onClick={() => setLayout('grid')}>
            <Trans>2 × 2</Trans>
          </button>
        </div>
      </header>

      {choice.eventIds.length > 0 ? (
        <div className={`rs-multiview__stage rs-multiview__stage--${choice.layout}`} data-tiles={choice.eventIds.length}>
          {choice.eventIds.map((id) => (
            <MultiViewTile
              key={id}
              eventId={id}
              title={titles.get(id) ?? ''}
              withSound={choice.audioEventId === id}
              onListen={() => show(listenTo(choice, id))}
              onRemove={() => show(toggleEvent(choice, id))}
            />
          ))}
        </div>
      ) : (
        <p className="rs-multiview__empty">
          <Trans>Choose up to four live events to watch side by side. The first one you pick plays with sound.</Trans>
        </p>
      )}

      <h2 className="rs-multiview__subtitle">
        <Trans>On air now</Trans>
      </h2>
      {onAir.length === 0 ? (
        <p className="rs-multiview__empty">
          <Trans>Nothing is on air right now. Come back when an event starts.</Trans>
        </p>
      ) : (
        <ul className="rs-multiview__events">
          {onAir.map((event) => {
            const onScreen = choice.eventIds.includes(event.internalId);
            return (
              <li key={event.internalId} className="rs-multiview__event">
                <img src={event.thumbnailUrl} alt="" width={160} height={90} loading="lazy" />
                <span className="rs-multiview__event-title">{event.title}</span>
                <button
                  type="button"
                  className={`rs-button ${onScreen ? 'rs-button--secondary' : 'rs-button--primary'}`}
                  aria-pressed={onScreen}
                  disabled={!onScreen && full}
                  onClick={() => show(toggleEvent(choice, event.internalId))}
                >
                  {onScreen ? <Trans>Take off screen</Trans> : <Trans>Watch here</Trans>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {full ? (
        <p className="rs-multiview__note" role="status">
          <Trans>Four events are on screen: take one off to add another.</Trans>
        </p>
      ) : null}
    </div>
  );
}
