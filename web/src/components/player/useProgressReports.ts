import { useEffect, useRef, type RefObject } from 'react';

/** How often a playing video reports where it is (the resume point is at most this stale). */
export const PROGRESS_INTERVAL_MS = 5000;

/**
 * Calls onProgress(position, duration) about every 5 s while the video plays,
 * and when it pauses, when the page is left (`pagehide`) and when the player
 * goes away or changes source (the next episode). Only once it has played:
 * a player torn down before its first frame must not report 0 over the
 * viewer's resume point. Live streams have no position to resume, so they
 * report nothing. Call it before the hook that attaches the stream, so the
 * last report reads the element before the stream is taken off it.
 */
export function useProgressReports(
  videoRef: RefObject<HTMLVideoElement | null>,
  {
    source,
    live,
    onProgress,
  }: {
    /** The stream's URL: a new one starts over (not played yet). */
    source: string;
    live: boolean;
    onProgress: ((positionSeconds: number, durationSeconds: number) => void) | undefined;
  },
): void {
  const latest = useRef(onProgress);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || live) return undefined;
    let played = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    const report = () => {
      if (played && Number.isFinite(video.duration)) latest.current?.(video.currentTime, video.duration);
    };
    const stopTimer = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onPlaying = () => {
      played = true;
      if (timer === undefined) timer = setInterval(report, PROGRESS_INTERVAL_MS);
    };
    const onPause = () => {
      stopTimer();
      report();
    };
    video.addEventListener('playing', onPlaying);
    video.addEventListener('pause', onPause);
    window.addEventListener('pagehide', report);
    return () => {
      stopTimer();
      report();
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('pause', onPause);
      window.removeEventListener('pagehide', report);
    };
  }, [videoRef, source, live]);

  // Updated after the effect above, not during render: when the source
  // changes, its last report still goes to the callback of the video it was.
  useEffect(() => {
    latest.current = onProgress;
  });
}
