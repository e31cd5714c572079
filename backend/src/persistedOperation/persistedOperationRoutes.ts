// `/api/v2/persisted-operations`: the gateways' shared registry of the GraphQL
// operations clients may run by id (persistedOperationRepository.ts). Only a
// gateway (the api key, asked of every /api/ call) registers or looks up;
// viewers never reach these routes.
import type { FastifyInstance } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { ApiError } from '../http/apiError.ts';
import { findPersistedOperation, misregisteredIds, PERSISTED_OPERATION_RETENTION_DAYS, registerPersistedOperations } from './persistedOperationRepository.ts';

// Not a realm's: every realm's clients send the same operations.
const anyRealm = { realmHeader: false };
const operationIdPattern = '^[0-9a-f]{64}$';
/** The web's set is about 300 KB today: room to grow, well short of a flood. */
const registrationBodyLimit = 8 * 1024 * 1024;
const MAX_OPERATIONS_PER_REGISTRATION = 5000;

export async function persistedOperationRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.put<{ Body: { platform: string; operations: Record<string, string> } }>(
    '/persisted-operations',
    {
      config: anyRealm,
      bodyLimit: registrationBodyLimit,
      schema: {
        operationId: 'registerPersistedOperations',
        tags: ['persisted operations'],
        summary: 'A gateway registers the operations it was built with (at start, and daily)',
        description:
          'Each id must be the SHA-256 (lowercase hex) of its text, else 400 OPERATION_ID_MISMATCH and nothing is registered. ' +
          `A known id has its registration renewed; an id not registered for ${PERSISTED_OPERATION_RETENTION_DAYS} days is no longer found.`,
        body: {
          type: 'object',
          required: ['platform', 'operations'],
          additionalProperties: false,
          properties: {
            platform: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,31}$', description: 'The set: web, tv, ios, android…' },
            operations: {
              type: 'object',
              description: 'id → operation text',
              maxProperties: MAX_OPERATIONS_PER_REGISTRATION,
              propertyNames: { pattern: operationIdPattern },
              additionalProperties: { type: 'string', minLength: 1, maxLength: 100_000 },
            },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['registered', 'added'],
            properties: {
              registered: { type: 'integer', description: 'Operations in this registration' },
              added: { type: 'integer', description: 'Of those, the ones no gateway had registered before' },
            },
          },
        },
      },
    },
    async (request) => {
      const { platform, operations } = request.body;
      const mismatched = misregisteredIds(operations);
      if (mismatched.length > 0) {
        throw new ApiError(400, 'OPERATION_ID_MISMATCH', `${mismatched.length} id(s) are not the SHA-256 of their text`, { ids: mismatched.slice(0, 20) });
      }
      const added = await registerPersistedOperations(deps.db, platform, operations);
      return { registered: Object.keys(operations).length, added };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/persisted-operations/:id',
    {
      config: anyRealm,
      schema: {
        operationId: 'getPersistedOperation',
        tags: ['persisted operations'],
        summary: 'The operation of an id some gateway registered (404 PERSISTED_OPERATION_NOT_FOUND otherwise)',
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: operationIdPattern } } },
        response: {
          200: {
            type: 'object',
            required: ['id', 'platform', 'text'],
            properties: { id: { type: 'string' }, platform: { type: 'string' }, text: { type: 'string' } },
          },
        },
      },
    },
    async (request, reply) => {
      const operation = await findPersistedOperation(deps.db, request.params.id);
      if (!operation) throw new ApiError(404, 'PERSISTED_OPERATION_NOT_FOUND', 'No gateway has registered an operation with this id');
      // An id names one text forever: a cache may keep the answer.
      return reply.header('cache-control', 'private, max-age=86400, immutable').send(operation);
    },
  );
}
