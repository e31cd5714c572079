import { graphql, useMutation } from 'react-relay';
import type { useApproveTvLoginMutation } from './__generated__/useApproveTvLoginMutation.graphql.ts';

/** Signs the TV showing `userCode` in to the viewer's account. */
export function useApproveTvLogin() {
  return useMutation<useApproveTvLoginMutation>(graphql`
    mutation useApproveTvLoginMutation($input: ApproveTvLoginInput!) {
      approveTvLogin(input: $input) {
        userErrors {
          messageKey
          field
        }
        captchaChallenge {
          id
          prompt
        }
      }
    }
  `);
}
