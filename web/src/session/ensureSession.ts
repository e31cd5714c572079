import { fetchQuery, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { ensureSessionQuery } from './__generated__/ensureSessionQuery.graphql.ts';
import { checkInAsGuest } from './checkInAsGuest.ts';

/**
 * `ready`: the viewer may load content (signed in, or checked in as a guest).
 * `signInRequired`: nobody is signed in and the realm does not allow guests.
 */
export type SessionStatus = 'ready' | 'signInRequired';

const query = graphql`
  query ensureSessionQuery {
    realm {
      settings {
        guestsAllowed
      }
    }
    viewer {
      role
    }
  }
`;

/**
 * Spec §4 route guard, step 4: an unauthenticated visitor is checked in as a
 * guest where the realm allows guests, otherwise asked to sign in. The app
 * frame's query selects the same fields, so after boot this reads the store.
 */
export async function ensureSession(
  environment: Environment,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<SessionStatus> {
  const data = await fetchQuery<ensureSessionQuery>(environment, query, {}, {
    fetchPolicy: fresh ? 'network-only' : 'store-or-network',
  }).toPromise();
  if (!data) throw new Error('The realm could not be loaded');
  if (data.viewer.role !== 'UNAUTHENTICATED') return 'ready';
  if (!data.realm.settings.guestsAllowed) return 'signInRequired';
  await checkInAsGuest(environment);
  return 'ready';
}

/**
 * Memoises a successful session check per app instance; a failure (gateway
 * down) is not remembered, so "Try again" really tries again.
 */
export interface SessionGate {
  /** Resolves once content may be loaded; checks in as a guest the first time if needed. */
  ready(): Promise<SessionStatus>;
  /**
   * Asks the gateway again who the viewer is, after a content query answered
   * UNAUTHENTICATED (a guest session that ended): checks in again if guests are
   * allowed.
   */
  renew(): Promise<SessionStatus>;
}

export function createSessionGate(
  environment: Environment,
  before: () => Promise<void> = () => Promise.resolve(),
): SessionGate {
  let pending: Promise<SessionStatus> | null = null;
  const remember = (attempt: Promise<SessionStatus>) => {
    pending = attempt.catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  return {
    ready: () => pending ?? remember(before().then(() => ensureSession(environment))),
    renew: () => remember(ensureSession(environment, { fresh: true })),
  };
}
