import { useLingui } from '@lingui/react/macro';
import { useRouter } from 'found';
import { useCallback, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { formatDate, formatDuration } from '../../components/format.ts';
import { Player } from '../../components/Player.tsx';
import { PlaybackUnavailable } from '../../components/PlaybackUnavailable.tsx';
import { TerritoryLock } from '../../components/TerritoryLock.tsx';
import { isLockedForViewer, LockedTitle } from '../../entitlement/LockedTitle.tsx';
import { playbackFailureOf } from '../../playback/playbackError.ts';
import { usePlaybackSession } from '../../playbackSession/usePlaybackSession.ts';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { videoHead } from '../../seo/contentHead.ts';
import { usePageHead } from '../../seo/pageHead.tsx';
import { useSite } from '../../seo/siteContext.ts';
import { pathTo } from '../../system/routePaths.ts';
import type { VideoApp_video$data, VideoApp_video$key } from './__generated__/VideoApp_video.graphql.ts';
import type { VideoApp_viewer$data, VideoApp_viewer$key } from './__generated__/VideoApp_viewer.graphql.ts';
import { UpNextCard } from './UpNextCard.tsx';
import { useSaveWatchProgress } from './useSaveWatchProgress.ts';
import { videoLocation } from './videoLocation.ts';
import { MyListButton } from '../../watchlist/MyListButton.tsx';
import { SaveToListButton } from '../../watchlist/SaveToListButton.tsx';
import { SponsorLogo } from '../../sponsor/SponsorLogo.tsx';
import { FightersInThisFight } from '../fighters/FightersInThisFight.tsx';
import '../detail.css';
import { EpisodeContext } from './EpisodeContext.tsx';

const fragment = graphql`
  fragment VideoApp_video on Video @argumentDefinitions(playlist: { type: "ID" }) {
    ...MyListButton_content
    ...SaveToListButton_content
    sponsor {
      ...SponsorLogo_sponsor
    }
    internalId
    title
    description
    # Who fights, under the description (spec §2 fighter section).
    fighters {
      ...FightersInThisFight_fighters
    }
    duration
    # The player is 16:9 like the card still; the wide cover would be letterboxed.
    thumbnailUrl
    previewImage {
      url
      width
      height
    }
    releasedAt
    tags
    isGeoBlocked
    episodeNumber
    series {
      internalId
      title
    }
    season {
      internalId
      title
    }
    watchProgress {
      resumePosition
    }
    upNext(playlistInternalId: $playlist) {
      internalId
      ...UpNextCard_video
    }
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
  fragment VideoApp_viewer on Viewer {
    playbackPreferences {
      autoAdvance
      subTitleLanguage
      audioLanguage
    }
  }
`;

/** The video page: the player, then what the video is. */
export function VideoApp({
  video,
  viewer,
  playlist = null,
}: {
  video: VideoApp_video$key;
  viewer: VideoApp_viewer$key;
  /** The playlist the video is watched in (`?playlist=`), which decides what plays next. */
  playlist?: string | null;
}) {
  const data = useFragment(fragment, video);
  const { playbackPreferences } = useFragment(viewerFragment, viewer);
  const { i18n } = useLingui();
  useDocumentTitle(data.title);
  const { address } = useSite();
  usePageHead(videoHead({ ...data, isEpisode: data.series !== null }, pathTo('VOD', { id: data.internalId }), address));

  return (
    <article className="rs-detail">
      <div className="rs-detail__stage">
        {/* A new player per video: the next episode starts from its own position, with its own stream. */}
        <VideoStage key={data.internalId} video={data} preferences={playbackPreferences} playlist={playlist} />
      </div>
      <div className="rs-detail__info">
        {data.series ? (
          <p className="rs-detail__eyebrow">
            <EpisodeContext series={data.series} season={data.season} episodeNumber={data.episodeNumber} />
          </p>
        ) : null}
        <h1 className="rs-detail__title">{data.title}</h1>
        <p className="rs-detail__facts">
          <span>{formatDuration(data.duration)}</span>
          <span>{formatDate(data.releasedAt, i18n.locale)}</span>
          {data.isGeoBlocked ? <TerritoryLock /> : null}
          {data.tags.map((tag) => (
            <span key={tag} className="rs-tag">
              {tag}
            </span>
          ))}
        </p>
        <p className="rs-detail__description">{data.description}</p>
        <FightersInThisFight fighters={data.fighters} />
        <MyListButton content={data} />{' '}
        <SaveToListButton content={data} />
        <SponsorLogo sponsor={data.sponsor} />
      </div>
    </article>
  );
}

/**
 * The player of one video: it starts where the viewer left the video, saves
 * where they are as it plays, and at the end offers what plays next.
 */
function VideoStage({
  video,
  preferences,
  playlist,
}: {
  video: VideoApp_video$data;
  preferences: VideoApp_viewer$data['playbackPreferences'];
  playlist: string | null;
}) {
  const { router } = useRouter();
  const saveProgress = useSaveWatchProgress(video.internalId);
  // Read once: the position saved while this player plays must not move it.
  const [startPosition] = useState(() => video.watchProgress?.resumePosition ?? undefined);
  const [ended, setEnded] = useState(false);
  const onEnded = useCallback(() => setEnded(true), []);
  const next = video.upNext;
  const nextId = next?.internalId ?? null;
  const playNext = useCallback(() => {
    if (nextId) router.push(videoLocation(nextId, playlist));
  }, [router, nextId, playlist]);
  const dismiss = useCallback(() => setEnded(false), []);

  const playback = video.playback;
  const locked = isLockedForViewer(video.playability.reason);
  // Another device took this account's last place: the stream stops and the dialog says why.
  const stopReason = usePlaybackSession(playback.ok && !locked ? playback.value : null);
  if (locked) return <LockedTitle playability={video.playability} posterUrl={video.thumbnailUrl} />;
  if (stopReason === 'CONCURRENT_STREAM_LIMIT') {
    return <PlaybackUnavailable posterUrl={video.thumbnailUrl} code="FORBIDDEN" reason={stopReason} />;
  }
  if (!playback.ok || !playback.value) {
    return (
      <PlaybackUnavailable
        posterUrl={video.thumbnailUrl}
        {...(playback.ok ? { code: null } : playbackFailureOf(playback.errors))}
      />
    );
  }
  return (
    <Player
      playback={playback.value}
      title={video.title}
      poster={video.thumbnailUrl}
      startPosition={startPosition}
      onProgress={saveProgress}
      onEnded={onEnded}
      subtitleLanguage={preferences.subTitleLanguage}
      audioLanguage={preferences.audioLanguage}
      overlay={
        ended && next ? (
          <UpNextCard video={next} autoAdvance={preferences.autoAdvance} onPlay={playNext} onDismiss={dismiss} />
        ) : null
      }
    />
  );
}
