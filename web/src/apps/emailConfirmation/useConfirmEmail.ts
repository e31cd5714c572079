import { graphql, useMutation } from 'react-relay';
import type { useConfirmEmailMutation } from './__generated__/useConfirmEmailMutation.graphql.ts';

/** The `confirmEmail` mutation (cookie delivery); success rebuilds the app as the new viewer. */
export function useConfirmEmail() {
  return useMutation<useConfirmEmailMutation>(graphql`
    mutation useConfirmEmailMutation($input: ConfirmEmailInput!) {
      confirmEmail(input: $input) {
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
