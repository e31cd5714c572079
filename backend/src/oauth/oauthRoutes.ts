// `/api/v4`: third-party apps (OAuth 2 code + PKCE). See oauthService.ts and
// the README's "Third-party apps" section.
import type { FastifyInstance } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { requestRealm } from '../http/requestContract.ts';
import { requireRealmAdmin } from '../session/requiredViewer.ts';
import { ApiError } from '../http/apiError.ts';
import { attemptFailed, attemptSucceeded, beforeAttempt } from '../security/attemptGuard.ts';
import { checkCredentials } from '../user/signIn.ts';
import {
  checkAuthorizationRequest,
  exchangeAuthorizationCode,
  issueAuthorizationCode,
  listClients,
  registerClient,
  requireClient,
  type OAuthClient,
} from './oauthService.ts';

const clientSchema = {
  type: 'object',
  required: ['clientId', 'name', 'redirectUris', 'createdAt'],
  properties: {
    clientId: { type: 'string' },
    name: { type: 'string', description: 'Shown to viewers on the authorize page' },
    redirectUris: { type: 'array', items: { type: 'string' } },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

const clientJson = (client: OAuthClient) => ({
  clientId: client.clientId,
  name: client.name,
  redirectUris: client.redirectUris,
  createdAt: client.createdAt.toISOString(),
});

// base64url of a SHA-256 is 43 characters; RFC 7636 allows 43–128 unreserved characters.
const pkceText = { type: 'string', minLength: 43, maxLength: 128, pattern: '^[A-Za-z0-9._~-]+$' } as const;
const clientIdText = { type: 'string', minLength: 3, maxLength: 64, pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$' } as const;
const uriText = { type: 'string', minLength: 1, maxLength: 2000 } as const;

interface CodeBody {
  response_type: string;
  client_id: string;
  redirect_url: string;
  state?: string;
  code_challenge: string;
  code_challenge_method: string;
  credentials: { id: string; secret: string };
}

interface TokenBody {
  grant_type: string;
  code: string;
  code_verifier: string;
  client_id: string;
  redirect_uri: string;
}

export async function oauthRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.post<{ Body: { clientId: string; name: string; redirectUris: string[] } }>(
    '/admin/oauth-clients',
    {
      schema: {
        operationId: 'createOAuthClient',
        tags: ['oauth'],
        summary: 'Register a third-party app on the realm (admin)',
        description:
          'Redirect URIs are matched exactly; https, or http to localhost only; no fragment. ' +
          'Errors: 401 UNAUTHENTICATED, 403 FORBIDDEN (not an admin of this realm), 400 INVALID_REDIRECT_URI, 409 CONFLICT (client id taken).',
        security: [{ bearer: [] }],
        body: {
          type: 'object',
          required: ['clientId', 'name', 'redirectUris'],
          additionalProperties: false,
          properties: {
            clientId: clientIdText,
            name: { type: 'string', minLength: 1, maxLength: 80, pattern: '\\S' },
            redirectUris: { type: 'array', minItems: 1, maxItems: 10, items: uriText },
          },
        },
        response: { 201: clientSchema },
      },
    },
    async (request, reply) => {
      await requireRealmAdmin(deps, request);
      const client = await registerClient(deps.db, requestRealm(request), request.body);
      return reply.status(201).send(clientJson(client));
    },
  );

  app.get(
    '/admin/oauth-clients',
    {
      schema: {
        operationId: 'listOAuthClients',
        tags: ['oauth'],
        summary: 'The third-party apps registered on the realm (admin)',
        security: [{ bearer: [] }],
        response: { 200: { type: 'object', required: ['clients'], properties: { clients: { type: 'array', items: clientSchema } } } },
      },
    },
    async (request) => {
      await requireRealmAdmin(deps, request);
      return { clients: (await listClients(deps.db, requestRealm(request).id)).map(clientJson) };
    },
  );

  app.get<{ Querystring: { client_id: string; redirect_uri: string } }>(
    '/oauth2-auth/client',
    {
      schema: {
        operationId: 'getOAuthClient',
        tags: ['oauth'],
        summary: 'The app an authorize page is asking for (no auth)',
        description:
          'Answers the app’s name only when it is registered on the realm with exactly this redirect URI, ' +
          'so the page never offers to send a viewer anywhere else. Errors: 400 INVALID_CLIENT, 400 INVALID_REDIRECT_URI.',
        querystring: {
          type: 'object',
          required: ['client_id', 'redirect_uri'],
          additionalProperties: false,
          properties: { client_id: clientIdText, redirect_uri: uriText },
        },
        response: {
          200: { type: 'object', required: ['clientId', 'name'], properties: { clientId: { type: 'string' }, name: { type: 'string' } } },
        },
      },
    },
    async (request) => {
      const client = await requireClient(deps.db, requestRealm(request), request.query.client_id, request.query.redirect_uri);
      return { clientId: client.clientId, name: client.name };
    },
  );

  app.post<{ Body: CodeBody }>(
    '/oauth2-auth/code',
    {
      schema: {
        operationId: 'authorizeOAuthClient',
        tags: ['oauth'],
        summary: 'A viewer authorises an app: check credentials, issue a code (spec §7)',
        description:
          'Answers `{redirectUrl}` = the registered redirect URI with `code` (60 s, single use) and `state`. ' +
          'Errors: 400 UNSUPPORTED_RESPONSE_TYPE, 400 INVALID_CLIENT, 400 INVALID_REDIRECT_URI, 400 INVALID_CODE_CHALLENGE_METHOD ' +
          '(only S256), 400 EMPTY_INPUTS, 401 INVALID_CREDENTIALS, 403 ACCOUNT_NOT_CONFIRMED, 403 user_self_suspended; ' +
          'the brute-force limits of POST /login (402 CHALLENGE_REQUIRED / CHALLENGE_FAILED, 429 TOO_MANY_ATTEMPTS).',
        body: {
          type: 'object',
          required: ['response_type', 'client_id', 'redirect_url', 'code_challenge', 'code_challenge_method', 'credentials'],
          additionalProperties: false,
          properties: {
            response_type: { type: 'string', maxLength: 40 },
            client_id: clientIdText,
            redirect_url: uriText,
            state: { type: 'string', maxLength: 500 },
            code_challenge: pkceText,
            code_challenge_method: { type: 'string', maxLength: 10 },
            credentials: {
              type: 'object',
              required: ['id', 'secret'],
              additionalProperties: false,
              properties: { id: { type: 'string', maxLength: 320 }, secret: { type: 'string', maxLength: 256 } },
            },
          },
        },
        response: { 200: { type: 'object', required: ['redirectUrl'], properties: { redirectUrl: { type: 'string' } } } },
      },
    },
    async (request) => {
      const realm = requestRealm(request);
      const { credentials, ...body } = request.body;
      const authorization = {
        responseType: body.response_type,
        clientId: body.client_id,
        redirectUrl: body.redirect_url,
        state: body.state ?? null,
        codeChallenge: body.code_challenge,
        codeChallengeMethod: body.code_challenge_method,
      };
      const client = await checkAuthorizationRequest(deps, realm, authorization);
      // The same password check and brute-force limits as POST /login.
      if (!credentials.id.trim() || !credentials.secret) throw new ApiError(400, 'EMPTY_INPUTS', 'Email and password cannot be empty');
      await beforeAttempt(deps, request, 'login', credentials.id);
      let account;
      try {
        account = await checkCredentials(deps.db, realm, credentials);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'INVALID_CREDENTIALS') await attemptFailed(deps, request, 'login', credentials.id);
        throw error;
      }
      await attemptSucceeded(deps, request, 'login', credentials.id);
      return issueAuthorizationCode(deps, client, account, authorization, request.client.deviceId);
    },
  );

  app.post<{ Body: TokenBody }>(
    '/oauth2-auth/token',
    {
      // The code names its realm; the app need not (and the gateway's public token endpoint cannot always) say it.
      config: { realmHeader: false },
      schema: {
        operationId: 'exchangeOAuthCode',
        tags: ['oauth'],
        summary: 'An app exchanges a code and its PKCE verifier for tokens (RFC 6749 §4.1.3)',
        description:
          'Answers `{access_token, refresh_token, token_type: "Bearer", expires_in, realm}`: a new session of the viewer, ' +
          'used with `Realm: {realm}` and refreshed with POST /api/v2/token/refresh. Errors carry both `code` and the RFC’s ' +
          '`error`: 400 UNSUPPORTED_GRANT_TYPE (unsupported_grant_type), 400 NO_OAUTH_CODE_FOUND (invalid_grant: unknown, expired, ' +
          'used — a reused code also ends the session it gave —, or another client/redirect URI), 400 PKCE_VERIFICATION_FAILED (invalid_grant).',
        body: {
          type: 'object',
          required: ['grant_type', 'code', 'code_verifier', 'client_id', 'redirect_uri'],
          additionalProperties: false,
          properties: {
            grant_type: { type: 'string', maxLength: 60 },
            code: { type: 'string', minLength: 1, maxLength: 200 },
            code_verifier: pkceText,
            client_id: clientIdText,
            redirect_uri: uriText,
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['access_token', 'refresh_token', 'token_type', 'expires_in', 'realm'],
            properties: {
              access_token: { type: 'string' },
              refresh_token: { type: 'string' },
              token_type: { type: 'string' },
              expires_in: { type: 'integer' },
              realm: { type: 'string' },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const tokens = await exchangeAuthorizationCode(deps, {
        grantType: body.grant_type,
        code: body.code,
        codeVerifier: body.code_verifier,
        clientId: body.client_id,
        redirectUri: body.redirect_uri,
      });
      // RFC 6749 §5.1: token responses are never cached.
      return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(tokens);
    },
  );
}
