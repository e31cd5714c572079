import type { FastifyInstance } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { ApiError } from '../http/apiError.ts';
import { realmJson, realmSchema } from './realmJson.ts';
import { findRealmByHostname } from './realmRepository.ts';

// These find the realm themselves, so the Realm header is not required.
const lookup = { realmHeader: false };

export async function realmRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.get<{ Params: { name: string } }>(
    '/realm/:name',
    {
      config: lookup,
      schema: {
        operationId: 'getRealmByName',
        tags: ['realm'],
        summary: 'A realm by its name',
        params: { type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 1, maxLength: 63 } } },
        response: { 200: realmSchema },
      },
    },
    async (request) => {
      const realm = await deps.realms.byName(request.params.name);
      if (!realm) throw new ApiError(404, 'REALM_NOT_FOUND', `No realm named "${request.params.name}"`);
      return realmJson(realm);
    },
  );

  app.get<{ Params: { hostname: string } }>(
    '/realm/hostname/:hostname',
    {
      config: lookup,
      schema: {
        operationId: 'getRealmByHostname',
        tags: ['realm'],
        summary: 'The realm serving a host name (without port)',
        params: {
          type: 'object',
          required: ['hostname'],
          properties: { hostname: { type: 'string', minLength: 1, maxLength: 253 } },
        },
        response: { 200: realmSchema },
      },
    },
    async (request) => {
      const realm = await findRealmByHostname(deps.db, request.params.hostname);
      if (!realm) throw new ApiError(404, 'REALM_NOT_FOUND', `No realm serves "${request.params.hostname}"`);
      return realmJson(realm);
    },
  );
}
