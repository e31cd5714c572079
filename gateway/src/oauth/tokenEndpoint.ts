// The OAuth 2 token endpoint third-party apps call: `POST /oauth/token` on the
// realm's public origin (also `/realm/{name}/oauth/token`). It is plain HTTP,
// not GraphQL, because that is what every OAuth library speaks (RFC 6749
// §4.1.3: a form body; JSON is accepted too).
//
// - The code names its realm (it was issued on one), so the app sends no realm
//   and the platform's answer says which realm the tokens are for.
// - CORS: any origin may call it, without credentials (`Access-Control-Allow-
//   Origin: *`, no cookies read or set). A public client's page on its own
//   origin exchanges the code itself; what protects the exchange is the PKCE
//   verifier only that page holds, not the caller's origin. Confidential
//   clients (client secrets, HTTP Basic) are not supported: every app is public.
// - Forwarded to the platform's `POST /api/v4/oauth2-auth/token` with the
//   gateway's api key, which never leaves the gateway.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The five fields fit easily; anything larger is not a token request. */
const MAX_BODY_BYTES = 8 * 1024;
const FIELDS = ['grant_type', 'code', 'code_verifier', 'client_id', 'redirect_uri'] as const;

export function isTokenEndpointPath(pathname: string): boolean {
  return pathname === '/oauth/token' || /^\/realm\/[a-z0-9][a-z0-9-]{0,62}\/oauth\/token$/.test(pathname);
}

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
};

function send(reply: FastifyReply, status: number, body: unknown, extra: Record<string, string> = {}): FastifyReply {
  return reply
    .code(status)
    .headers({ ...corsHeaders, 'cache-control': 'no-store', pragma: 'no-cache', ...extra })
    .type('application/json; charset=utf-8')
    .send(body);
}

/** RFC 6749 §5.2 `invalid_request`, with the platform's `code` beside it. */
const invalidRequest = (description: string) => ({ error: 'invalid_request', error_description: description, code: 'VALIDATION_FAILED', message: description });

/** The five fields from a form or JSON body; a string naming the problem otherwise. */
export function parseTokenRequest(contentType: string, text: string): Record<(typeof FIELDS)[number], string> | string {
  let read: (name: string) => unknown;
  if (/^application\/x-www-form-urlencoded\b/i.test(contentType)) {
    const form = new URLSearchParams(text);
    read = (name) => (form.getAll(name).length > 1 ? undefined : form.get(name));
  } else if (/^application\/json\b/i.test(contentType)) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return 'The body is not valid JSON';
    }
    if (typeof json !== 'object' || json === null) return 'The body must be an object';
    read = (name) => (json as Record<string, unknown>)[name];
  } else {
    return 'Send the request as application/x-www-form-urlencoded (or application/json)';
  }
  const fields = {} as Record<(typeof FIELDS)[number], string>;
  for (const name of FIELDS) {
    const value = read(name);
    if (typeof value !== 'string' || value === '') return `${name} is required (once)`;
    fields[name] = value;
  }
  return fields;
}

export interface TokenEndpointOptions {
  upstreamUrl: string;
  apiKey: string;
  appVersion: string;
  fetch?: typeof fetch;
}

export async function tokenEndpointRoutes(app: FastifyInstance, options: TokenEndpointOptions) {
  const doFetch = options.fetch ?? globalThis.fetch;
  // The body is read as text whatever its type, so parseTokenRequest decides
  // what is acceptable and says so in OAuth's own words.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    if (error.statusCode === 413) return send(reply, 413, invalidRequest('The body is too large'));
    request.log.error({ err: error }, 'token endpoint failed');
    return send(reply, 500, { error: 'server_error', error_description: 'The token endpoint failed' });
  });

  async function tokenEndpoint(request: FastifyRequest, reply: FastifyReply) {
    if (request.method === 'OPTIONS') return reply.code(204).headers(corsHeaders).send();
    if (request.method !== 'POST') return send(reply, 405, invalidRequest('Use POST'), { allow: 'POST, OPTIONS' });
    const text = typeof request.body === 'string' ? request.body : '';
    const fields = parseTokenRequest(request.headers['content-type'] ?? '', text);
    if (typeof fields === 'string') return send(reply, 400, invalidRequest(fields));
    let upstream: Response;
    try {
      upstream = await doFetch(new URL('/api/v4/oauth2-auth/token', options.upstreamUrl), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-api-key': options.apiKey,
          'x-app': 'oauth-token-endpoint',
          'x-app-version': options.appVersion,
          'x-device-id': 'oauth-token-endpoint',
          'x-request-id': request.id,
          'accept-language': 'en',
        },
        body: JSON.stringify(fields),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      return send(reply, 503, { error: 'temporarily_unavailable', error_description: 'The platform is not available right now' });
    }
    const body = (await upstream.json().catch(() => ({}))) as Record<string, unknown>;
    if (upstream.ok) return send(reply, 200, body);
    if (upstream.status >= 500 || upstream.status === 401) {
      // 401 would be our api key: the app can do nothing about either.
      return send(reply, 503, { error: 'temporarily_unavailable', error_description: 'The platform could not answer' });
    }
    const description = typeof body['message'] === 'string' ? body['message'] : 'The request was refused';
    return send(reply, 400, { error: typeof body['error'] === 'string' ? body['error'] : 'invalid_request', error_description: description, ...body });
  }

  const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
  app.route({ method: [...methods], url: '/oauth/token', bodyLimit: MAX_BODY_BYTES, handler: tokenEndpoint });
  app.route({
    method: [...methods],
    url: '/realm/:realm/oauth/token',
    bodyLimit: MAX_BODY_BYTES,
    handler(request, reply) {
      // Realm names as the platform spells them; anything else is no route of ours.
      if (!isTokenEndpointPath(request.url.split('?')[0]!)) return reply.callNotFound();
      return tokenEndpoint(request, reply);
    },
  });
}
