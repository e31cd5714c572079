// Who may keep a list, and which lists the realm offers (spec §2, §3):
// lists belong to a profile, so they need a signed-in account (guests and
// visitors are asked to sign in); the system list exists unless the realm's
// mode is DISABLED with watchlists off; named lists only where watchlists are enabled.
import type { FastifyRequest } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { ApiError } from '../http/apiError.ts';
import { requestRealm } from '../http/requestContract.ts';
import type { Realm } from '../realm/realmRepository.ts';
import { requireContentViewer } from '../session/viewer.ts';
import type { WatchlistOwner } from './watchlists.ts';

export function realmOffersLists(realm: Pick<Realm, 'watchlistsEnabled' | 'systemDefinedWatchlistFavouritesMode'>): boolean {
  return realm.watchlistsEnabled || realm.systemDefinedWatchlistFavouritesMode !== 'DISABLED';
}

/** The profile whose lists the request reads or changes; refuses before any list is looked up. */
export async function requireWatchlistOwner(
  deps: BackendDeps,
  request: FastifyRequest,
  options: { namedLists?: boolean } = {},
): Promise<WatchlistOwner> {
  const viewer = await requireContentViewer(deps, request);
  const realm = requestRealm(request);
  if (!realmOffersLists(realm)) throw new ApiError(403, 'WATCHLISTS_DISABLED', 'This realm offers no watchlists');
  if (options.namedLists && !realm.watchlistsEnabled) {
    throw new ApiError(403, 'WATCHLISTS_DISABLED', 'This realm offers only its one list, not named watchlists');
  }
  if (viewer.isGuest || !viewer.profile) {
    throw new ApiError(403, 'SIGN_IN_REQUIRED', 'Sign in to keep a list: lists belong to a profile of an account');
  }
  return { realmId: realm.id, profileId: viewer.profile.id };
}
