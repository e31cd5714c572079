// The account's content partition (partitionRules.ts): read by any profile of the
// account, changed by the holder on an adult profile like the rest of the account
// (accountViewer.ts).
// The access token's `par` claim is the partition as of sign-in; clients that need
// the current one read it here.
import type { FastifyInstance } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { ApiError } from '../http/apiError.ts';
import { invalidFields } from '../http/fieldMessages.ts';
import { requestRealm } from '../http/requestContract.ts';
import { requireAccountViewer } from '../account/accountViewer.ts';
import { optionalViewer } from '../session/viewer.ts';
import { partitionMessage } from './partitionRules.ts';

const partitionAnswerSchema = {
  type: 'object',
  required: ['partition'],
  properties: {
    partition: { type: ['string', 'null'], description: "The id of one of the realm's partitionSettings.partitions, or null (none chosen)" },
  },
} as const;

const secured = { security: [{ bearer: [] }] };

async function readPartition(deps: BackendDeps, userId: number): Promise<string | null> {
  const [row] = await deps.db.query<{ partition: string | null }>('select partition from app_user where id = $1', [userId]);
  return row?.partition ?? null;
}

export async function partitionRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.get(
    '/user/partition',
    {
      schema: {
        operationId: 'getUserPartition',
        tags: ['account'],
        summary: "The account's content partition",
        ...secured,
        response: { 200: partitionAnswerSchema },
      },
    },
    async (request) => {
      // Read by any profile of the account, a child's too: the partition decides what the
      // whole account is shown (the menu). Changing it stays with the holder (below).
      const viewer = await optionalViewer(deps, request);
      if (!viewer) throw new ApiError(401, 'UNAUTHENTICATED', 'Sign in to your account to do this');
      if (viewer.isGuest) throw new ApiError(403, 'ACCOUNT_REQUIRED', 'Guests have no account; sign in or sign up');
      return { partition: await readPartition(deps, viewer.userId) };
    },
  );

  app.put<{ Body: { partition: string } }>(
    '/user/partition',
    {
      schema: {
        operationId: 'updateUserPartition',
        tags: ['account'],
        summary: "Move the account to another of the realm's content partitions",
        description:
          'Errors: 409 PARTITIONS_DISABLED when the realm is not partitioned; ' +
          "400 INVALID_PARTITION with `messages: [{field: 'partition', messageKey: 'unknownPartition'}]` " +
          "for an id that is not one of the realm's partitionSettings.partitions.",
        ...secured,
        body: {
          type: 'object',
          required: ['partition'],
          additionalProperties: false,
          properties: { partition: { type: 'string', minLength: 1, maxLength: 63 } },
        },
        response: { 200: partitionAnswerSchema },
      },
    },
    async (request) => {
      const viewer = await requireAccountViewer(deps, request);
      const realm = requestRealm(request);
      if (realm.partitionSettings.status !== 'ENABLED') {
        throw new ApiError(409, 'PARTITIONS_DISABLED', `Realm "${realm.name}" has no content partitions`);
      }
      const message = partitionMessage(realm.partitionSettings, request.body.partition.trim(), 'partition');
      if (message) throw invalidFields('INVALID_PARTITION', [message]);
      await deps.db.query('update app_user set partition = $2 where id = $1', [viewer.userId, request.body.partition.trim()]);
      return { partition: await readPartition(deps, viewer.userId) };
    },
  );
}
