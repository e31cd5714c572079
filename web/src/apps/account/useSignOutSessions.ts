import { graphql, useMutation } from 'react-relay';
import type { useSignOutSessionsOneMutation } from './__generated__/useSignOutSessionsOneMutation.graphql.ts';
import type { useSignOutSessionsOthersMutation } from './__generated__/useSignOutSessionsOthersMutation.graphql.ts';

/** Signs one other device out; the list refreshes from the answer. */
export function useSignOutSession() {
  return useMutation<useSignOutSessionsOneMutation>(graphql`
    mutation useSignOutSessionsOneMutation($input: SignOutSessionInput!) {
      signOutSession(input: $input) {
        signedOutSessions
        account {
          ...SignedInSessions_account
        }
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
}

/** "Sign out everywhere else". */
export function useSignOutOtherSessions() {
  return useMutation<useSignOutSessionsOthersMutation>(graphql`
    mutation useSignOutSessionsOthersMutation {
      signOutOtherSessions {
        signedOutSessions
        account {
          ...SignedInSessions_account
        }
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
}
