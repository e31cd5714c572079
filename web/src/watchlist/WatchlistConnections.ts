import { createContext, useContext } from 'react';

/**
 * The Relay connections a list page shows (`__id` of its itemsConnection):
 * a button inside the page adds and removes edges there as it changes the
 * list, so the page follows without a refetch. Empty anywhere else.
 */
export const WatchlistConnections = createContext<readonly string[]>([]);

export function useWatchlistConnections(): readonly string[] {
  return useContext(WatchlistConnections);
}
