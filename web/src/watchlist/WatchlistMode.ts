import { createContext, useContext } from 'react';

/**
 * What the realm calls the profile's system list (`systemListKind` of its
 * settings), given by the frame, so every My list button on a page (cards,
 * detail pages) says "My list" or "Favourites" without asking for the realm.
 */
export const WatchlistMode = createContext<'MY_LIST' | 'FAVOURITES'>('MY_LIST');

export function useWatchlistMode(): 'MY_LIST' | 'FAVOURITES' {
  return useContext(WatchlistMode);
}
