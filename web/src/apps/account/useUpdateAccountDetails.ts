import { graphql, useMutation } from 'react-relay';
import type { useUpdateAccountDetailsMutation } from './__generated__/useUpdateAccountDetailsMutation.graphql.ts';

/** Saves the details form; the account's record in the store updates with the answer. */
export function useUpdateAccountDetails() {
  return useMutation<useUpdateAccountDetailsMutation>(graphql`
    mutation useUpdateAccountDetailsMutation($input: UpdateAccountDetailsInput!) {
      updateAccountDetails(input: $input) {
        account {
          ...AccountDetailsSection_account
        }
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
}
