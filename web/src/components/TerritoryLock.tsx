import { Trans } from '@lingui/react/macro';
import './TerritoryLock.css';

/**
 * Says that a title is locked where the viewer is: the realm shows titles
 * blocked in the viewer's country locked (geoBlockedContentDisplayMode
 * SHOW_LOCKED, `isGeoBlocked`) rather than hiding them. Over a card's
 * picture (`onCard`) or among a page's facts.
 */
export function TerritoryLock({ onCard = false }: { onCard?: boolean }) {
  return (
    <span className={onCard ? 'rs-lock rs-lock--card' : 'rs-lock'} data-testid="territory-lock">
      <svg className="rs-lock__icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M8 1a3.5 3.5 0 0 0-3.5 3.5V7H4a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1h-.5V4.5A3.5 3.5 0 0 0 8 1Zm-2 6V4.5a2 2 0 1 1 4 0V7H6Z"
        />
      </svg>
      <span>
        <Trans>Not available in your territory</Trans>
      </span>
    </span>
  );
}
