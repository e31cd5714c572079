import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { formatStartTime } from '../../components/format.ts';
import { isLockedForViewer, LockedTitle } from '../../entitlement/LockedTitle.tsx';
import { PlaybackUnavailable } from '../../components/PlaybackUnavailable.tsx';
import { Player } from '../../components/Player.tsx';
import { TerritoryLock } from '../../components/TerritoryLock.tsx';
import { playbackFailureOf } from '../../playback/playbackError.ts';
import { usePlaybackSession } from '../../playbackSession/usePlaybackSession.ts';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { liveEventHead } from '../../seo/contentHead.ts';
import { usePageHead } from '../../seo/pageHead.tsx';
import { useSite } from '../../seo/siteContext.ts';
import { pathTo } from '../../system/routePaths.ts';
import type { LiveEventApp_liveEvent$key } from './__generated__/LiveEventApp_liveEvent.graphql.ts';
import type { LiveEventApp_viewer$key } from './__generated__/LiveEventApp_viewer.graphql.ts';
import LiveEventAppRefetchQuery from './__generated__/LiveEventAppRefetchQuery.graphql.ts';
import { Countdown } from './Countdown.tsx';
import { useLiveEventUpdates } from './useLiveEventUpdates.ts';
import { MyListButton } from '../../watchlist/MyListButton.tsx';
import { SaveToListButton } from '../../watchlist/SaveToListButton.tsx';
import { FightersInThisFight } from '../fighters/FightersInThisFight.tsx';
import '../detail.css';

const fragment = graphql`
  fragment LiveEventApp_liveEvent on LiveEvent @refetchable(queryName: "LiveEventAppRefetchQuery") {
    ...MyListButton_content
    ...SaveToListButton_content
    internalId
    title
    description
    # Who fights, under the description (spec §2 fighter section).
    fighters {
      ...FightersInThisFight_fighters
    }
    status
    startsAt
    endsAt
    # The player is 16:9 like the card still; the wide cover would be letterboxed.
    thumbnailUrl
    previewImage {
      url
      width
      height
    }
    sport
    venue
    isGeoBlocked
    playability {
      reason
      ...LockedTitle_playability
    }
    playback @catch(to: RESULT) {
      ...Player_playback
      ...usePlaybackSession_playback
    }
  }
`;

const viewerFragment = graphql`
  fragment LiveEventApp_viewer on Viewer {
    # The player's subtitle and audio menus start from these.
    playbackPreferences {
      subTitleLanguage
      audioLanguage
    }
  }
`;

/**
 * The playback in the store answers to the status the event had when it was
 * read. When the status changes (the live-event subscription, or any other
 * answer, wrote a new one), the event is read again, network-only, with
 * fetchQuery: the answer updates the record and so this page. (Never a new
 * fetchKey on the mounted route query: under Preact that refetches without
 * end, see web/README.md.) Returns whether that read is still under way.
 */
function usePlaybackForStatus(id: string, status: string): boolean {
  const environment = useRelayEnvironment();
  const [playbackStatus, setPlaybackStatus] = useState(status);
  useEffect(() => {
    if (status === playbackStatus) return undefined;
    const done = () => setPlaybackStatus(status);
    const request = fetchQuery(environment, LiveEventAppRefetchQuery, { id }, { fetchPolicy: 'network-only' }).subscribe({
      complete: done,
      error: done,
    });
    return () => request.unsubscribe();
  }, [environment, id, status, playbackStatus]);
  return status !== playbackStatus;
}

/**
 * The live-event page: a countdown while UPCOMING, the live stream while LIVE,
 * the replay once ENDED (when there is one).
 *
 * The page follows the event through the `liveEventUpdated` subscription: an
 * upcoming page starts the player once the event is live and a live page shows
 * the replay once it has ended, without polling.
 */
export function LiveEventApp({
  liveEvent,
  viewer,
}: {
  liveEvent: LiveEventApp_liveEvent$key;
  viewer: LiveEventApp_viewer$key;
}) {
  const data = useFragment(fragment, liveEvent);
  const { playbackPreferences } = useFragment(viewerFragment, viewer);
  const { i18n } = useLingui();
  useDocumentTitle(data.title);
  const { address } = useSite();
  usePageHead(liveEventHead(data, pathTo('LIVE', { id: data.internalId }), address));
  useLiveEventUpdates(data.internalId);
  const switching = usePlaybackForStatus(data.id, data.status);
  const startsAt = formatStartTime(data.startsAt, i18n.locale);
  const playback = data.playback;
  const failure = playback.ok ? null : playbackFailureOf(playback.errors);
  const locked = isLockedForViewer(data.playability.reason);
  // Another device took this account's last place: the stream stops and the dialog says why.
  const stopReason = usePlaybackSession(playback.ok && !locked ? playback.value : null);

  let stage;
  if (locked) {
    stage = (
      <LockedTitle playability={data.playability} posterUrl={data.thumbnailUrl}>
        {data.status === 'UPCOMING' ? (
          <p>
            <Trans>Starts {startsAt}</Trans>
          </p>
        ) : null}
      </LockedTitle>
    );
  } else if (stopReason === 'CONCURRENT_STREAM_LIMIT') {
    stage = <PlaybackUnavailable posterUrl={data.thumbnailUrl} code="FORBIDDEN" reason={stopReason} />;
  } else if (switching) {
    stage = (
      <PlaybackUnavailable posterUrl={data.thumbnailUrl} code={null}>
        <p className="rs-player__headline">
          {data.status === 'ENDED' ? <Trans>The broadcast has ended.</Trans> : <Trans>The broadcast is starting…</Trans>}
        </p>
      </PlaybackUnavailable>
    );
  } else if (data.status === 'UPCOMING') {
    stage = (
      <PlaybackUnavailable posterUrl={data.thumbnailUrl} code={null}>
        <p className="rs-player__kicker">
          <Trans>Upcoming</Trans>
        </p>
        <Countdown startsAt={data.startsAt} />
        <p>
          <Trans>Starts {startsAt}</Trans>
        </p>
        <p>
          <Trans>Keep this page open: the broadcast plays here as soon as it begins.</Trans>
        </p>
      </PlaybackUnavailable>
    );
  } else if (playback.ok && playback.value) {
    stage = (
      <Player
        playback={playback.value}
        title={data.title}
        poster={data.thumbnailUrl}
        subtitleLanguage={playbackPreferences.subTitleLanguage}
        audioLanguage={playbackPreferences.audioLanguage}
      />
    );
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
    stage = <PlaybackUnavailable posterUrl={data.thumbnailUrl} code={failure ? (failure.code ?? 'ERROR') : null} reason={failure?.reason} />;
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
          ) : data.status === 'ENDED' && !switching && playback.ok && playback.value ? (
            <span className="rs-badge">
              <Trans>Replay</Trans>
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
          {data.isGeoBlocked ? <TerritoryLock /> : null}
        </p>
        <p className="rs-detail__description">{data.description}</p>
        <FightersInThisFight fighters={data.fighters} />
        <MyListButton content={data} />{' '}
        <SaveToListButton content={data} />
      </div>
    </article>
  );
}
