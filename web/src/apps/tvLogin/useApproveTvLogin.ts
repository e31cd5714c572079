import { graphql, useMutation } from 'react-relay';
import type { useApproveTvLoginMutation } from './__generated__/useApproveTvLoginMutation.graphql.ts';

/** Signs the TV showing `userCode` in to the viewer's account. */
export function useApproveTvLogin() {
  return useMutation<useApproveTvLoginMutation>(graphql`
    mutation useApproveTvLoginMutation($input: ApproveTvLoginInput!) {
      approveTvLogin(input: $input) {
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
