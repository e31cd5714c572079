import { graphql, useMutation } from 'react-relay';
import type { useSignUpMutation } from './__generated__/useSignUpMutation.graphql.ts';

/**
 * The `signUp` mutation (cookie delivery). Only the outcome is read: a sign-up
 * that signs the viewer in rebuilds the app with a fresh store.
 */
export function useSignUp() {
  return useMutation<useSignUpMutation>(graphql`
    mutation useSignUpMutation($input: SignUpInput!) {
      signUp(input: $input) {
        lacksConfirmation
        email
        developmentMailboxUrl
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
        captchaChallenge {
          id
          prompt
        }
      }
    }
  `);
}
