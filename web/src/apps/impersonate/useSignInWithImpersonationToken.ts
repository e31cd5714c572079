import { graphql, useMutation } from 'react-relay';
import type { useSignInWithImpersonationTokenMutation } from './__generated__/useSignInWithImpersonationTokenMutation.graphql.ts';

/** Makes this browser's session the customer's of an impersonation token (cookies). */
export function useSignInWithImpersonationToken() {
  return useMutation<useSignInWithImpersonationTokenMutation>(graphql`
    mutation useSignInWithImpersonationTokenMutation($input: SignInWithImpersonationTokenInput!) {
      signInWithImpersonationToken(input: $input) {
        viewer {
          role
        }
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
}
