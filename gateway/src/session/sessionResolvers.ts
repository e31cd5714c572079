// Sign-in mutations. With COOKIE delivery the tokens go into httpOnly cookies
// scoped to the realm and never reach JavaScript; with BODY they are returned
// for TV and mobile apps, and no cookie is set. A session that lives in cookies
// never leaves them: refreshing it with BODY delivery would hand the httpOnly
// tokens to any script on the page, so BODY needs the caller's own refresh token.
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { codedError, errorCodeOf, upstream } from '../lib/errors.ts';
import { attemptWithChallenge } from '../security/challenge.ts';
import { exchangeRefreshToken } from './refreshTokens.ts';
import { checkInGuest, tokensFor } from './sessionHandover.ts';

export const sessionResolvers: Resolvers = {
  Mutation: {
    checkInAsGuest: async (_parent, { input }, context) => {
      const delivery = input?.tokenDelivery ?? 'COOKIE';
      const api = await context.realmApi();
      // Past the address's allowance the platform asks a question first; past its hard limits
      // the upstream's 429 fails the mutation with RATE_LIMITED (lib/errors.ts).
      const attempt = await upstream(attemptWithChallenge(input?.captcha, (headers) => checkInGuest(api, headers)));
      if (!attempt.ok) return { viewer: { session: await context.session() }, tokens: null, ...attempt.outcome };
      const tokens = attempt.value;
      const session = await context.startSession(tokens, delivery);
      return { viewer: { session }, tokens: delivery === 'BODY' ? tokensFor(session, tokens) : null, userErrors: [], captchaChallenge: null };
    },
    refreshSession: async (_parent, { input }, context) => {
      const delivery = input?.tokenDelivery ?? 'COOKIE';
      if (delivery === 'BODY' && !input?.refreshToken) {
        throw codedError('BAD_USER_INPUT', 'BODY delivery needs input.refreshToken.', { reason: 'BODY_NEEDS_REFRESH_TOKEN' });
      }
      const presented = await context.presentedTokens();
      const refreshToken = input?.refreshToken ?? (presented.source === 'cookie' ? presented.refreshToken : null);
      if (!refreshToken) {
        throw codedError('UNAUTHENTICATED', 'There is no session to refresh.', { reason: 'sessionExpired' });
      }
      const realm = await context.realm();
      const api = await context.realmApi();
      try {
        const exchange = () => exchangeRefreshToken(api, presented.accessToken, refreshToken);
        // Cookie clients share the in-process single flight with the automatic refresh; an app
        // holding its own tokens gets no replay of an answer: a used refresh token is refused.
        const tokens = input?.refreshToken
          ? await exchange()
          : await context.refreshFlights.refresh(`${realm.name}:${refreshToken}`, exchange);
        const session = await context.startSession(tokens, delivery);
        return { viewer: { session }, tokens: delivery === 'BODY' ? tokensFor(session, tokens) : null };
      } catch (error) {
        const code = errorCodeOf(error);
        if (code === 'UPSTREAM_UNAVAILABLE') throw error;
        if (presented.source === 'cookie') await context.endSession();
        throw codedError('UNAUTHENTICATED', 'The session has expired; please check in or sign in again.', {
          reason: 'sessionExpired',
          httpStatus: 401,
        });
      }
    },
  },
};

