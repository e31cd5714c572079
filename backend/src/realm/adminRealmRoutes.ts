// `/api/v2/admin/realms`: a platform admin creates or replaces a realm from a realm
// file (docs/realm-file.md), or only checks one. A platform admin is an admin of
// the PLATFORM_ADMIN_REALM (config.ts): realm admins manage their own realm's
// customers, not the platform's realms.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { ApiError } from '../http/apiError.ts';
import { requestRealm } from '../http/requestContract.ts';
import { requireRealmAdmin } from '../session/requiredViewer.ts';
import { announceRealmChange } from './realmChanges.ts';
import { realmFileSchema, validateRealmFile, type RealmFileError } from './realmFile.ts';
import { hostnameClashes, writeRealmFile } from './realmFileStore.ts';
import { realmJson, realmSchema } from './realmJson.ts';
import { findRealmById } from './realmRepository.ts';

const realmFileErrorsSchema = {
  type: 'array',
  description: 'Every mistake of the file, each with its JSON path (e.g. `menu.items[2].view`)',
  items: {
    type: 'object',
    required: ['path', 'message'],
    properties: { path: { type: 'string' }, message: { type: 'string' } },
  },
} as const;

const invalidFileSchema = {
  type: 'object',
  required: ['code', 'message', 'errors'],
  properties: {
    code: { type: 'string', enum: ['INVALID_REALM_FILE'] },
    message: { type: 'string' },
    errors: realmFileErrorsSchema,
  },
} as const;

// The body is documented as the realm file's JSON Schema, but checked by
// validateRealmFile rather than by Fastify: a 400 then lists every mistake with
// its path, in the same words as a file that stops the start.
const documentedOnly = () => (data: unknown) => ({ value: data });

// A realm file carries labels in every language: more than the API's usual bodies.
const realmFileBodyLimit = 1024 * 1024;

async function requirePlatformAdmin(deps: BackendDeps, request: FastifyRequest): Promise<void> {
  await requireRealmAdmin(deps, request);
  if (requestRealm(request).name !== deps.config.platformAdminRealm) {
    throw new ApiError(403, 'FORBIDDEN', 'Only platform administrators may change realms');
  }
}

function invalidFile(errors: RealmFileError[]): ApiError {
  return new ApiError(400, 'INVALID_REALM_FILE', `The realm file has ${errors.length} ${errors.length === 1 ? 'mistake' : 'mistakes'}`, { errors });
}

export async function adminRealmRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.put<{ Params: { name: string }; Body: unknown }>(
    '/admin/realms/:name',
    {
      bodyLimit: realmFileBodyLimit,
      validatorCompiler: documentedOnly,
      schema: {
        operationId: 'putRealmAsAdmin',
        tags: ['admin'],
        summary: 'Create or replace a realm from a realm file (platform admin)',
        description:
          'The body is a realm file (docs/realm-file.md) whose `name` is the path\'s. The realm is upserted by name ' +
          '(its id kept), its menu replaced, and served at once by every backend and gateway (announced on the realm changes). 201 created, 200 replaced. ' +
          '400 INVALID_REALM_FILE lists every mistake with its path; 401 UNAUTHENTICATED; ' +
          '403 FORBIDDEN (not an admin of the platform realm, PLATFORM_ADMIN_REALM).',
        security: [{ bearer: [] }],
        params: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,62}$' } },
        },
        body: realmFileSchema,
        response: { 200: realmSchema, 201: realmSchema, 400: invalidFileSchema },
      },
    },
    async (request, reply) => {
      await requirePlatformAdmin(deps, request);
      const checked = validateRealmFile(request.body);
      if (!checked.ok) throw invalidFile(checked.errors);
      const file = checked.realm;
      if (file.name !== request.params.name) {
        throw invalidFile([{ path: 'name', message: `'${file.name}' is not the realm named in the path ('${request.params.name}')` }]);
      }
      const { id, created } = await deps.db.transaction(async (tx) => {
        const clashes = await hostnameClashes(tx, file);
        if (clashes.length > 0) throw invalidFile(clashes);
        const [existing] = await tx.query<{ id: number }>('select id from realm where name = $1', [file.name]);
        return { id: await writeRealmFile(tx, file), created: !existing };
      });
      await announceRealmChange(deps, { realm: file.name, kind: 'REALM' }, request.log);
      const realm = await findRealmById(deps.db, id);
      return reply.code(created ? 201 : 200).send(realmJson(realm!));
    },
  );

  app.post<{ Body: unknown }>(
    '/admin/realms/validate',
    {
      bodyLimit: realmFileBodyLimit,
      validatorCompiler: documentedOnly,
      schema: {
        operationId: 'validateRealmFileAsAdmin',
        tags: ['admin'],
        summary: 'Check a realm file without saving it (platform admin)',
        description:
          'Answers 200 with `valid` and every mistake of the file with its path (host names another realm serves ' +
          'included); nothing is written. 401 UNAUTHENTICATED; 403 FORBIDDEN (not a platform admin).',
        security: [{ bearer: [] }],
        body: realmFileSchema,
        response: {
          200: {
            type: 'object',
            required: ['valid', 'errors'],
            properties: { valid: { type: 'boolean' }, errors: realmFileErrorsSchema },
          },
        },
      },
    },
    async (request) => {
      await requirePlatformAdmin(deps, request);
      const checked = validateRealmFile(request.body);
      const errors = checked.ok ? await hostnameClashes(deps.db, checked.realm) : checked.errors;
      return { valid: errors.length === 0, errors };
    },
  );
}
