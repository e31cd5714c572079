import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useRecentSearchesClearMutation } from './__generated__/useRecentSearchesClearMutation.graphql.ts';
import type { useRecentSearchesRecordMutation } from './__generated__/useRecentSearchesRecordMutation.graphql.ts';

/**
 * The viewer's recent searches live on `viewer` (which has no id); a payload's
 * new list is written there, so the start view shows it without a refetch.
 */
function keepRecent(store: RecordSourceSelectorProxy, payloadField: 'recordSearch' | 'clearRecentSearches') {
  const searches = store.getRootField(payloadField)?.getLinkedRecords('recentSearches');
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (viewer && searches) viewer.setLinkedRecords(searches, 'recentSearches');
}

/**
 * Keeps a search the viewer committed (Enter, or opening one of its hits)
 * among the profile's recent searches. Quiet: a search that could not be kept
 * changes nothing the viewer is doing.
 */
export function useRecordSearch(): (query: string) => void {
  const [commit] = useMutation<useRecentSearchesRecordMutation>(graphql`
    mutation useRecentSearchesRecordMutation($input: RecordSearchInput!) {
      recordSearch(input: $input) {
        recentSearches {
          query
        }
      }
    }
  `);
  return useCallback(
    (query: string) => {
      if (!query) return;
      commit({ variables: { input: { query } }, updater: (store) => keepRecent(store, 'recordSearch'), onError: () => undefined });
    },
    [commit],
  );
}

export function useClearRecentSearches(): [() => void, boolean] {
  const [commit, clearing] = useMutation<useRecentSearchesClearMutation>(graphql`
    mutation useRecentSearchesClearMutation {
      clearRecentSearches {
        recentSearches {
          query
        }
      }
    }
  `);
  const clear = useCallback(() => {
    commit({ variables: {}, updater: (store) => keepRecent(store, 'clearRecentSearches'), onError: () => undefined });
  }, [commit]);
  return [clear, clearing];
}
