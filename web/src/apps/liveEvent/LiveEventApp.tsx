import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { formatStartTime } from '../../components/format.ts';
import { PlaybackUnavailable } from '../../components/PlaybackUnavailable.tsx';
import { Player } from '../../components/Player.tsx';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import type { LiveEventApp_liveEvent$key } from './__generated__/LiveEventApp_liveEvent.graphql.ts';
import LiveEventAppRefetchQuery from './__generated__/LiveEventAppRefetchQuery.graphql.ts';
import { useRefetchWhenDue } from './refetchWhenDue.ts';
import '../detail.css';

const fragment = graphql`
  fragment LiveEventApp_liveEvent on LiveEvent @refetchable(queryName: "LiveEventAppRefetchQuery") {
    title
    description
    status
    startsAt
    endsAt
    # The player is 16:9 like the card still; the wide cover would be letterboxed.
    thumbnailUrl
    sport
    venue
    playback @catch(to: RESULT) {
      ...Player_playback
    }
  }
`;

/**
 * The live-event page: the live stream while LIVE, the replay once ENDED (when
 * there is one), and the start time while UPCOMING.
 *
 * The page follows the event: when `startsAt` (UPCOMING) or `endsAt` (LIVE)
 * passes, the event is fetched again, so an upcoming page starts the player
 * once the event is live and a live page shows the replay once it has ended.
 */
export function LiveEventApp({ liveEvent }: { liveEvent: LiveEventApp_liveEvent$key }) {
  const data = useFragment(fragment, liveEvent);
  const { i18n } = useLingui();
  useDocumentTitle(data.title);
  const environment = useRelayEnvironment();
  const id = data.id;
  // The answer updates the event's record in the store, which re-renders this page.
  const refetch = useCallback(
    (done: () => void) => {
      fetchQuery(environment, LiveEventAppRefetchQuery, { id }, { fetchPolicy: 'network-only' }).subscribe({
        complete: done,
        error: done,
      });
    },
    [environment, id],
  );
  useRefetchWhenDue(data.status === 'UPCOMING' ? data.startsAt : data.status === 'LIVE' ? data.endsAt : null, refetch);
  const startsAt = formatStartTime(data.startsAt, i18n.locale);
  const playback = data.playback;
  const errorCode = playback.ok ? null : ((playback.errors[0] as { extensions?: { code?: string } } | undefined)?.extensions?.code ?? 'ERROR');

  let stage;
  if (data.status === 'UPCOMING') {
    stage = (
      <PlaybackUnavailable posterUrl={data.thumbnailUrl} code={null}>
        <p className="rs-player__kicker">
          <Trans>Upcoming</Trans>
        </p>
        <p className="rs-player__headline">
          <Trans>Starts {startsAt}</Trans>
        </p>
        <p>
          <Trans>Keep this page open: the broadcast plays here as soon as it begins.</Trans>
        </p>
      </PlaybackUnavailable>
    );
  } else if (playback.ok && playback.value) {
    stage = <Player playback={playback.value} title={data.title} poster={data.thumbnailUrl} />;
  } else if (data.status === 'ENDED' && playback.ok) {
    stage = (
      <PlaybackUnavailable posterUrl={data.thumbnailUrl} code={null}>
        <p className="rs-player__headline">
          <Trans>This event has ended.</Trans>
        </p>
        <p>
          <Trans>A replay is not available yet.</Trans>
        </p>
      </PlaybackUnavailable>
    );
  } else {
    stage = <PlaybackUnavailable posterUrl={data.thumbnailUrl} code={errorCode} />;
  }

  return (
    <article className="rs-detail">
      <div className="rs-detail__stage">{stage}</div>
      <div className="rs-detail__info">
        <p className="rs-detail__eyebrow">
          {data.status === 'LIVE' ? (
            <span className="rs-badge rs-badge--live">
              <Trans>LIVE</Trans>
            </span>
          ) : data.status === 'ENDED' ? (
            <span className="rs-badge">
              <Trans>Ended</Trans>
            </span>
          ) : (
            <span className="rs-badge rs-badge--upcoming">
              <Trans>Upcoming</Trans>
            </span>
          )}
          {data.sport ? <span>{data.sport}</span> : null}
        </p>
        <h1 className="rs-detail__title">{data.title}</h1>
        <p className="rs-detail__facts">
          <span>{startsAt}</span>
          {data.venue ? <span>{data.venue}</span> : null}
        </p>
        <p className="rs-detail__description">{data.description}</p>
      </div>
    </article>
  );
}
