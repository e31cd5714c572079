// Parental control REST (v1, spec §7): read, set up or change, verify or reset
// the PIN, and ask for a reset code by email. Decisions in parentalControl.ts.
import type { FastifyInstance } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { ApiError } from '../http/apiError.ts';
import { errorSchema } from '../http/errorHandler.ts';
import { requestRealm } from '../http/requestContract.ts';
import {
  createPinResetCode,
  PIN_PATTERN,
  readParentalControl,
  resetPinWithCode,
  storeParentalControl,
  type ParentalStatus,
} from './parentalControl.ts';
import { checkPin } from './pinAttempts.ts';
import { webBase } from '../mail/webLinks.ts';
import { sendPinResetMail } from './pinResetMail.ts';
import { requireAccountViewer, requireAdultViewer } from './profileAccess.ts';
import { refuseWhileImpersonating } from '../impersonation/impersonationGuard.ts';

const pinSchema = { type: 'string', pattern: PIN_PATTERN, description: 'Four digits' } as const;
const stateSchema = {
  type: 'object',
  required: ['status', 'pinSet'],
  properties: {
    status: { type: 'string', enum: ['RESTRICTED', 'NON_RESTRICTED'] },
    pinSet: { type: 'boolean' },
  },
} as const;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema };

export async function parentalControlRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.get(
    '/parental-control',
    {
      schema: {
        operationId: 'getParentalControl',
        tags: ['parental control'],
        summary: 'The account\'s parental control',
        description: 'Any profile of the account may read it (the picker needs to know whether to ask for the PIN).',
        security: [{ bearer: [] }],
        response: { 200: stateSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireAccountViewer(deps, request);
      return readParentalControl(deps.db, viewer.userId);
    },
  );

  app.post<{ Body: { pin: string; status: ParentalStatus; newPin?: string } }>(
    '/parental-control',
    {
      schema: {
        operationId: 'updateParentalControl',
        tags: ['parental control'],
        summary: 'Set up or change parental control',
        description:
          'Adult profiles only (403 CHILD_PROFILE). The first time, `pin` becomes the PIN; afterwards `pin` must be the ' +
          'current PIN (403 WRONG_PIN) and `newPin`, when given, replaces it.',
        security: [{ bearer: [] }],
        body: {
          type: 'object',
          required: ['pin', 'status'],
          additionalProperties: false,
          properties: { pin: pinSchema, status: { type: 'string', enum: ['RESTRICTED', 'NON_RESTRICTED'] }, newPin: pinSchema },
        },
        response: { 200: stateSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireAdultViewer(deps, request);
      refuseWhileImpersonating(viewer.claims, 'PARENTAL_CONTROL');
      const { pin, status, newPin } = request.body;
      const { pinSet } = await readParentalControl(deps.db, viewer.userId);
      if (pinSet) await checkPin(deps, request, viewer.userId, pin);
      return deps.db.transaction((tx) =>
        storeParentalControl(tx, viewer.userId, { status, pin: pinSet ? newPin : (newPin ?? pin) }, deps.now()),
      );
    },
  );

  app.post<{ Body: { pin: string; resetCode?: string } }>(
    '/parental-control/pin',
    {
      schema: {
        operationId: 'verifyParentalPin',
        tags: ['parental control'],
        summary: 'Verify the PIN, or reset it with an emailed code',
        description:
          'Without `resetCode`: 204 when `pin` is the PIN, 403 WRONG_PIN otherwise, 409 PIN_NOT_SET. With `resetCode` ' +
          '(from the email of POST /parental-control/pin/reset): `pin` becomes the new PIN, 400 INVALID_RESET_CODE ' +
          'when the code is unknown, used, expired or another account\'s. Any profile of the account may call it: ' +
          'the code proves access to the account holder\'s mailbox.',
        security: [{ bearer: [] }],
        body: {
          type: 'object',
          required: ['pin'],
          additionalProperties: false,
          properties: { pin: pinSchema, resetCode: { type: 'string', minLength: 1, maxLength: 100 } },
        },
        response: { 204: { type: 'null' }, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireAccountViewer(deps, request);
      const { pin, resetCode } = request.body;
      if (resetCode) {
        refuseWhileImpersonating(viewer.claims, 'PARENTAL_CONTROL');
        await deps.db.transaction((tx) => resetPinWithCode(tx, viewer.userId, resetCode, pin, deps.now()));
      } else {
        await checkPin(deps, request, viewer.userId, pin);
      }
      return reply.status(204).send();
    },
  );

  app.post(
    '/parental-control/pin/reset',
    {
      schema: {
        operationId: 'resetParentalPin',
        tags: ['parental control'],
        summary: 'Email the account holder a PIN reset code',
        description:
          'Sends an email with a link to the web app\'s PIN reset page (`/pin-reset?code=…`), valid 30 minutes; a new ' +
          'request voids earlier codes. Any profile may ask (the forgot-PIN link sits in the child\'s PIN prompt); ' +
          'the code only reaches the account holder. The link\'s base is the `x-client-web-base` header when that is ' +
          'one of the realm\'s domains (see "Where emailed links point"). 409 PIN_NOT_SET when there is no PIN to reset.',
        security: [{ bearer: [] }],
        body: { type: 'object', additionalProperties: false, properties: {} },
        response: { 202: { type: 'null' }, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireAccountViewer(deps, request);
      refuseWhileImpersonating(viewer.claims, 'PARENTAL_CONTROL');
      const realm = requestRealm(request);
      const linkBase = await webBase(deps.db, request, realm, deps.config.publicPort);
      await deps.db.transaction(async (tx) => {
        const control = await readParentalControl(tx, viewer.userId);
        if (!control.pinSet) throw new ApiError(409, 'PIN_NOT_SET', 'Parental control has no PIN to reset');
        const { code } = await createPinResetCode(tx, viewer.userId, deps.now());
        await sendPinResetMail(tx, {
          realm,
          userId: viewer.userId,
          code,
          language: request.client.language,
          linkBase,
          now: deps.now(),
        });
      });
      return reply.status(202).send();
    },
  );
}
