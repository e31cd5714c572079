import { graphql, useMutation } from 'react-relay';
import type { useChangeEmailMutation } from './__generated__/useChangeEmailMutation.graphql.ts';

export function useChangeEmail() {
  return useMutation<useChangeEmailMutation>(graphql`
    mutation useChangeEmailMutation($input: ChangeEmailInput!) {
      changeEmail(input: $input) {
        account {
          id
          email
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
