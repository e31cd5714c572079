// Signing in with email and password, and signing out (spec §4 "Session
// actions"). Sign-in follows checkInAsGuest: COOKIE delivery puts the tokens in
// the realm's httpOnly cookies, BODY returns them to TV and mobile apps. What
// the viewer can fix comes back as userErrors with the spec's message keys
// (loginErrors.ts); after repeated failures the platform wants a captcha first
// (security/challenge.ts).
import type { CaptchaChallenge, Resolvers, UserError } from '../__generated__/resolvers-types.ts';
import { codedError, toGraphQLError } from '../lib/errors.ts';
import { HTTPError } from '../lib/restClient.ts';
import type { UpstreamTokens } from '../lib/upstream.ts';
import { userError } from '../lib/userErrors.ts';
import type { GatewayContext } from '../context.ts';
import { challengeHeaders, challengeOutcome } from '../security/challenge.ts';
import { loginUserError } from './loginErrors.ts';
import { endPreviousCookieSession, tokensFor } from './sessionHandover.ts';

/** Spec §5: text, `@`, a dotted domain whose last part has at least two letters (as the web form checks). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const MAX_EMAIL_LENGTH = 320;
const MAX_PASSWORD_LENGTH = 256;

/** Spec §5 on login: both fields required (EmailPasswordCannotBeEmpty), the email well formed. */
export function signInInputErrors(email: string, password: string): UserError[] {
  if (!email.trim() || !password) {
    return [userError('EmailPasswordCannotBeEmpty', 'Email and password cannot be empty.')];
  }
  if (email.trim().length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email.trim())) {
    return [userError('pleaseProvideValidEmail', 'Please provide a valid email address.', 'email')];
  }
  // No password of ours is this long: the answer a wrong password gets, without asking the platform.
  if (password.length > MAX_PASSWORD_LENGTH) return [loginUserError('INVALID_CREDENTIALS')];
  return [];
}

async function unchanged(context: GatewayContext, fields: { captchaChallenge?: CaptchaChallenge | null; userErrors?: UserError[] }) {
  // A refused sign-in leaves the viewer as they were (a guest stays a guest).
  const session = await context.session().catch(() => null);
  return { viewer: { session }, tokens: null, captchaChallenge: null, userErrors: [], ...fields };
}

export const signInResolvers: Resolvers = {
  Mutation: {
    signIn: async (_parent, { input }, context) => {
      const delivery = input.tokenDelivery ?? 'COOKIE';
      const inputErrors = signInInputErrors(input.email, input.password);
      if (inputErrors.length > 0) return unchanged(context, { userErrors: inputErrors });

      const api = await context.realmApi();
      let tokens: UpstreamTokens;
      try {
        tokens = await api.request('/api/v2/login', {
          method: 'POST',
          auth: 'none',
          body: { id: input.email.trim(), secret: input.password },
          headers: challengeHeaders(input.captcha),
        });
      } catch (error) {
        const challenge = challengeOutcome(error);
        if (challenge) return unchanged(context, challenge);
        if (error instanceof HTTPError && error.upstreamCode !== 'MISSING_HEADERS' && error.upstreamCode !== 'INVALID_API_KEY') {
          return unchanged(context, { userErrors: [loginUserError(error.upstreamCode)] });
        }
        throw toGraphQLError(error) ?? error;
      }

      // Only a cookie sign-in replaces the browser's session; BODY tokens live beside it.
      if (delivery === 'COOKIE') await endPreviousCookieSession(context);
      const session = await context.startSession(tokens, delivery);
      return {
        viewer: { session },
        tokens: delivery === 'BODY' ? tokensFor(session, tokens) : null,
        userErrors: [],
        captchaChallenge: null,
      };
    },

    signOut: async (_parent, _args, context) => {
      const presented = await context.presentedTokens();
      // A cookie session is resolved first: an expired access cookie is refreshed, so even
      // then the platform learns of the sign-out and the refresh token dies with it.
      const accessToken =
        presented.source === 'cookie' ? ((await context.session())?.accessToken ?? null) : presented.accessToken;
      if (accessToken) {
        const api = await context.realmApi();
        try {
          await api.request('/api/v2/logout', { method: 'POST', auth: 'none', headers: { authorization: `Bearer ${accessToken}` }, body: {} });
        } catch (error) {
          const code = error instanceof HTTPError ? error.upstreamCode : undefined;
          // A bearer of another realm (or a forged one) is refused, not "signed out".
          if (presented.source === 'bearer' && (code === 'TOKEN_REALM_MISMATCH' || code === 'INVALID_TOKEN')) {
            throw codedError('UNAUTHENTICATED', 'The access token is not valid here.', { reason: code, httpStatus: 401 });
          }
          // Already ended (INVALID_TOKEN on a cookie) is what we wanted; anything else is a real failure.
          if (!(error instanceof HTTPError && error.status === 401)) throw toGraphQLError(error) ?? error;
        }
      }
      if (presented.source !== 'bearer') await context.endSession();
      return { viewer: { session: null } };
    },
  },
};
