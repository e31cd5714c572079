import { graphql, useMutation } from 'react-relay';
import type { usePasswordResetRequestMutation } from './__generated__/usePasswordResetRequestMutation.graphql.ts';
import type { usePasswordResetMutation } from './__generated__/usePasswordResetMutation.graphql.ts';

/** `requestPasswordReset`: emails a link if the address has an account (the answer never says). */
export function useRequestPasswordReset() {
  return useMutation<usePasswordResetRequestMutation>(graphql`
    mutation usePasswordResetRequestMutation($input: RequestPasswordResetInput!) {
      requestPasswordReset(input: $input) {
        requested
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

/** `resetPassword`: sets the new password with the link's token. */
export function useResetPassword() {
  return useMutation<usePasswordResetMutation>(graphql`
    mutation usePasswordResetMutation($input: ResetPasswordInput!) {
      resetPassword(input: $input) {
        passwordChanged
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
}
