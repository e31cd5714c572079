import type { RecordSourceSelectorProxy } from 'relay-runtime';

/** The longest name a list may have once trimmed (the platform's limit, `CreateWatchlistInput.name`). */
export const WATCHLIST_NAME_MAX = 40;

/**
 * `viewer.watchlists` is a plain list (not a connection): the mutations that
 * make or delete a list write it themselves, wherever the viewer does so
 * (the WATCHLISTS page, a detail page's "Save to list").
 */
export function updateViewerLists(store: RecordSourceSelectorProxy, change: (ids: string[]) => string[]) {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  const lists = viewer?.getLinkedRecords('watchlists');
  if (!viewer || !lists) return;
  const byId = new Map(lists.map((list) => [list.getDataID(), list]));
  const ids = change(lists.map((list) => list.getDataID()));
  viewer.setLinkedRecords(
    ids.map((id) => byId.get(id) ?? store.get(id)).filter((list) => list != null),
    'watchlists',
  );
}
