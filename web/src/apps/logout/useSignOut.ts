import { graphql, useMutation } from 'react-relay';
import type { useSignOutMutation } from './__generated__/useSignOutMutation.graphql.ts';

/** The `signOut` mutation: the platform ends the session and the gateway clears its cookies. */
export function useSignOut() {
  return useMutation<useSignOutMutation>(graphql`
    mutation useSignOutMutation {
      signOut {
        viewer {
          role
        }
      }
    }
  `);
}
