import { fetchQuery, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { Challenge } from '../components/form/CaptchaField.tsx';
import type { ensureSessionQuery } from './__generated__/ensureSessionQuery.graphql.ts';
import { checkInAsGuest } from './checkInAsGuest.ts';
import { realmAccessFlags, type RealmAccessFlags, type Role } from './routeAccess.ts';

/** What the route guard needs to know: who the viewer is and what the realm allows. */
export interface ViewerAccess {
  role: Role;
  flags: RealmAccessFlags;
  /** The session watches as a child profile: account pages are closed to it. */
  isChildProfile: boolean;
  /** This answer ended a signed-in session whose refresh was refused (Viewer.sessionExpired). */
  sessionExpired?: boolean;
  /** `Realm.splashUrl`: where the root sends a visitor; null when the root is home. */
  splashUrl?: string | null;
  /**
   * The question the platform asked before checking this visitor in, on the first
   * page's request (`Viewer.guestCheckInChallenge`: many visitors from one address).
   */
  guestCheckInChallenge?: Challenge | null;
}

const query = graphql`
  query ensureSessionQuery {
    realm {
      settings {
        guestsAllowed
        fullGuestAccess
        allowGuestSchedule
        allowSelfRegistration
        pinLoginEnabled
        hasLive
        scheduleSection
        epgMatrix
        multiViewAllowed
        gifting
        contentSearchEngine
      }
      # Spec §2: FIGHTERS exists only where the menu has a 'Fighters' view.
      hasFightersView
      # Spec §2: where the root sends a visitor who is not signed in.
      splashUrl
    }
    viewer {
      role
      isChildProfile
      sessionExpired
      guestCheckInChallenge {
        id
        prompt
      }
    }
  }
`;

/**
 * Reads the viewer's role and the realm's flags. The app frame's query selects
 * the same fields, so after boot this reads the store; `fresh` asks the gateway.
 */
export async function readViewerAccess(
  environment: Environment,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<ViewerAccess> {
  const data = await fetchQuery<ensureSessionQuery>(environment, query, {}, {
    fetchPolicy: fresh ? 'network-only' : 'store-or-network',
  }).toPromise();
  if (!data) throw new Error('The realm could not be loaded');
  // A role this client does not know yet gets the least access.
  const role: Role = (['GUEST', 'CUSTOMER', 'ADMIN'] as const).find((known) => known === data.viewer.role) ?? 'UNAUTHENTICATED';
  return {
    role,
    isChildProfile: data.viewer.isChildProfile,
    sessionExpired: data.viewer.sessionExpired === true,
    splashUrl: data.realm.splashUrl ?? null,
    guestCheckInChallenge: data.viewer.guestCheckInChallenge ?? null,
    flags: realmAccessFlags(data.realm),
  };
}

/**
 * The viewer's session as the route guard (guardRoutes.ts) sees it, one per
 * app instance. The last answer is remembered, so moving between pages asks
 * nobody; a failure (gateway down) is not remembered, so "Try again" really
 * tries again. After a sign-in or sign-out the app is rebuilt
 * (`sessionChanged`) with a new gate.
 */
export interface SessionGate {
  /** Who the viewer is and what the realm allows. */
  access(): Promise<ViewerAccess>;
  /**
   * Spec §4 step 4: starts a guest session; resolves with the viewer as a guest.
   * Rejects with a CheckInChallenge when the platform asks a question first; the
   * answer (`captcha`) goes with the next call.
   */
  checkIn(captcha?: { challengeId: string; answer: string }): Promise<ViewerAccess>;
  /**
   * Asks the gateway again who the viewer is, after a content query answered
   * UNAUTHENTICATED (a guest session that ended); the guard then decides again.
   */
  renew(): Promise<ViewerAccess>;
  /**
   * True the first time it is asked after an answer said the signed-in session
   * expired, false ever after: the viewer is told once, not on every page.
   */
  takeSessionExpiredNotice(access: ViewerAccess): boolean;
}

export function createSessionGate(
  environment: Environment,
  before: () => Promise<void> = () => Promise.resolve(),
): SessionGate {
  let pending: Promise<ViewerAccess> | null = null;
  let sessionExpiredNoticeGiven = false;
  const remember = (attempt: Promise<ViewerAccess>) => {
    const current = attempt.catch((error: unknown) => {
      if (pending === current) pending = null;
      throw error;
    });
    pending = current;
    return current;
  };
  return {
    access: () => pending ?? remember(before().then(() => readViewerAccess(environment))),
    // The check-in's updater puts the guest viewer into the store, so the read after it is local.
    checkIn: (captcha) => remember(checkInAsGuest(environment, captcha ?? null).then(() => readViewerAccess(environment))),
    renew: () => remember(readViewerAccess(environment, { fresh: true })),
    takeSessionExpiredNotice: (access) => {
      if (access.sessionExpired !== true || sessionExpiredNoticeGiven) return false;
      sessionExpiredNoticeGiven = true;
      return true;
    },
  };
}
