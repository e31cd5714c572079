import { graphql, useMutation } from 'react-relay';
import type { useChangePasswordMutation } from './__generated__/useChangePasswordMutation.graphql.ts';

/** Changes the password; the answer's account carries the sessions left (this one). */
export function useChangePassword() {
  return useMutation<useChangePasswordMutation>(graphql`
    mutation useChangePasswordMutation($input: ChangePasswordInput!) {
      changePassword(input: $input) {
        signedOutSessions
        account {
          ...SignedInSessions_account
        }
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
