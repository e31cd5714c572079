import { useCallback, useEffect, useRef, useState } from 'react';
import { controlsShown, type PlaybackStatus } from './playbackStatus.ts';

/** How long the controls stay after the viewer last moved the pointer, pressed a key or moved focus. */
export const CONTROLS_IDLE_MS = 3000;

/**
 * Whether the controls show, and `wake` to call on any sign of the viewer
 * (pointer move, focus, key press) inside the player; `sleep` hides them at
 * once when the pointer leaves a playing video.
 */
export function useControlsVisibility(status: PlaybackStatus, menuOpen: boolean) {
  const [recentlyActive, setRecentlyActive] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const wake = useCallback(() => {
    setRecentlyActive(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setRecentlyActive(false), CONTROLS_IDLE_MS);
  }, []);

  const sleep = useCallback(() => {
    clearTimeout(timer.current);
    setRecentlyActive(false);
  }, []);

  useEffect(() => {
    wake();
    return () => clearTimeout(timer.current);
  }, [wake]);

  return { shown: controlsShown({ status, recentlyActive, menuOpen }), wake, sleep };
}
