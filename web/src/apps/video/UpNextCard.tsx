import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { UpNextCard_video$key } from './__generated__/UpNextCard_video.graphql.ts';
import './UpNextCard.css';

/** Seconds the card counts down before the next video starts by itself. */
export const UP_NEXT_COUNTDOWN_SECONDS = 5;

const fragment = graphql`
  fragment UpNextCard_video on Video {
    title
    thumbnailUrl
    episodeNumber
    season {
      title
    }
  }
`;

/**
 * Drawn over the player when a video ends and another follows. With
 * autoAdvance the next one starts after a short countdown; without, the
 * viewer presses play. Either way they can stay where they are.
 */
export function UpNextCard({
  video,
  autoAdvance,
  onPlay,
  onDismiss,
}: {
  video: UpNextCard_video$key;
  autoAdvance: boolean;
  onPlay: () => void;
  onDismiss: () => void;
}) {
  const data = useFragment(fragment, video);
  const { t } = useLingui();
  const [secondsLeft, setSecondsLeft] = useState(UP_NEXT_COUNTDOWN_SECONDS);

  useEffect(() => {
    if (!autoAdvance) return undefined;
    const timer = setInterval(() => setSecondsLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => clearInterval(timer);
  }, [autoAdvance]);

  useEffect(() => {
    if (autoAdvance && secondsLeft === 0) onPlay();
  }, [autoAdvance, secondsLeft, onPlay]);

  return (
    <aside className="rs-up-next" aria-label={t`Up next`} data-testid="up-next">
      <img className="rs-up-next__image" src={data.thumbnailUrl} alt="" />
      <div className="rs-up-next__body">
        <p className="rs-up-next__eyebrow">
          {autoAdvance ? <Trans>Up next in {secondsLeft}</Trans> : <Trans>Up next</Trans>}
        </p>
        <p className="rs-up-next__title">
          {data.season ? <span className="rs-up-next__season">{data.season.title} · </span> : null}
          {data.title}
        </p>
        <div className="rs-up-next__actions">
          <button type="button" className="rs-button rs-button--primary" onClick={onPlay}>
            <Trans>Play now</Trans>
          </button>
          <button type="button" className="rs-button rs-button--secondary" onClick={onDismiss}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </div>
    </aside>
  );
}
