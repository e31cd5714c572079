// Third-party apps (schema/src/oauth.graphql): the /authorize page asks which
// app it is signing in for, then sends the viewer's credentials with the app's
// PKCE request. The viewer's own session is never touched: the session the
// code leads to belongs to the app, which collects it at `POST /oauth/token`
// (tokenEndpoint.ts).
import type { Resolvers, UserError } from '../__generated__/resolvers-types.ts';
import { toGraphQLError } from '../lib/errors.ts';
import { HTTPError } from '../lib/restClient.ts';
import { userError } from '../lib/userErrors.ts';
import { attemptWithChallenge } from '../security/challenge.ts';
import { loginUserError } from '../session/loginErrors.ts';
import { signInInputErrors } from '../session/signInResolvers.ts';

const MAX_CLIENT_ID = 64;
const MAX_URI = 2000;

/** What the app got wrong, worded for the viewer; null when it is a sign-in problem. */
function appRequestError(code: string | undefined): UserError | null {
  switch (code) {
    case 'INVALID_CLIENT':
      return userError('oauthInvalidClient', 'This app is not registered here.', 'clientId');
    case 'INVALID_REDIRECT_URI':
      return userError('oauthInvalidRedirectUri', 'This app asked to return to an address it has not registered.', 'redirectUri');
    case 'UNSUPPORTED_RESPONSE_TYPE':
    case 'INVALID_CODE_CHALLENGE_METHOD':
    case 'VALIDATION_FAILED':
      return userError('oauthUnsupportedRequest', 'This app sent a sign-in request we cannot accept.', null);
    default:
      return null;
  }
}

export const oauthResolvers: Resolvers = {
  Query: {
    oauthClient: async (_parent, { clientId, redirectUri }, context) => {
      if (!clientId || !redirectUri || clientId.length > MAX_CLIENT_ID || redirectUri.length > MAX_URI) return null;
      const api = await context.realmApi();
      try {
        return await api.get('/api/v4/oauth2-auth/client', {
          auth: 'none',
          query: { client_id: clientId, redirect_uri: redirectUri },
        });
      } catch (error) {
        if (error instanceof HTTPError && error.status === 400) return null;
        throw toGraphQLError(error) ?? error;
      }
    },
  },
  Mutation: {
    authorizeOAuthApp: async (_parent, { input }, context) => {
      const refused = (userErrors: UserError[], captchaChallenge = null) => ({ redirectUrl: null, userErrors, captchaChallenge });
      const inputErrors = signInInputErrors(input.email, input.password);
      if (inputErrors.length > 0) return refused(inputErrors);
      if (input.clientId.length > MAX_CLIENT_ID || input.redirectUri.length > MAX_URI || (input.state?.length ?? 0) > 500) {
        return refused([appRequestError('VALIDATION_FAILED')!]);
      }
      const api = await context.realmApi();
      try {
        const attempt = await attemptWithChallenge(input.captcha, (headers) =>
          api.request('/api/v4/oauth2-auth/code', {
            method: 'POST',
            auth: 'none',
            headers,
            body: {
              response_type: input.responseType,
              client_id: input.clientId,
              redirect_url: input.redirectUri,
              ...(input.state != null ? { state: input.state } : {}),
              code_challenge: input.codeChallenge,
              code_challenge_method: input.codeChallengeMethod,
              credentials: { id: input.email.trim(), secret: input.password },
            },
          }),
        );
        if (!attempt.ok) return { redirectUrl: null, ...attempt.outcome };
        return { redirectUrl: attempt.value.redirectUrl, userErrors: [], captchaChallenge: null };
      } catch (error) {
        if (error instanceof HTTPError && error.status < 500 && error.upstreamCode !== 'MISSING_HEADERS' && error.upstreamCode !== 'INVALID_API_KEY') {
          return refused([appRequestError(error.upstreamCode) ?? loginUserError(error.upstreamCode)]);
        }
        throw toGraphQLError(error) ?? error;
      }
    },
  },
};
