// TV sign-in with a code (schema/src/tvLogin.graphql; the platform's side is
// backend/src/tvLogin). The TV starts and polls with no session; the viewer
// approves from their signed-in browser or phone.
//
// A browser must never come away with a TV's tokens: they would be a session
// readable by page scripts, the very thing httpOnly cookies prevent. So polling
// hands tokens only in the body (BODY delivery), never sets cookies, and is
// refused outright for a request that carries this realm's session cookies.
import type { PollTvLoginPayload, Resolvers, TvLoginStatus } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { codedError, toGraphQLError } from '../lib/errors.ts';
import { HTTPError } from '../lib/restClient.ts';
import type { UpstreamTokens } from '../lib/upstream.ts';
import { userError } from '../lib/userErrors.ts';
import { attemptWithChallenge } from '../security/challenge.ts';
import { requestOrigin } from '../security/clientAddress.ts';
import { requireAccountHolder } from '../session/access.ts';
import { tokensFor } from '../session/sessionHandover.ts';
import { impersonationRefusal } from '../impersonation/readOnlyRefusal.ts';

/**
 * The realm's TV_LOGIN page on the origin the TV called; behind a proxy the
 * forwarded one, but only from the proxies TRUST_PROXY_HOPS trusts: a forged
 * X-Forwarded-Host must not send the viewer to another site to type the code.
 */
function verificationUri(context: GatewayContext, realmName: string): string {
  const origin = requestOrigin(context) ?? new URL(context.request.url).origin;
  // A TV that names its realm in a header may be on a host of another realm: the path prefix always works.
  const prefix = context.request.headers.get('x-ringside-realm') ? `/realm/${realmName}` : '';
  return `${origin}${prefix}/tv`;
}

const pollStatus: Record<string, TvLoginStatus> = {
  authorization_pending: 'PENDING',
  slow_down: 'SLOW_DOWN',
  expired_token: 'EXPIRED',
  invalid_grant: 'EXPIRED',
};

export const tvLoginResolvers: Resolvers = {
  Mutation: {
    startTvLogin: async (_parent, _args, context) => {
      const realm = await context.realm();
      const api = await context.realmApi();
      const code = await api
        .request('/api/v2/tv/code', { method: 'POST', auth: 'none', body: {} })
        .catch((error: unknown) => {
          throw toGraphQLError(error) ?? error;
        });
      return {
        code: {
          userCode: code.userCode,
          deviceCode: code.deviceCode,
          verificationUri: verificationUri(context, realm.name),
          expiresAt: new Date(Date.now() + code.expiresIn * 1000).toISOString(),
          interval: code.interval,
        },
      };
    },

    pollTvLogin: async (_parent, { input }, context): Promise<PollTvLoginPayload> => {
      if ((input.tokenDelivery ?? 'BODY') !== 'BODY') {
        throw codedError('BAD_USER_INPUT', 'A TV sign-in delivers its tokens in the body only.', { reason: 'TV_ONLY' });
      }
      if ((await context.presentedTokens()).source === 'cookie') {
        throw codedError('BAD_USER_INPUT', 'TV sign-in is polled by the TV, not by a browser session.', { reason: 'TV_ONLY' });
      }
      if (!input.deviceCode || input.deviceCode.length > 200) return { status: 'EXPIRED', tokens: null };
      const api = await context.realmApi();
      let tokens: UpstreamTokens;
      try {
        tokens = await api.request('/api/v2/tv/token', { method: 'POST', auth: 'none', body: { deviceCode: input.deviceCode } });
      } catch (error) {
        const status = error instanceof HTTPError && error.status === 400 ? pollStatus[error.upstreamCode ?? ''] : undefined;
        if (status) return { status, tokens: null };
        throw toGraphQLError(error) ?? error;
      }
      const session = await context.startSession(tokens, 'BODY');
      return { status: 'APPROVED', tokens: tokensFor(session, tokens) };
    },

    approveTvLogin: async (_parent, { input }, context) => {
      await requireAccountHolder(context);
      const code = input.userCode.trim();
      if (!code || code.length > 20) {
        return { userErrors: [userError('tvCodeInvalid', 'Enter the code shown on your TV.', 'userCode')], captchaChallenge: null };
      }
      const api = await context.api();
      try {
        const attempt = await attemptWithChallenge(input.captcha, (headers) =>
          api.request('/api/v2/tv/code/{userCode}/approve', { method: 'POST', params: { userCode: code }, body: {}, headers }),
        );
        if (!attempt.ok) return attempt.outcome;
        return { userErrors: [], captchaChallenge: null };
      } catch (error) {
        const readOnly = impersonationRefusal(error);
        if (readOnly) return { userErrors: [readOnly], captchaChallenge: null };
        if (error instanceof HTTPError && error.upstreamCode === 'INVALID_TV_CODE') {
          return {
            userErrors: [userError('tvCodeInvalid', 'This code is not valid or has expired. Check the code on your TV.', 'userCode')],
            captchaChallenge: null,
          };
        }
        throw toGraphQLError(error) ?? error;
      }
    },
  },
};
