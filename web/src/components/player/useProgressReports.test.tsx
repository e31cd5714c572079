import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_INTERVAL_MS, useProgressReports } from './useProgressReports.ts';

function TestPlayer({
  source = '/media/vod/a/master.m3u8',
  live = false,
  onProgress,
}: {
  source?: string;
  live?: boolean;
  onProgress: (position: number, duration: number) => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  useProgressReports(videoRef, { source, live, onProgress });
  return <video ref={videoRef} />;
}

/** jsdom plays nothing: the test moves the element's clock by hand. */
function mountPlayer(props: { live?: boolean } = {}) {
  const onProgress = vi.fn();
  const view = render(<TestPlayer {...props} onProgress={onProgress} />);
  const video = view.container.querySelector('video')!;
  let position = 0;
  Object.defineProperty(video, 'currentTime', { get: () => position });
  Object.defineProperty(video, 'duration', { get: () => (props.live ? Number.POSITIVE_INFINITY : 600) });
  const playTo = (seconds: number) => {
    position = seconds;
  };
  return { view, video, onProgress, playTo };
}

describe('useProgressReports', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports the position every 5 s while the video plays, and stops when it pauses', () => {
    const { video, onProgress, playTo } = mountPlayer();
    video.dispatchEvent(new Event('playing'));
    playTo(125);
    vi.advanceTimersByTime(PROGRESS_INTERVAL_MS);
    expect(onProgress).toHaveBeenLastCalledWith(125, 600);

    playTo(130);
    video.dispatchEvent(new Event('pause'));
    expect(onProgress).toHaveBeenLastCalledWith(130, 600);
    onProgress.mockClear();
    vi.advanceTimersByTime(3 * PROGRESS_INTERVAL_MS);
    expect(onProgress).not.toHaveBeenCalled();
  });

  it('reports when the page is left and when the player goes away', () => {
    const { view, video, onProgress, playTo } = mountPlayer();
    video.dispatchEvent(new Event('playing'));
    playTo(42);
    window.dispatchEvent(new Event('pagehide'));
    expect(onProgress).toHaveBeenLastCalledWith(42, 600);

    playTo(47);
    view.unmount();
    expect(onProgress).toHaveBeenLastCalledWith(47, 600);
  });

  it('reports nothing for a player taken away before it played, so the resume point is kept', () => {
    const { view, onProgress } = mountPlayer();
    window.dispatchEvent(new Event('pagehide'));
    view.unmount();
    expect(onProgress).not.toHaveBeenCalled();
  });

  it('gives the last position of a video to that video when the next one replaces it, then starts over', () => {
    const { view, video, onProgress, playTo } = mountPlayer();
    video.dispatchEvent(new Event('playing'));
    playTo(300);
    const nextVideo = vi.fn();
    view.rerender(<TestPlayer source="/media/vod/b/master.m3u8" onProgress={nextVideo} />);
    expect(onProgress).toHaveBeenLastCalledWith(300, 600);
    expect(nextVideo).not.toHaveBeenCalled();

    // The next one has not played yet: leaving now keeps its resume point.
    playTo(0);
    view.unmount();
    expect(nextVideo).not.toHaveBeenCalled();
  });

  it('reports nothing for a live stream', () => {
    const { view, video, onProgress } = mountPlayer({ live: true });
    video.dispatchEvent(new Event('playing'));
    vi.advanceTimersByTime(PROGRESS_INTERVAL_MS);
    view.unmount();
    expect(onProgress).not.toHaveBeenCalled();
  });
});
