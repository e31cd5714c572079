import { useCallback, useEffect, type RefObject } from 'react';
import { parseThumbnailCue, type ThumbnailFrame } from './thumbnails.ts';

/** The label of the <track kind="metadata"> that carries Playback.thumbnailsUrl. */
export const THUMBNAILS_TRACK_LABEL = 'thumbnails';

function thumbnailsTrack(video: HTMLVideoElement): TextTrack | undefined {
  return Array.from(video.textTracks).find((track) => track.kind === 'metadata' && track.label === THUMBNAILS_TRACK_LABEL);
}

/**
 * The preview thumbnail at a media time, from the stream's WebVTT thumbnail
 * track, which the browser loads and parses as a hidden metadata track.
 * Null while it loads, or where a stream has none.
 */
export function useThumbnails(
  videoRef: RefObject<HTMLVideoElement | null>,
  thumbnailsUrl: string | null | undefined,
): ((time: number) => ThumbnailFrame | null) | undefined {
  // A disabled track never loads its cues: ask for them as soon as the track exists.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !thumbnailsUrl) return undefined;
    const load = () => {
      const track = thumbnailsTrack(video);
      if (track && track.mode === 'disabled') track.mode = 'hidden';
    };
    // Fetch the sprites once the cues are in, so the first preview shows at once, not blank.
    const preloadSprites = (event: Event) => {
      const track = (event.target as HTMLTrackElement).track;
      if (track.kind !== 'metadata' || track.label !== THUMBNAILS_TRACK_LABEL || !track.cues) return;
      const base = new URL(thumbnailsUrl, window.location.href).href;
      const sprites = new Set(Array.from(track.cues, (cue) => parseThumbnailCue((cue as VTTCue).text, base)?.url));
      for (const url of sprites) if (url) new Image().src = url;
    };
    load();
    video.textTracks.addEventListener?.('addtrack', load);
    video.addEventListener('load', preloadSprites, true);
    return () => {
      video.textTracks.removeEventListener?.('addtrack', load);
      video.removeEventListener('load', preloadSprites, true);
    };
  }, [videoRef, thumbnailsUrl]);

  const thumbnailAt = useCallback(
    (time: number) => {
      const video = videoRef.current;
      const cues = video ? thumbnailsTrack(video)?.cues : null;
      if (!cues || !thumbnailsUrl) return null;
      for (const cue of Array.from(cues)) {
        if (cue.startTime <= time && time < cue.endTime) {
          return parseThumbnailCue((cue as VTTCue).text, new URL(thumbnailsUrl, window.location.href).href);
        }
      }
      return null;
    },
    [videoRef, thumbnailsUrl],
  );
  return thumbnailsUrl ? thumbnailAt : undefined;
}
