// Whether a viewer may play a title now and, if not, why and what would unlock
// it (issue 11). One rule for every answer: the `playability` of a page of
// titles (GET /playability) and the refusal of a stream (playback/streamRoutes)
// both come from `decidePlayability`, so a title shown playable never fails to
// play for a reason this rule knows, and the other way round.

/**
 * Why a title does not play, most fundamental first: a viewer who may not see
 * it at all, then where they are, who they are, what they hold, when it is,
 * and last how many screens they already use.
 */
export type PlaybackBlock = 'AGE_RATING' | 'GEO_BLOCKED' | 'SIGN_IN_REQUIRED' | 'NOT_LICENSED' | 'NOT_STARTED' | 'CONCURRENT_STREAMS';

export interface PlayabilityViewer {
  /** No session at all, or a guest where the realm lets guests browse but not watch. */
  mustSignIn: boolean;
  isGuest: boolean;
  /** Staff play everything the realm has (previews, support). */
  isAdmin: boolean;
  /** Above their rating (a child profile): the title does not exist for them. */
  overRating: boolean;
  geoBlocked: boolean;
  heldLicenceIds: ReadonlySet<number>;
  /** Streams the account plays on its other devices, and how many it may. */
  streamsElsewhere: number;
  concurrentStreamLimit: number;
}

export interface PlayabilityTitle {
  /** The licences that include it; empty for free content. */
  licenceIds: readonly number[];
  /** A live event that has not begun. */
  upcoming: boolean;
}

export interface Playability {
  playable: boolean;
  reason: PlaybackBlock | null;
  /** The licences on sale that would unlock it (NOT_LICENSED), in the realm's order. */
  unlockingLicenceIds: number[];
  /** Signing in might unlock it: a guest may be a subscriber on another device. */
  signInMayUnlock: boolean;
}

const PLAYABLE: Playability = { playable: true, reason: null, unlockingLicenceIds: [], signInMayUnlock: false };

function blocked(reason: PlaybackBlock, extra: Partial<Playability> = {}): Playability {
  return { playable: false, reason, unlockingLicenceIds: [], signInMayUnlock: false, ...extra };
}

/** `onSale`: the realm's licences on sale, in its order (the unlocking list keeps that order). */
export function decidePlayability(viewer: PlayabilityViewer, title: PlayabilityTitle, onSale: readonly number[]): Playability {
  if (viewer.overRating) return blocked('AGE_RATING');
  if (viewer.geoBlocked) return blocked('GEO_BLOCKED');
  if (viewer.mustSignIn) return blocked('SIGN_IN_REQUIRED', { signInMayUnlock: true });
  const licensed = title.licenceIds.length > 0;
  if (licensed && !viewer.isAdmin && !title.licenceIds.some((id) => viewer.heldLicenceIds.has(id))) {
    return blocked('NOT_LICENSED', {
      unlockingLicenceIds: onSale.filter((id) => title.licenceIds.includes(id)),
      signInMayUnlock: viewer.isGuest,
    });
  }
  if (title.upcoming) return blocked('NOT_STARTED');
  if (viewer.streamsElsewhere >= viewer.concurrentStreamLimit) return blocked('CONCURRENT_STREAMS');
  return PLAYABLE;
}
