import { graphql, useMutation } from 'react-relay';
import type { useEndImpersonationMutation } from './__generated__/useEndImpersonationMutation.graphql.ts';

/** Ends an impersonation: it is the customer's session in this browser, so ending it is signing out. */
export function useEndImpersonation() {
  return useMutation<useEndImpersonationMutation>(graphql`
    mutation useEndImpersonationMutation {
      signOut {
        viewer {
          role
        }
      }
    }
  `);
}
