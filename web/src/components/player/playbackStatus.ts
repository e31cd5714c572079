/**
 * The player's state machine: what the viewer sees the video doing, driven by
 * the media element's events. `loading` until the first frame can show;
 * `buffering` while it wants to play but waits for data; `failed` stays until
 * the viewer retries (a media event arriving from a dying stream does not
 * clear the error).
 */
export type PlaybackStatus = 'loading' | 'playing' | 'paused' | 'buffering' | 'ended' | 'failed';

export type PlaybackEvent =
  | 'loadstart'
  | 'canplay'
  | 'play'
  | 'playing'
  | 'pause'
  | 'waiting'
  | 'ended'
  | 'error'
  | 'retry';

export function nextStatus(status: PlaybackStatus, event: PlaybackEvent): PlaybackStatus {
  if (event === 'retry') return 'loading';
  if (event === 'error') return 'failed';
  if (status === 'failed') return status;
  switch (event) {
    case 'loadstart':
      return 'loading';
    case 'canplay':
      // Ready before anyone asked to play (autoplay refused): paused, with the big play button.
      return status === 'loading' ? 'paused' : status;
    case 'play':
      return status === 'playing' ? status : 'buffering';
    case 'playing':
      return 'playing';
    case 'pause':
      // Browsers fire `pause` just before `ended`; once ended, stay ended.
      return status === 'ended' ? status : 'paused';
    case 'waiting':
      return status === 'paused' || status === 'ended' ? status : 'buffering';
    case 'ended':
      return 'ended';
  }
}

/** Whether the controls may hide: only while the picture is moving (or about to). */
export function controlsMayHide(status: PlaybackStatus): boolean {
  return status === 'playing' || status === 'buffering';
}

/**
 * The controls show unless the video plays and nobody has touched the player
 * for a while; an open menu keeps them up, so a choice is never taken away
 * mid-way.
 */
export function controlsShown({
  status,
  recentlyActive,
  menuOpen,
}: {
  status: PlaybackStatus;
  recentlyActive: boolean;
  menuOpen: boolean;
}): boolean {
  return !controlsMayHide(status) || recentlyActive || menuOpen;
}
