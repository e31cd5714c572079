// `/api/v2`: admin impersonation (impersonationService.ts).
import type { FastifyInstance } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { ApiError } from '../http/apiError.ts';
import { requestRealm } from '../http/requestContract.ts';
import { requireRealmAdmin } from '../session/requiredViewer.ts';
import { sessionDevice } from '../session/sessionRoutes.ts';
import { bearerToken, viewerFromToken } from '../session/viewer.ts';
import {
  createImpersonationToken,
  impersonationState,
  searchCustomers,
  signInWithImpersonationToken,
} from './impersonationService.ts';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
} as const;

export async function impersonationRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.get<{ Querystring: { email: string } }>(
    '/admin/users',
    {
      schema: {
        operationId: 'listUsersAsAdmin',
        tags: ['admin'],
        summary: 'Find customers of the realm by email (admin)',
        description: 'Customers whose email contains `email` (case-insensitive), at most 20. 401 UNAUTHENTICATED, 403 FORBIDDEN.',
        security: [{ bearer: [] }],
        querystring: {
          type: 'object',
          required: ['email'],
          additionalProperties: false,
          properties: { email: { type: 'string', minLength: 2, maxLength: 320 } },
        },
        response: {
          200: {
            type: 'object',
            required: ['users'],
            properties: {
              users: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['id', 'exid', 'email', 'status', 'createdAt'],
                  properties: {
                    id: { type: 'string' },
                    exid: { type: 'string', description: 'The stable public id support staff quote' },
                    email: { type: 'string' },
                    status: { type: 'string' },
                    createdAt: { type: 'string', format: 'date-time' },
                  },
                },
              },
            },
          },
        },
      },
    },
    async (request) => {
      await requireRealmAdmin(deps, request);
      const users = await searchCustomers(deps.db, requestRealm(request), request.query.email);
      return { users: users.map((user) => ({ ...user, id: String(user.id), createdAt: user.createdAt.toISOString() })) };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/admin/user/:id/impersonation-token',
    {
      schema: {
        operationId: 'createImpersonationToken',
        tags: ['admin'],
        summary: 'A single-use token to open a session as a customer (admin)',
        description:
          'Answers `{token, exp}`; the token is good once, for 2 minutes, at GET /admin/user/impersonate. ' +
          '401 UNAUTHENTICATED, 403 FORBIDDEN (not an admin of this realm, or already impersonating), 404 NOT_FOUND (no such customer here).',
        security: [{ bearer: [] }],
        params: idParams,
        body: { type: 'object', additionalProperties: false, properties: {} },
        response: {
          200: {
            type: 'object',
            required: ['token', 'exp'],
            properties: { token: { type: 'string' }, exp: { type: 'string', format: 'date-time' } },
          },
        },
      },
    },
    async (request, reply) => {
      const admin = await requireRealmAdmin(deps, request);
      const { token, exp } = await createImpersonationToken(deps, requestRealm(request), admin, Number(request.params.id));
      return reply.header('cache-control', 'no-store').send({ token, exp: exp.toISOString() });
    },
  );

  app.get<{ Querystring: { token: string } }>(
    '/admin/user/impersonate',
    {
      schema: {
        operationId: 'openImpersonatedSession',
        tags: ['admin'],
        summary: 'Open a session as the customer with an impersonation token (spec §7; no auth)',
        description:
          'Answers `{authorisationToken, refreshToken, exp}`; the tokens carry `imp: {adm}`. ' +
          '401 INVALID_IMPERSONATION_TOKEN when the token is unknown, expired, used or of another realm.',
        querystring: {
          type: 'object',
          required: ['token'],
          additionalProperties: false,
          properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
        },
        response: {
          200: {
            type: 'object',
            required: ['authorisationToken', 'refreshToken', 'exp'],
            properties: {
              authorisationToken: { type: 'string' },
              refreshToken: { type: 'string' },
              exp: { type: 'string', format: 'date-time', description: 'When the access token expires' },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const tokens = await signInWithImpersonationToken(deps, requestRealm(request), request.query.token, sessionDevice(request));
      return reply.header('cache-control', 'no-store').send({
        authorisationToken: tokens.authorisationToken,
        refreshToken: tokens.refreshToken,
        exp: tokens.expiresAt.toISOString(),
      });
    },
  );

  app.get(
    '/user/impersonation-state',
    {
      schema: {
        operationId: 'getImpersonationState',
        tags: ['admin'],
        summary: 'Whether the bearer’s session is an impersonation, and what the overlay shows',
        description:
          '`{impersonating: false, …nulls}` for an ordinary session; otherwise the customer’s `exid`, `device` (their most ' +
          'recently active device), `location` (their country, or "Unknown") and the `admin`. 401 UNAUTHENTICATED without a bearer.',
        security: [{ bearer: [] }],
        response: {
          200: {
            type: 'object',
            required: ['impersonating', 'exid', 'device', 'location', 'admin'],
            properties: {
              impersonating: { type: 'boolean' },
              exid: { type: ['string', 'null'] },
              device: { type: ['string', 'null'] },
              location: { type: ['string', 'null'] },
              admin: {
                anyOf: [
                  { type: 'null' },
                  { type: 'object', required: ['id', 'email'], properties: { id: { type: 'string' }, email: { type: 'string' } } },
                ],
              },
            },
          },
        },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (!token) throw new ApiError(401, 'UNAUTHENTICATED', 'This needs the session’s bearer token');
      return impersonationState(deps.db, await viewerFromToken(deps, request, token));
    },
  );
}
