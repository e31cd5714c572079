import { graphql, useMutation } from 'react-relay';
import type { useUpdatePartitionMutation } from './__generated__/useUpdatePartitionMutation.graphql.ts';

/**
 * Moves the account to another partition. The payload brings the account's
 * partition back; what the realm shows for it (the menu) is read again by
 * reloadRealmSettings once this succeeds.
 */
export function useUpdatePartition() {
  return useMutation<useUpdatePartitionMutation>(graphql`
    mutation useUpdatePartitionMutation($input: UpdatePartitionInput!) {
      updatePartition(input: $input) {
        account {
          ...PartitionsSection_account
        }
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
}
