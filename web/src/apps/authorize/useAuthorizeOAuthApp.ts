import { graphql, useMutation } from 'react-relay';
import type { useAuthorizeOAuthAppMutation } from './__generated__/useAuthorizeOAuthAppMutation.graphql.ts';

/** Signs the viewer in for a third-party app; the payload's `redirectUrl` is where the browser goes next. */
export function useAuthorizeOAuthApp() {
  return useMutation<useAuthorizeOAuthAppMutation>(graphql`
    mutation useAuthorizeOAuthAppMutation($input: AuthorizeOAuthAppInput!) {
      authorizeOAuthApp(input: $input) {
        redirectUrl
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
