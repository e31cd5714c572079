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
import type { IncomingMessage, ServerResponse } from 'node:http';

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

function send(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  res
    .writeHead(status, {
      ...corsHeaders,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      pragma: 'no-cache',
      ...extra,
    })
    .end(JSON.stringify(body));
}

/** RFC 6749 §5.2 `invalid_request`, with the platform's `code` beside it. */
const invalidRequest = (description: string) => ({ error: 'invalid_request', error_description: description, code: 'VALIDATION_FAILED', message: description });

async function readBody(req: IncomingMessage): Promise<string | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

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

export function createTokenEndpoint(options: { upstreamUrl: string; apiKey: string; appVersion: string; fetch?: typeof fetch }) {
  const doFetch = options.fetch ?? globalThis.fetch;
  return async function tokenEndpoint(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, corsHeaders).end();
      return;
    }
    if (req.method !== 'POST') {
      send(res, 405, invalidRequest('Use POST'), { allow: 'POST, OPTIONS' });
      return;
    }
    const text = await readBody(req);
    if (text === null) {
      send(res, 413, invalidRequest('The body is too large'));
      return;
    }
    const fields = parseTokenRequest(req.headers['content-type'] ?? '', text);
    if (typeof fields === 'string') {
      send(res, 400, invalidRequest(fields));
      return;
    }
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
          'accept-language': 'en',
        },
        body: JSON.stringify(fields),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      send(res, 503, { error: 'temporarily_unavailable', error_description: 'The platform is not available right now' });
      return;
    }
    const body = (await upstream.json().catch(() => ({}))) as Record<string, unknown>;
    if (upstream.ok) {
      send(res, 200, body);
    } else if (upstream.status >= 500 || upstream.status === 401) {
      // 401 would be our api key: the app can do nothing about either.
      send(res, 503, { error: 'temporarily_unavailable', error_description: 'The platform could not answer' });
    } else {
      const description = typeof body['message'] === 'string' ? body['message'] : 'The request was refused';
      send(res, 400, { error: typeof body['error'] === 'string' ? body['error'] : 'invalid_request', error_description: description, ...body });
    }
  };
}
