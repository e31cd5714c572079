import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useUpdatePreferencesMutation } from './__generated__/useUpdatePreferencesMutation.graphql.ts';

/**
 * The player reads the same preferences as the viewer's `playbackPreferences`
 * (another record in the store): marked stale, the next video page reads them
 * again, so autoAdvance and the languages just saved apply there.
 */
export function markPlaybackPreferencesStale(store: RecordSourceSelectorProxy) {
  store.getRoot().getLinkedRecord('viewer')?.getLinkedRecord('playbackPreferences')?.invalidateRecord();
}

/** Saves preferences; the account's preferences in the store update with the answer. */
export function useUpdatePreferences() {
  return useMutation<useUpdatePreferencesMutation>(graphql`
    mutation useUpdatePreferencesMutation($input: UpdatePreferencesInput!) {
      updatePreferences(input: $input) {
        account {
          ...PreferencesSection_account
        }
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
}
