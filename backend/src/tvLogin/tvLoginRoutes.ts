// `/api/v2/tv/*`: TV sign-in with a code (tvLoginService.ts).
import type { FastifyInstance } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { ApiError } from '../http/apiError.ts';
import { requestRealm } from '../http/requestContract.ts';
import { attemptFailed, attemptSucceeded, beforeAttempt } from '../security/attemptGuard.ts';
import { requireAccountHolder } from '../session/requiredViewer.ts';
import { sessionDevice } from '../session/sessionRoutes.ts';
import { approveTvLogin, pollTvLogin, startTvLogin } from './tvLoginService.ts';
import { refuseWhileImpersonating } from '../impersonation/impersonationGuard.ts';

export async function tvLoginRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.post(
    '/tv/code',
    {
      schema: {
        operationId: 'createTvCode',
        tags: ['tv'],
        summary: 'A TV asks for a code to show (no auth)',
        description:
          'Answers `{deviceCode, userCode, expiresIn, interval, verificationUri}`: show `userCode` (XXXX-XXXX) and where to ' +
          'enter it; poll POST /tv/token with `deviceCode` every `interval` seconds. 403 PIN_LOGIN_DISABLED when the realm has no TV sign-in.',
        body: { type: 'object', additionalProperties: false, properties: {} },
        response: {
          200: {
            type: 'object',
            required: ['deviceCode', 'userCode', 'expiresIn', 'interval', 'verificationUri'],
            properties: {
              deviceCode: { type: 'string', description: 'Secret: only the TV keeps it' },
              userCode: { type: 'string', description: 'Shown on the TV, typed by the viewer' },
              expiresIn: { type: 'integer', description: 'Seconds the codes are good for' },
              interval: { type: 'integer', description: 'Seconds between polls' },
              verificationUri: { type: 'string', description: 'The realm’s TV_LOGIN page, on its preferred domain' },
            },
          },
        },
      },
    },
    async (request) => {
      const realm = requestRealm(request);
      const code = await startTvLogin(deps, realm, sessionDevice(request));
      const host = realm.preferredDomain ?? realm.domains[0] ?? 'localhost';
      return { ...code, verificationUri: `https://${host}/tv` };
    },
  );

  app.post<{ Body: { deviceCode: string } }>(
    '/tv/token',
    {
      schema: {
        operationId: 'pollTvToken',
        tags: ['tv'],
        summary: 'The TV polls for its tokens (no auth)',
        description:
          'Answers the tokens once the viewer approved the code, and only once. Otherwise 400 with `code` (and RFC 8628 `error`): ' +
          '`authorization_pending`, `slow_down` (polled faster than `interval`), `expired_token`, `invalid_grant` (unknown or already collected).',
        body: {
          type: 'object',
          required: ['deviceCode'],
          additionalProperties: false,
          properties: { deviceCode: { type: 'string', minLength: 1, maxLength: 200 } },
        },
        response: {
          200: {
            type: 'object',
            required: ['authorisationToken', 'refreshToken'],
            properties: { authorisationToken: { type: 'string' }, refreshToken: { type: 'string' } },
          },
        },
      },
    },
    async (request, reply) => {
      const tokens = await pollTvLogin(deps, requestRealm(request), request.body.deviceCode);
      return reply
        .header('cache-control', 'no-store')
        .send({ authorisationToken: tokens.authorisationToken, refreshToken: tokens.refreshToken });
    },
  );

  app.post<{ Params: { userCode: string } }>(
    '/tv/code/:userCode/approve',
    {
      schema: {
        operationId: 'approveTvCode',
        tags: ['tv'],
        summary: 'A signed-in viewer approves the code shown on their TV',
        description:
          'The TV then gets a session of this account, watching as the approver’s profile. Errors: 401 UNAUTHENTICATED, ' +
          '403 SIGN_IN_REQUIRED (guests), 403 PIN_LOGIN_DISABLED, 404 INVALID_TV_CODE (unknown, expired or already used); wrong codes are rate-limited ' +
          '(402 CHALLENGE_REQUIRED / CHALLENGE_FAILED, 429 TOO_MANY_ATTEMPTS).',
        security: [{ bearer: [] }],
        params: {
          type: 'object',
          required: ['userCode'],
          properties: { userCode: { type: 'string', minLength: 1, maxLength: 20 } },
        },
        body: { type: 'object', additionalProperties: false, properties: {} },
        response: { 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      const viewer = await requireAccountHolder(deps, request);
      refuseWhileImpersonating(viewer, 'TV_SIGN_IN');
      // Wrong codes count against the guessing account and its address (action 'code').
      const guessKey = `user:${viewer.userId}`;
      await beforeAttempt(deps, request, 'code', guessKey);
      try {
        await approveTvLogin(deps, requestRealm(request), viewer, request.params.userCode);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'INVALID_TV_CODE') await attemptFailed(deps, request, 'code', guessKey);
        throw error;
      }
      await attemptSucceeded(deps, request, 'code', guessKey);
      return reply.status(204).send();
    },
  );
}
