import { pathTo } from '../../system/routePaths.ts';

export interface LinkableProgramme {
  readonly kind: string;
  readonly playable: boolean;
  readonly liveEvent: { readonly internalId: string } | null | undefined;
  readonly video: { readonly internalId: string } | null | undefined;
}

/**
 * Where a programme of the guide leads: a live event's page always (its
 * countdown, its stream, its replay); a replay or a video only when the realm
 * lets it be played from the grid now (spec §3 currentProgramPlaybackStatus,
 * epgPlaybackContentStatus: `playable`); a show nowhere (it has no stream).
 */
export function programmeLink(programme: LinkableProgramme): string | null {
  if (programme.kind === 'LIVE_EVENT' && programme.liveEvent) return pathTo('LIVE', { id: programme.liveEvent.internalId });
  if (!programme.playable) return null;
  if (programme.kind === 'REPLAY' && programme.liveEvent) return pathTo('LIVE', { id: programme.liveEvent.internalId });
  if (programme.kind === 'VIDEO' && programme.video) return pathTo('VOD', { id: programme.video.internalId });
  return null;
}
