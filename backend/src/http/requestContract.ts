import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BackendConfig } from '../config.ts';
import { negotiateLanguage } from '../i18n/language.ts';
import type { RealmCache } from '../realm/realmCache.ts';
import type { Realm } from '../realm/realmRepository.ts';
import { ApiError } from './apiError.ts';
import { acceptsApiKey } from './apiKeys.ts';
import { errorSchema } from './errorHandler.ts';

/** What the request contract (spec §7) tells us about every `/api/` request. */
export interface ClientContext {
  /** The realm named by the `Realm` header; null only on routes that do not need it. */
  realm: Realm | null;
  /** The realm language chosen from Accept-Language (or the realm default). */
  language: string;
  app: string;
  appVersion: string;
  deviceId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    client: ClientContext;
  }
  interface FastifyContextConfig {
    /** False on routes that find the realm themselves (the realm look-ups). */
    realmHeader?: boolean;
  }
}

// Header names as the spec writes them; Node lower-cases what arrives.
const alwaysRequired = ['x-api-key', 'x-app', 'x-app-version', 'x-device-id', 'Accept-Language'];

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() || undefined;
}

/** The contract's headers, documented on every /api/ route of the OpenAPI document (checked by the hook below). */
function contractHeadersSchema(needsRealm: boolean) {
  const text = (description: string) => ({ type: 'string', description });
  return {
    type: 'object',
    properties: {
      'x-api-key': text('The calling application’s key'),
      ...(needsRealm ? { realm: text('The realm’s name, e.g. `ringside`') } : {}),
      'x-app': text('The calling app, e.g. `web`'),
      'x-app-version': text('Its version'),
      'x-device-id': text('A stable id of the device'),
      'accept-language': text('The viewer’s language, e.g. `pt-BR`'),
      authorization: text('`Bearer {accessToken}` when authenticated (`Mixed {auth} {refresh}` on init)'),
      'x-challenge-input': text('The answer to a captcha challenge (402): base64url of `{challengeId}:{answer}`'),
      'x-client-ip': text('A gateway calling on a viewer’s behalf: the viewer’s address (brute-force limits)'),
      'x-client-user-agent': text('A gateway calling on a viewer’s behalf: the viewer’s user agent'),
    },
  };
}

export function installRequestContract(app: FastifyInstance, deps: { config: BackendConfig; realms: RealmCache }): void {
  app.decorateRequest('client', null as unknown as ClientContext);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.schema?.headers) return;
    route.schema = {
      ...route.schema,
      headers: contractHeadersSchema(route.config?.realmHeader !== false),
      response: { ...(route.schema?.response as object | undefined), '4xx': errorSchema, '5xx': errorSchema },
    };
  });

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const needsRealm = request.routeOptions.config?.realmHeader !== false;
    const required = needsRealm ? ['x-api-key', 'Realm', ...alwaysRequired.slice(1)] : alwaysRequired;
    const missing = required.filter((name) => !header(request, name));
    if (missing.length > 0) {
      throw new ApiError(400, 'MISSING_HEADERS', `Authorization headers missing. Required: ${missing.join(', ')}`, {
        missing,
      });
    }
    if (!acceptsApiKey(deps.config, header(request, 'x-api-key'))) {
      throw new ApiError(401, 'INVALID_API_KEY', 'The x-api-key header does not name a known application');
    }
    let realm: Realm | null = null;
    if (needsRealm) {
      const name = header(request, 'Realm')!;
      realm = await deps.realms.byName(name);
      if (!realm) throw new ApiError(404, 'REALM_NOT_FOUND', `No realm named "${name}"`);
    }
    const acceptLanguage = header(request, 'Accept-Language');
    request.client = {
      realm,
      language: realm ? negotiateLanguage(acceptLanguage, realm.languages, realm.defaultLanguage) : 'en',
      app: header(request, 'x-app')!,
      appVersion: header(request, 'x-app-version')!,
      deviceId: header(request, 'x-device-id')!,
    };
  });

  // The client keeps a clock offset from it (spec §7); inject() would not add one.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('date')) reply.header('date', new Date().toUTCString());
  });
}

/** The request's realm, on routes that require the Realm header. */
export function requestRealm(request: FastifyRequest): Realm {
  const realm = request.client.realm;
  if (!realm) throw new Error(`Route ${request.routeOptions.url} needs the Realm header`);
  return realm;
}
