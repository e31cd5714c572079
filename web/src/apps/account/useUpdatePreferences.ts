import { graphql, useMutation } from 'react-relay';
import type { useUpdatePreferencesMutation } from './__generated__/useUpdatePreferencesMutation.graphql.ts';

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
