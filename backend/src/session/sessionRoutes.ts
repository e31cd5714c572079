import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { requestRealm } from '../http/requestContract.ts';
import { signInWithPassword } from '../user/signIn.ts';
import { verifyAccessToken } from './accessToken.ts';
import { checkInGuest, refreshSession, revokeSession, type SessionDevice, type SessionTokens } from './sessionService.ts';
import { ApiError } from '../http/apiError.ts';
import { bearerToken } from './viewer.ts';
import { missingInformationStatus } from '../account/userProfile.ts';
import { findAccountByEmail } from '../user/accounts.ts';
import type { Realm } from '../realm/realmRepository.ts';
import { attemptFailed, attemptSucceeded, beforeAttempt } from '../security/attemptGuard.ts';

const tokensSchema = {
  type: 'object',
  required: ['authorisationToken', 'refreshToken'],
  properties: {
    authorisationToken: { type: 'string', description: 'JWT access token (ES256, keys at /.well-known/jwks.json), 15 minutes' },
    refreshToken: { type: 'string', description: 'Opaque, single-use refresh token, 30 days' },
  },
} as const;

// Spec §3: sign-in answers carry `missingInformationStatus` (account/userProfile.ts): REQUIRED opens the missing-details modal.
const signInAnswerSchema = {
  ...tokensSchema,
  required: [...tokensSchema.required, 'missingInformationStatus'],
  properties: {
    ...tokensSchema.properties,
    missingInformationStatus: { type: 'string', enum: ['NONE', 'REQUIRED'], description: 'REQUIRED while the realm wants profile fields the account lacks' },
  },
} as const;

async function signedInMissingInformation(deps: BackendDeps, realm: Realm, email: string): Promise<'NONE' | 'REQUIRED'> {
  const account = await findAccountByEmail(deps.db, realm.id, email);
  return account ? missingInformationStatus(deps.db, realm.id, account.id) : 'NONE';
}

const tokensJson = (tokens: SessionTokens) => ({
  authorisationToken: tokens.authorisationToken,
  refreshToken: tokens.refreshToken,
});

/**
 * The device a new session runs on. A gateway calling on a browser's behalf
 * forwards the browser's user agent in `x-client-user-agent`.
 */
export function sessionDevice(request: FastifyRequest): SessionDevice {
  const userAgent = request.headers['x-client-user-agent'] ?? request.headers['user-agent'];
  return {
    deviceId: request.client.deviceId,
    app: request.client.app,
    userAgent: (Array.isArray(userAgent) ? userAgent[0] : userAgent)?.slice(0, 400) ?? null,
  };
}

export async function sessionRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.post(
    '/login/guest/checkin',
    {
      schema: {
        operationId: 'checkInAsGuest',
        tags: ['session'],
        summary: 'Start an anonymous guest session',
        description:
          'Flood limits (see README, "Rate limits"): beyond the per-address allowance 402 CHALLENGE_REQUIRED / ' +
          'CHALLENGE_FAILED with `challenge` (retry with the `x-challenge-input` header); beyond the hard per-address ' +
          'or per-device limit 429 RATE_LIMITED with `retryAfterSeconds` and Retry-After.',
        body: { type: 'object', additionalProperties: false, properties: {} },
        response: { 200: tokensSchema },
      },
    },
    async (request) => tokensJson(await checkInGuest(deps, requestRealm(request), sessionDevice(request))),
  );

  app.post<{ Body: { refreshToken: string } }>(
    '/token/refresh',
    {
      schema: {
        operationId: 'refreshToken',
        tags: ['session'],
        summary: 'Exchange a refresh token for a new token pair',
        body: {
          type: 'object',
          required: ['refreshToken'],
          additionalProperties: false,
          properties: { refreshToken: { type: 'string', minLength: 1, maxLength: 200 } },
        },
        response: { 200: tokensSchema },
      },
    },
    async (request) => {
      const realm = requestRealm(request);
      // The bearer may have expired (that is why the client refreshes), but it must be ours.
      const bearer = bearerToken(request);
      if (bearer) {
        await verifyAccessToken(bearer, { keys: deps.tokenKeys, realmName: realm.name, now: deps.now(), allowExpired: true });
      }
      return tokensJson(await refreshSession(deps, realm, request.body.refreshToken, request.client));
    },
  );

  app.post<{ Body: { id: string; secret: string } }>(
    '/login',
    {
      schema: {
        operationId: 'signIn',
        tags: ['session'],
        summary: 'Sign in with email and password',
        description:
          'Errors: 400 EMPTY_INPUTS, 401 INVALID_CREDENTIALS (unknown email or wrong password, indistinguishable), ' +
          '403 ACCOUNT_NOT_CONFIRMED, 403 user_self_suspended. Brute-force protection (see README): after repeated ' +
          'failures 402 CHALLENGE_REQUIRED / CHALLENGE_FAILED with `challenge` (retry with the `x-challenge-input` header), ' +
          'beyond the hard limit 429 TOO_MANY_ATTEMPTS with `retryAfterSeconds`.',
        body: {
          type: 'object',
          required: ['id', 'secret'],
          additionalProperties: false,
          properties: {
            id: { type: 'string', maxLength: 320, description: 'The email address' },
            secret: { type: 'string', maxLength: 256, description: 'The password' },
          },
        },
        response: { 200: signInAnswerSchema },
      },
    },
    async (request) => {
      const { id, secret } = request.body;
      // Empty inputs are a form mistake, not a guess: answered before the attempt guard.
      if (!id.trim() || !secret) throw new ApiError(400, 'EMPTY_INPUTS', 'Email and password cannot be empty');
      await beforeAttempt(deps, request, 'login', id);
      try {
        const tokens = await signInWithPassword(deps, requestRealm(request), request.body, sessionDevice(request));
        await attemptSucceeded(deps, request, 'login', id);
        return { ...tokensJson(tokens), missingInformationStatus: await signedInMissingInformation(deps, requestRealm(request), id) };
      } catch (error) {
        if (error instanceof ApiError && error.code === 'INVALID_CREDENTIALS') await attemptFailed(deps, request, 'login', id);
        throw error;
      }
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        operationId: 'signOut',
        tags: ['session'],
        summary: 'End the session of the bearer token',
        description: 'Revokes the session server-side: its access and refresh tokens stop working at once.',
        security: [{ bearer: [] }],
        body: { type: 'object', additionalProperties: false, properties: {} },
        response: { 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      if (!token) throw new ApiError(401, 'UNAUTHENTICATED', 'Signing out needs the session\'s bearer token');
      // An expired token still names its session, and signing out must work after expiry.
      const claims = await verifyAccessToken(token, {
        keys: deps.tokenKeys,
        realmName: requestRealm(request).name,
        now: deps.now(),
        allowExpired: true,
      });
      await revokeSession(deps.db, claims.sessionId, deps.now());
      return reply.status(204).send();
    },
  );
}
