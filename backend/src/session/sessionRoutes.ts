import type { FastifyInstance } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { requestRealm } from '../http/requestContract.ts';
import { verifyAccessToken } from './accessToken.ts';
import { checkInGuest, refreshSession, type SessionTokens } from './sessionService.ts';
import { bearerToken } from './viewer.ts';

const tokensSchema = {
  type: 'object',
  required: ['authorisationToken', 'refreshToken'],
  properties: {
    authorisationToken: { type: 'string', description: 'JWT access token (ES256, keys at /.well-known/jwks.json), 15 minutes' },
    refreshToken: { type: 'string', description: 'Opaque, single-use refresh token, 30 days' },
  },
} as const;

const tokensJson = (tokens: SessionTokens) => ({
  authorisationToken: tokens.authorisationToken,
  refreshToken: tokens.refreshToken,
});

export async function sessionRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.post(
    '/login/guest/checkin',
    {
      schema: {
        tags: ['session'],
        summary: 'Start an anonymous guest session',
        body: { type: 'object', additionalProperties: false, properties: {} },
        response: { 200: tokensSchema },
      },
    },
    async (request) => tokensJson(await checkInGuest(deps, requestRealm(request), request.client.deviceId)),
  );

  app.post<{ Body: { refreshToken: string } }>(
    '/token/refresh',
    {
      schema: {
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
      return tokensJson(await refreshSession(deps, realm, request.body.refreshToken));
    },
  );
}
