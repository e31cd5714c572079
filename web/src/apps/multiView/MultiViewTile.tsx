import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Player } from '../../components/Player.tsx';
import { PlaybackUnavailable } from '../../components/PlaybackUnavailable.tsx';
import { playbackFailureOf } from '../../playback/playbackError.ts';
import { usePlaybackSession } from '../../playbackSession/usePlaybackSession.ts';
import type { MultiViewTileQuery } from './__generated__/MultiViewTileQuery.graphql.ts';

// One tile's stream, read when the viewer puts the event on screen (never for
// the events merely listed beside it: each stream takes the device's place
// under the concurrent-stream limit).
const tileQuery = graphql`
  query MultiViewTileQuery($id: ID!) {
    liveEvent(internalId: $id) {
      title
      thumbnailUrl
      playback @catch(to: RESULT) {
        ...Player_playback
        ...usePlaybackSession_playback
      }
    }
  }
`;

function TileStream({ eventId, withSound }: { eventId: string; withSound: boolean }) {
  const { liveEvent } = useLazyLoadQuery<MultiViewTileQuery>(tileQuery, { id: eventId });
  const playback = liveEvent?.playback;
  const playable = playback?.ok ? playback.value : null;
  // The device has one place under the limit, whichever tile started last holds it;
  // tiles it replaced stop their heartbeats quietly, only another device ends them.
  const stopReason = usePlaybackSession(playable);
  if (!liveEvent) return null;
  if (!playable || stopReason === 'CONCURRENT_STREAM_LIMIT') {
    const failure = playback && !playback.ok ? playbackFailureOf(playback.errors) : { code: null, reason: stopReason };
    return <PlaybackUnavailable posterUrl={liveEvent.thumbnailUrl} code={failure.code} reason={failure.reason} />;
  }
  return <Player playback={playable} title={liveEvent.title} poster={liveEvent.thumbnailUrl} muted={!withSound} />;
}

/** A tile of the multi-view: the stream, its title, and the buttons to hear it or take it off. */
export function MultiViewTile({
  eventId,
  title,
  withSound,
  onListen,
  onRemove,
}: {
  eventId: string;
  title: string;
  withSound: boolean;
  onListen: () => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  return (
    <section className={`rs-multiview__tile${withSound ? ' rs-multiview__tile--audio' : ''}`} aria-label={title}>
      <Suspense fallback={<div className="rs-multiview__loading" aria-busy="true" />}>
        <TileStream eventId={eventId} withSound={withSound} />
      </Suspense>
      <div className="rs-multiview__tile-bar">
        <span className="rs-multiview__tile-title">{title}</span>
        <button type="button" className="rs-multiview__tile-button" aria-pressed={withSound} onClick={onListen}>
          {withSound ? <Trans>Sound on</Trans> : <Trans>Listen</Trans>}
        </button>
        <button type="button" className="rs-multiview__tile-button" aria-label={t`Remove ${title}`} onClick={onRemove}>
          ×
        </button>
      </div>
    </section>
  );
}
