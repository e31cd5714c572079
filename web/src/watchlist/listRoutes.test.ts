import { describe, expect, it } from 'vitest';
import { isListRouteOffered, type ListSettings, systemListKind, systemListRoute } from './listRoutes.ts';

const ringside: ListSettings = { watchlistsEnabled: true, systemDefinedWatchlistFavouritesMode: 'MY_LIST' };
const acme: ListSettings = { watchlistsEnabled: false, systemDefinedWatchlistFavouritesMode: 'FAVOURITES' };
const favouritesWithWatchlists: ListSettings = { watchlistsEnabled: true, systemDefinedWatchlistFavouritesMode: 'FAVOURITES' };
const none: ListSettings = { watchlistsEnabled: false, systemDefinedWatchlistFavouritesMode: 'DISABLED' };

describe('the list routes a realm offers', () => {
  it.each([
    ['Ringside (watchlists, My list)', ringside, { MY_LIST: true, FAVOURITES: false, WATCHLISTS: true, WATCHLIST: true }],
    ['Acme (Favourites, no watchlists)', acme, { MY_LIST: false, FAVOURITES: true, WATCHLISTS: false, WATCHLIST: false }],
    // Spec §2: FAVOURITES only when watchlists are disabled.
    ['Favourites mode with watchlists on', favouritesWithWatchlists, { MY_LIST: false, FAVOURITES: false, WATCHLISTS: true, WATCHLIST: true }],
    ['no list at all', none, { MY_LIST: false, FAVOURITES: false, WATCHLISTS: false, WATCHLIST: false }],
  ] as const)('%s', (_name, settings, expected) => {
    for (const [route, offered] of Object.entries(expected)) {
      expect([route, isListRouteOffered(route as keyof typeof expected, settings)]).toEqual([route, offered]);
    }
  });

  it('names the system list and the page that shows it', () => {
    expect([systemListKind(ringside), systemListRoute(ringside)]).toEqual(['MY_LIST', 'MY_LIST']);
    expect([systemListKind(acme), systemListRoute(acme)]).toEqual(['FAVOURITES', 'FAVOURITES']);
    expect([systemListKind(favouritesWithWatchlists), systemListRoute(favouritesWithWatchlists)]).toEqual(['FAVOURITES', 'WATCHLISTS']);
    expect(systemListRoute(none)).toBeNull();
  });
});
