// Spec §2: PROFILES redirects to the default menu path with a profile marker,
// and the hashes `#profiles` / `#profilesFromLogin` open the profiles view over
// whatever page is showing. The dialog lives in the location, so Back closes
// it and a link can open it.
export const PROFILES_HASH = '#profiles';
/** After signing in to an account with several profiles: "Who's watching?". */
export const PROFILES_FROM_LOGIN_HASH = '#profilesFromLogin';

export function isProfilesHash(hash: string | undefined | null): boolean {
  return hash === PROFILES_HASH || hash === PROFILES_FROM_LOGIN_HASH;
}

interface LocationLike {
  pathname: string;
  search?: string;
}

/** The page under the dialog, as a path for `sessionChanged` (no hash: the dialog closes). */
export function pageBehind(location: LocationLike): string {
  return `${location.pathname}${location.search ?? ''}`;
}
