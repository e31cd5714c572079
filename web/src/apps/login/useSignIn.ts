import { graphql, useMutation } from 'react-relay';
import type { useSignInMutation } from './__generated__/useSignInMutation.graphql.ts';

/**
 * The `signIn` mutation (cookie delivery: the browser never sees the tokens).
 * Only the outcome is read: after a sign-in the app is rebuilt with a fresh
 * store, so nothing of the previous viewer needs updating here.
 */
export function useSignIn() {
  return useMutation<useSignInMutation>(graphql`
    mutation useSignInMutation($input: SignInInput!) {
      signIn(input: $input) {
        viewer {
          role
          profiles {
            id
          }
        }
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
        captchaChallenge {
          id
          prompt
          provider
        }
      }
    }
  `);
}
