import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { Player_playback$key } from './__generated__/Player_playback.graphql.ts';
import { formatBehindLive, formatTime } from './player/formatTime.ts';
import {
  ExitFullscreenIcon,
  FullscreenIcon,
  PauseIcon,
  PictureInPictureIcon,
  PlayIcon,
  ReplayIcon,
  SettingsIcon,
  SubtitlesIcon,
  AudioIcon,
} from './player/icons.tsx';
import { SEEK_STEP_SECONDS, VOLUME_STEP, type PlayerAction } from './player/keyboardShortcuts.ts';
import { matchLanguage } from './player/languagePreference.ts';
import { livePosition } from './player/liveWindow.ts';
import { PlayerMenu } from './player/PlayerMenu.tsx';
import { qualityLabel, qualityOptions } from './player/qualityLabels.ts';
import { SeekBar } from './player/SeekBar.tsx';
import { useControlsVisibility } from './player/useControlsVisibility.ts';
import { useHls } from './player/useHls.ts';
import { useKeyboardShortcuts } from './player/useKeyboardShortcuts.ts';
import { usePlayerState } from './player/usePlayerState.ts';
import { useProgressReports } from './player/useProgressReports.ts';
import { THUMBNAILS_TRACK_LABEL, useThumbnails } from './player/useThumbnails.ts';
import { VolumeControl } from './player/VolumeControl.tsx';
import './Player.css';

const fragment = graphql`
  fragment Player_playback on Playback {
    url
    format
    live
    dvrWindowSeconds
    thumbnailsUrl
    subtitles {
      language
      label
      url
    }
  }
`;

type OpenMenu = 'subtitles' | 'audio' | 'quality' | null;

export interface PlayerProps {
  playback: Player_playback$key;
  title: string;
  poster?: string;
  /** Seconds to start at (resume); ignored for live streams. */
  startPosition?: number;
  /** About every 5 s while playing, and on pause, on leaving the page and on unmount (not for live streams). */
  onProgress?: (positionSeconds: number, durationSeconds: number) => void;
  /** The video reached its end. */
  onEnded?: () => void;
  /** The viewer's `subTitleLanguage` preference ('' for none): the subtitles menu starts there. */
  subtitleLanguage?: string | null;
  /** The viewer's `audioLanguage` preference: the audio menu starts there. */
  audioLanguage?: string | null;
  /** Drawn over the picture, under the controls (the up-next card). */
  overlay?: ReactNode;
  /** Muted while true (multi-view tiles: a change mutes or unmutes); the viewer's own mute stays theirs otherwise. */
  muted?: boolean;
}

/**
 * The platform's player: a <video> fed by hls.js (its own chunk, loaded when
 * a player mounts; Safari plays HLS itself) under our own controls, the same
 * in every browser. The pieces are in `player/`: the state machine and the
 * hooks that read the element, the menus, the seek bar, the keys.
 */
export function Player({
  playback,
  title,
  poster,
  startPosition,
  onProgress,
  onEnded,
  subtitleLanguage,
  audioLanguage,
  overlay,
  muted,
}: PlayerProps) {
  const data = useFragment(fragment, playback);
  const { t } = useLingui();
  const containerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [openMenu, setOpenMenu] = useState<OpenMenu>(null);
  const [quality, setQuality] = useState<'auto' | number>('auto');
  const [fullscreen, setFullscreen] = useState(false);
  const [pictureInPicture, setPictureInPicture] = useState(false);
  const preferredSubtitle = matchLanguage(subtitleLanguage, data.subtitles, (track) => track.language)?.language ?? '';
  const [subtitle, setSubtitle] = useState(preferredSubtitle);
  // What `c` turns back on: the last subtitles shown, else the preferred, else the first.
  const lastSubtitle = useRef(preferredSubtitle || data.subtitles[0]?.language || '');
  // The preference may arrive after the player (the viewer's preferences load on their own).
  useEffect(() => {
    if (preferredSubtitle) lastSubtitle.current = preferredSubtitle;
    setSubtitle(preferredSubtitle);
  }, [preferredSubtitle]);

  const state = usePlayerState(videoRef);
  const { report } = state;
  // Before useHls: on leaving, the last position is read before the stream is detached.
  useProgressReports(videoRef, { source: data.url, live: data.live, onProgress });
  const hls = useHls(videoRef, {
    url: data.url,
    live: data.live,
    startPosition,
    audioLanguage,
    attempt,
    onFatalError: useCallback(() => report('error'), [report]),
  });
  const thumbnailAt = useThumbnails(videoRef, data.live ? null : data.thumbnailsUrl);
  const controls = useControlsVisibility(state.status, openMenu !== null);
  const failed = state.status === 'failed';

  const live = data.live
    ? livePosition({
        currentTime: state.currentTime,
        seekableStart: state.seekableStart,
        seekableEnd: state.seekableEnd,
        liveSyncPosition: hls.liveSyncPosition(),
        dvrWindowSeconds: data.dvrWindowSeconds ?? null,
        targetDuration: hls.targetDuration(),
      })
    : null;

  // The selector is the source of truth for which <track> is showing.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    const apply = () => {
      for (const track of Array.from(video.textTracks)) {
        if (track.kind !== 'subtitles') continue;
        track.mode = track.language === subtitle ? 'showing' : 'disabled';
      }
    };
    apply();
    video.textTracks.addEventListener?.('addtrack', apply);
    return () => video.textTracks.removeEventListener?.('addtrack', apply);
  }, [subtitle, data.subtitles]);

  // A new stream (the next episode) starts on Auto, as hls.js does.
  useEffect(() => setQuality('auto'), [data.url]);

  // Followed, not only read at the start: multi-view moves the sound from tile to tile.
  useEffect(() => {
    if (videoRef.current && muted !== undefined) videoRef.current.muted = muted;
  }, [muted]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !onEnded) return undefined;
    video.addEventListener('ended', onEnded);
    return () => video.removeEventListener('ended', onEnded);
  }, [onEnded]);

  useEffect(() => {
    const video = videoRef.current;
    const onFullscreen = () => setFullscreen(document.fullscreenElement === containerRef.current);
    const onEnterPip = () => setPictureInPicture(true);
    const onLeavePip = () => setPictureInPicture(false);
    document.addEventListener('fullscreenchange', onFullscreen);
    video?.addEventListener('enterpictureinpicture', onEnterPip);
    video?.addEventListener('leavepictureinpicture', onLeavePip);
    return () => {
      document.removeEventListener('fullscreenchange', onFullscreen);
      video?.removeEventListener('enterpictureinpicture', onEnterPip);
      video?.removeEventListener('leavepictureinpicture', onLeavePip);
    };
  }, []);

  const video = () => videoRef.current;
  // On a touch screen the first tap on the picture brings the controls back, as
  // on every phone player; only a tap with the controls showing plays or pauses.
  const tapOnlyReveals = useRef(false);

  const togglePlay = () => {
    const element = video();
    if (!element) return;
    if (element.paused || element.ended) element.play().catch(() => undefined);
    else element.pause();
  };

  const seekTo = (time: number) => {
    const element = video();
    if (!element) return;
    if (live) {
      if (!live.canSeek) return;
      element.currentTime = Math.min(live.edge, Math.max(live.start, time));
    } else if (Number.isFinite(element.duration)) {
      element.currentTime = Math.min(element.duration, Math.max(0, time));
    }
  };

  const goToLive = () => {
    const element = video();
    if (!element || !live) return;
    element.currentTime = live.edge;
    if (element.paused) element.play().catch(() => undefined);
  };

  const setVolume = (volume: number) => {
    const element = video();
    if (!element) return;
    element.volume = Math.min(1, Math.max(0, volume));
    element.muted = element.volume === 0;
  };

  const toggleMute = () => {
    const element = video();
    if (!element) return;
    // Unmuting at volume 0 would still be silent: bring the sound back to a level one hears.
    if (element.muted || element.volume === 0) {
      element.muted = false;
      if (element.volume === 0) element.volume = 0.5;
    } else {
      element.muted = true;
    }
  };

  const chooseSubtitle = (language: string) => {
    if (language) lastSubtitle.current = language;
    setSubtitle(language);
  };

  const toggleFullscreen = () => {
    const container = containerRef.current;
    if (!container) return;
    if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
    else container.requestFullscreen?.().catch(() => undefined);
  };

  const togglePictureInPicture = () => {
    const element = video();
    if (!element) return;
    if (document.pictureInPictureElement) document.exitPictureInPicture().catch(() => undefined);
    else element.requestPictureInPicture?.().catch(() => undefined);
  };

  const perform = (action: PlayerAction) => {
    controls.wake();
    const element = video();
    switch (action) {
      case 'togglePlay':
        return togglePlay();
      case 'seekBackward':
        return seekTo((element?.currentTime ?? 0) - SEEK_STEP_SECONDS);
      case 'seekForward':
        return seekTo((element?.currentTime ?? 0) + SEEK_STEP_SECONDS);
      case 'volumeUp':
        return setVolume((element && !element.muted ? element.volume : 0) + VOLUME_STEP);
      case 'volumeDown':
        return setVolume((element?.muted ? 0 : (element?.volume ?? 0)) - VOLUME_STEP);
      case 'toggleMute':
        return toggleMute();
      case 'toggleFullscreen':
        return toggleFullscreen();
      case 'toggleSubtitles':
        if (data.subtitles.length > 0) chooseSubtitle(subtitle ? '' : lastSubtitle.current);
        return undefined;
    }
  };
  useKeyboardShortcuts(containerRef, perform);

  const retry = () => {
    report('retry');
    setAttempt((n) => n + 1);
  };

  const { renditions, playingLevel, audioTracks, audioTrack } = hls.tracks;
  const playingRendition = renditions[playingLevel];
  const playingLabel = playingRendition ? qualityLabel(playingRendition) : null;
  const qualityChoices = [
    { value: 'auto', label: quality === 'auto' && playingLabel ? t`Auto (${playingLabel})` : t`Auto` },
    ...qualityOptions(renditions).map((option) => ({
      value: String(option.level),
      label: option.label,
      badge: option.hd ? 'HD' : undefined,
    })),
  ];
  const pipSupported = typeof document !== 'undefined' && 'pictureInPictureEnabled' in document && document.pictureInPictureEnabled;
  const paused = state.status === 'paused' || state.status === 'ended';
  const position = formatTime(state.currentTime);
  const total = formatTime(state.duration);
  const behindTime = live ? formatTime(live.behind) : '';

  return (
    <div
      ref={containerRef}
      className={[
        'rs-player',
        controls.shown ? 'rs-player--controls-shown' : 'rs-player--controls-hidden',
        failed ? 'rs-player--failed' : '',
        data.live ? 'rs-player--live' : '',
        fullscreen ? 'rs-player--fullscreen' : '',
      ]
        .filter(Boolean)
        .join(' ')}
      data-status={state.status}
      onPointerMove={controls.wake}
      onPointerDown={controls.wake}
      onFocusCapture={controls.wake}
      onKeyDown={controls.wake}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') controls.sleep();
      }}
    >
      <video
        ref={videoRef}
        className="rs-player__video"
        playsInline
        poster={poster}
        aria-label={title}
        crossOrigin="anonymous"
        muted={muted}
        onPointerDown={(event) => {
          tapOnlyReveals.current = event.pointerType !== 'mouse' && !controls.shown;
        }}
        onClick={() => {
          if (!tapOnlyReveals.current) togglePlay();
          tapOnlyReveals.current = false;
        }}
        onDoubleClick={toggleFullscreen}
      >
        {data.subtitles.map((track) => (
          <track key={track.language} kind="subtitles" src={track.url} srcLang={track.language} label={track.label} />
        ))}
        {data.thumbnailsUrl && !data.live ? <track kind="metadata" src={data.thumbnailsUrl} label={THUMBNAILS_TRACK_LABEL} /> : null}
      </video>

      {state.status === 'loading' || state.status === 'buffering' ? (
        <div className="rs-player__spinner" role="status" aria-label={t`Loading`} />
      ) : null}

      {paused && !failed ? (
        <button type="button" className="rs-player__big-play" aria-label={state.status === 'ended' ? t`Play again` : t`Play`} onClick={togglePlay}>
          {state.status === 'ended' ? <ReplayIcon /> : <PlayIcon />}
        </button>
      ) : null}

      {overlay ? <div className="rs-player__overlay-slot">{overlay}</div> : null}

      <div className="rs-player__top" aria-hidden="true">
        <p className="rs-player__title">{title}</p>
      </div>

      <div className="rs-player__controls" role="group" aria-label={t`Player controls`}>
        {!data.live ? (
          <SeekBar
            label={t`Seek`}
            min={0}
            max={Number.isFinite(state.duration) ? state.duration : 0}
            value={state.currentTime}
            buffered={state.buffered}
            onSeek={seekTo}
            valueText={(time) => {
              const at = formatTime(time);
              return t`${at} of ${total}`;
            }}
            timeLabel={formatTime}
            thumbnailAt={thumbnailAt}
          />
        ) : live?.canSeek ? (
          <SeekBar
            label={t`Seek`}
            min={live.start}
            max={live.edge}
            value={state.currentTime}
            buffered={state.buffered}
            onSeek={seekTo}
            valueText={(time) => {
              const behind = formatTime(Math.max(0, live.edge - time));
              return live.edge - time <= live.tolerance ? t`Live` : t`${behind} behind live`;
            }}
            timeLabel={(time) => (live.edge - time <= live.tolerance ? t`LIVE` : formatBehindLive(live.edge - time))}
          />
        ) : null}
        <div className="rs-player__bar">
          <button type="button" className="rs-player__button" aria-label={paused ? t`Play` : t`Pause`} onClick={togglePlay}>
            {paused ? <PlayIcon /> : <PauseIcon />}
          </button>
          <VolumeControl volume={state.volume} muted={state.muted} onToggleMute={toggleMute} onVolume={setVolume} />
          {live ? (
            <div className="rs-player__live">
              <button
                type="button"
                className={`rs-player__live-button${live.atEdge ? ' rs-player__live-button--at-edge' : ''}`}
                aria-label={live.atEdge ? t`Playing live` : t`Go to live`}
                onClick={goToLive}
              >
                <span className="rs-player__live-dot" aria-hidden="true" />
                <Trans>LIVE</Trans>
              </button>
              {!live.atEdge ? (
                <span className="rs-player__time">
                  <Trans>{behindTime} behind live</Trans>
                </span>
              ) : null}
            </div>
          ) : (
            <span className="rs-player__time">
              <span>{position}</span>
              <span className="rs-player__time-total"> / {total}</span>
            </span>
          )}
          <span className="rs-player__spacer" />
          {data.subtitles.length > 0 ? (
            <PlayerMenu
              name="subtitles"
              title={t`Subtitles`}
              icon={<SubtitlesIcon />}
              buttonBadge={subtitle ? subtitle.toUpperCase() : undefined}
              choices={[{ value: '', label: t`Off` }, ...data.subtitles.map((track) => ({ value: track.language, label: track.label }))]}
              value={subtitle}
              onChoose={chooseSubtitle}
              open={openMenu === 'subtitles'}
              onOpenChange={(open) => setOpenMenu(open ? 'subtitles' : null)}
            />
          ) : null}
          {audioTracks.length > 1 ? (
            <PlayerMenu
              name="audio"
              title={t`Audio`}
              icon={<AudioIcon />}
              choices={audioTracks.map((track) => ({ value: String(track.id), label: track.name || track.language }))}
              value={String(audioTrack)}
              onChoose={(value) => hls.chooseAudioTrack(Number(value))}
              open={openMenu === 'audio'}
              onOpenChange={(open) => setOpenMenu(open ? 'audio' : null)}
            />
          ) : null}
          {renditions.length > 1 ? (
            <PlayerMenu
              name="quality"
              title={t`Quality`}
              icon={<SettingsIcon />}
              buttonBadge={playingRendition && playingRendition.height >= 720 ? 'HD' : undefined}
              choices={qualityChoices}
              value={String(quality)}
              onChoose={(value) => {
                const level = value === 'auto' ? 'auto' : Number(value);
                setQuality(level);
                hls.chooseLevel(level);
              }}
              open={openMenu === 'quality'}
              onOpenChange={(open) => setOpenMenu(open ? 'quality' : null)}
            />
          ) : null}
          {pipSupported ? (
            <button
              type="button"
              className="rs-player__button"
              aria-label={pictureInPicture ? t`Exit picture-in-picture` : t`Picture-in-picture`}
              onClick={togglePictureInPicture}
            >
              <PictureInPictureIcon />
            </button>
          ) : null}
          <button
            type="button"
            className="rs-player__button"
            aria-label={fullscreen ? t`Exit full screen` : t`Full screen`}
            onClick={toggleFullscreen}
          >
            {fullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />}
          </button>
        </div>
      </div>

      {failed ? (
        <div className="rs-player__error" role="alert">
          <p className="rs-player__error-title">
            <Trans>We couldn't play this video.</Trans>
          </p>
          <p>
            <Trans>Check your connection and try again.</Trans>
          </p>
          <button type="button" className="rs-button rs-button--primary" onClick={retry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
    </div>
  );
}
