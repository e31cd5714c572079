import { graphql, useMutation } from 'react-relay';
import type { useCreateImpersonationTokenMutation } from './__generated__/useCreateImpersonationTokenMutation.graphql.ts';

/** An admin asks for a single-use token to use the product as a customer. */
export function useCreateImpersonationToken() {
  return useMutation<useCreateImpersonationTokenMutation>(graphql`
    mutation useCreateImpersonationTokenMutation($input: CreateImpersonationTokenInput!) {
      createImpersonationToken(input: $input) {
        token
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
}
