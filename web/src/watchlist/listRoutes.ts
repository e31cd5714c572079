// Spec §2 "Conditional content": which list routes a realm offers, from its
// settings. FAVOURITES exists only while watchlists are off; MY_LIST while the
// list mode is MY_LIST; WATCHLISTS (the named lists) while watchlists are on.
// The list pages show the not-found page where their route is not offered.

export type WatchlistFavouritesMode = 'MY_LIST' | 'FAVOURITES' | 'DISABLED' | '%future added value';

export interface ListSettings {
  readonly watchlistsEnabled: boolean;
  readonly systemDefinedWatchlistFavouritesMode: WatchlistFavouritesMode;
}

export type ListRouteName = 'MY_LIST' | 'FAVOURITES' | 'WATCHLISTS' | 'WATCHLIST';

export function isListRouteOffered(route: ListRouteName, settings: ListSettings): boolean {
  const mode = settings.systemDefinedWatchlistFavouritesMode;
  switch (route) {
    case 'MY_LIST':
      return mode === 'MY_LIST';
    case 'FAVOURITES':
      return mode === 'FAVOURITES' && !settings.watchlistsEnabled;
    case 'WATCHLISTS':
    case 'WATCHLIST':
      return settings.watchlistsEnabled;
  }
}

/**
 * What the profile's system list is called: Favourites in FAVOURITES mode,
 * otherwise My list (also on a realm with named lists and no mode of its own).
 */
export function systemListKind(settings: ListSettings): 'MY_LIST' | 'FAVOURITES' {
  return settings.systemDefinedWatchlistFavouritesMode === 'FAVOURITES' ? 'FAVOURITES' : 'MY_LIST';
}

/** The route showing the system list on this realm, if any. */
export function systemListRoute(settings: ListSettings): 'MY_LIST' | 'FAVOURITES' | 'WATCHLISTS' | null {
  if (isListRouteOffered('MY_LIST', settings)) return 'MY_LIST';
  if (isListRouteOffered('FAVOURITES', settings)) return 'FAVOURITES';
  if (isListRouteOffered('WATCHLISTS', settings)) return 'WATCHLISTS';
  return null;
}
