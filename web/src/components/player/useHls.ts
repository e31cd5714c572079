import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { matchLanguage } from './languagePreference.ts';
import { loadHlsFor } from './loadHls.ts';
import type { Rendition } from './qualityLabels.ts';

type HlsInstance = import('hls.js').default;

export interface AudioTrackChoice {
  id: number;
  name: string;
  language: string;
}

/** What hls.js knows of the stream, for the menus; empty under native HLS. */
export interface StreamTracks {
  renditions: Rendition[];
  /** The rendition playing now (-1 before the first). */
  playingLevel: number;
  /** True while hls.js chooses the rendition (the menu's "Auto"). */
  autoLevel: boolean;
  audioTracks: AudioTrackChoice[];
  audioTrack: number;
}

const noTracks: StreamTracks = { renditions: [], playingLevel: -1, autoLevel: true, audioTracks: [], audioTrack: -1 };

export interface HlsControls {
  tracks: StreamTracks;
  /** A level index, or 'auto' to let hls.js adapt. */
  chooseLevel: (level: number | 'auto') => void;
  chooseAudioTrack: (id: number) => void;
  /** Where "go to live" lands (null under native HLS or before the playlist loaded). */
  liveSyncPosition: () => number | null;
  targetDuration: () => number | null;
}

/**
 * Attaches hls.js to the <video> (or lets a browser that plays HLS itself,
 * Safari, take the URL) and reports what the menus need. The video starts by
 * itself: the viewer opened its page to watch it; where the browser refuses
 * autoplay, the big play button is there.
 */
export function useHls(
  videoRef: RefObject<HTMLVideoElement | null>,
  {
    url,
    live,
    startPosition,
    audioLanguage,
    attempt,
    onFatalError,
  }: {
    url: string;
    live: boolean;
    startPosition: number | undefined;
    audioLanguage: string | null | undefined;
    /** Changes when the viewer presses "Try again". */
    attempt: number;
    onFatalError: () => void;
  },
): HlsControls {
  const hlsRef = useRef<HlsInstance | null>(null);
  const [tracks, setTracks] = useState<StreamTracks>(noTracks);
  const latest = useRef({ startPosition, audioLanguage, onFatalError });
  latest.current = { startPosition, audioLanguage, onFatalError };

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    let cancelled = false;
    const resumeAt = live ? undefined : latest.current.startPosition;
    setTracks(noTracks);

    const startPlaying = () => {
      video.play().catch(() => undefined);
    };
    const playNatively = () => {
      if (!video.canPlayType('application/vnd.apple.mpegurl')) {
        latest.current.onFatalError();
        return;
      }
      if (resumeAt) {
        video.addEventListener('loadedmetadata', () => (video.currentTime = resumeAt), { once: true });
      }
      // Without hls.js, the element's own error is the stream failing.
      video.addEventListener('error', latest.current.onFatalError, { once: true });
      video.src = url;
      startPlaying();
    };

    loadHlsFor(url)
      .then((Hls) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          playNatively();
          return;
        }
        const hls = new Hls({
          lowLatencyMode: live,
          startPosition: resumeAt ?? -1,
          // Subtitles are Playback.subtitles' <track> elements in every build;
          // the full build would otherwise add the playlist's renditions again.
          subtitleStreamController: undefined,
          subtitleTrackController: undefined,
          enableWebVTT: false,
          enableIMSC1: false,
        });
        hlsRef.current = hls;
        const readTracks = () =>
          setTracks({
            renditions: hls.levels.map((level) => ({ height: level.height, bitrate: level.bitrate })),
            playingLevel: hls.currentLevel,
            autoLevel: hls.autoLevelEnabled,
            audioTracks: hls.audioTracks.map((track) => ({ id: track.id, name: track.name, language: track.lang ?? '' })),
            audioTrack: hls.audioTrack,
          });
        let mediaErrorRecovered = false;
        hls.on(Hls.Events.ERROR, (_event, error) => {
          if (!error.fatal) return;
          // A decoding hiccup is worth one recovery, as hls.js advises; a
          // stream that cannot be fetched goes to the viewer's "Try again".
          if (error.type === Hls.ErrorTypes.MEDIA_ERROR && !mediaErrorRecovered) {
            mediaErrorRecovered = true;
            hls.recoverMediaError();
            return;
          }
          latest.current.onFatalError();
        });
        hls.on(Hls.Events.MANIFEST_PARSED, () => {
          readTracks();
          startPlaying();
        });
        hls.on(Hls.Events.AUDIO_TRACKS_UPDATED, () => {
          const preferred = matchLanguage(latest.current.audioLanguage, hls.audioTracks, (track) => track.lang ?? '');
          if (preferred && preferred.id !== hls.audioTrack) hls.audioTrack = preferred.id;
          readTracks();
        });
        hls.on(Hls.Events.LEVEL_SWITCHED, readTracks);
        hls.on(Hls.Events.AUDIO_TRACK_SWITCHED, readTracks);
        hls.loadSource(url);
        hls.attachMedia(video);
      })
      .catch(() => {
        // The chunk did not load (offline?): native playback is the last resort.
        if (!cancelled) playNatively();
      });

    return () => {
      cancelled = true;
      video.removeEventListener('error', latest.current.onFatalError);
      hlsRef.current?.destroy();
      hlsRef.current = null;
    };
  }, [videoRef, url, live, attempt]);

  const chooseLevel = useCallback((level: number | 'auto') => {
    const hls = hlsRef.current;
    if (!hls) return;
    // A chosen rendition replaces what is buffered at once; back to Auto, the
    // next segments adapt without throwing the buffer away.
    if (level === 'auto') hls.nextLevel = -1;
    else hls.currentLevel = level;
    setTracks((current) => ({ ...current, autoLevel: level === 'auto' }));
  }, []);

  const chooseAudioTrack = useCallback((id: number) => {
    if (hlsRef.current) hlsRef.current.audioTrack = id;
  }, []);

  const liveSyncPosition = useCallback(() => hlsRef.current?.liveSyncPosition ?? null, []);
  const targetDuration = useCallback(() => hlsRef.current?.latestLevelDetails?.targetduration ?? null, []);

  return { tracks, chooseLevel, chooseAudioTrack, liveSyncPosition, targetDuration };
}
