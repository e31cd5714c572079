import { graphql, useMutation } from 'react-relay';
import type { useSwitchProfileMutation } from './__generated__/useSwitchProfileMutation.graphql.ts';

/**
 * Switches the session's profile. The gateway sets the new session cookies;
 * the caller then rebuilds the app (`sessionChanged`), so nothing is read
 * from this payload but its errors.
 */
export function useSwitchProfile() {
  return useMutation<useSwitchProfileMutation>(graphql`
    mutation useSwitchProfileMutation($input: SwitchProfileInput!) {
      switchProfile(input: $input) {
        viewer {
          isChildProfile
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
