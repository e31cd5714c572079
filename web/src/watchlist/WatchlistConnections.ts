import { createContext, useContext } from 'react';
// Straight from its module: the browser build's relay-runtime (web/relayRuntime.js) names only what the hooks need.
import { getConnectionID } from 'relay-runtime/lib/handlers/connection/ConnectionHandler';

/**
 * The Relay connections a list page shows (`__id` of its itemsConnection):
 * a button inside the page adds and removes edges there as it changes the
 * list, so the page follows without a refetch. Empty anywhere else.
 */
export const WatchlistConnections = createContext<readonly string[]>([]);

export function useWatchlistConnections(): readonly string[] {
  return useContext(WatchlistConnections);
}

/**
 * The `__id` of a named list's items (WatchlistItems' connection) in the store,
 * for a control outside the list's page ("Save to list"): an edge added there
 * is already in the list when the viewer opens it. Relay skips one not read yet.
 */
export function watchlistItemsConnectionId(watchlistId: string): string {
  return getConnectionID(watchlistId, 'WatchlistItems_itemsConnection');
}
