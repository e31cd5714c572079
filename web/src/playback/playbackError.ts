// Spec §4 "Playback error modal" and §8 "Playback modal": which dialog a
// playback failure shows, as message keys (worded in system/userMessages.ts).

export interface PlaybackErrorDialog {
  titleKey: string;
  bodyKey: string | null;
  /** REFRESH reloads from the root (spec: the authentication error's 'refresh'); HOME goes to the default menu page. */
  action: 'REFRESH' | 'HOME';
}

/** The gateway's answer about a stream: `extensions.code`, and `extensions.reason` when it has one. */
export interface PlaybackFailure {
  code: string | null;
  reason?: string | null;
}

/**
 * The dialog for a failure. `reason` is the finer cause of a FORBIDDEN
 * (GEO_BLOCKED, CONCURRENT_STREAM_LIMIT, NOT_LICENSED…) or a heartbeat's stop reason.
 */
export function playbackErrorDialog({ code, reason }: PlaybackFailure): PlaybackErrorDialog {
  if (reason === 'CONCURRENT_STREAM_LIMIT') {
    return { titleKey: 'watchingVideoOnAnotherDevice', bodyKey: 'toWatchHereCloseOtherSessions', action: 'HOME' };
  }
  if (reason === 'GEO_BLOCKED') return { titleKey: 'eventNotAvailableInTerritory', bodyKey: null, action: 'HOME' };
  if (code === 'UNAUTHENTICATED') {
    return { titleKey: 'authenticationError', bodyKey: 'refreshPageNoAuthCode', action: 'REFRESH' };
  }
  if (reason === 'NOT_LICENSED' || reason === 'NOT_LICENCED') {
    return { titleKey: 'errorAccessingVideo', bodyKey: 'notLicencedToWatch', action: 'HOME' };
  }
  if (code === 'FORBIDDEN') return { titleKey: 'errorAccessingVideo', bodyKey: 'youreNotAllowedVideoForbidden', action: 'HOME' };
  return { titleKey: 'errorAccessingVideo', bodyKey: 'pleaseTryAgainVideoError', action: 'HOME' };
}

/** The failure of a `playback` field read with `@catch`: its first error's code and reason. */
export function playbackFailureOf(errors: readonly unknown[]): PlaybackFailure {
  const extensions = (errors[0] as { extensions?: { code?: unknown; reason?: unknown } } | undefined)?.extensions;
  return {
    code: typeof extensions?.code === 'string' ? extensions.code : null,
    reason: typeof extensions?.reason === 'string' ? extensions.reason : null,
  };
}

/** Spec §4: the modal is never shown to Google's crawler (it would index an error instead of the page). */
export function isSearchEngineCrawler(userAgent: string): boolean {
  return /googlebot/i.test(userAgent);
}
