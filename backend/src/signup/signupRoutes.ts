import type { FastifyInstance } from 'fastify';
import { fieldMessagesSchema } from '../http/fieldMessages.ts';
import type { BackendDeps } from '../deps.ts';
import { notFound } from '../http/apiError.ts';
import { requestRealm } from '../http/requestContract.ts';
import { activatedMail } from '../mail/accountMails.ts';
import { retireEmailTokens } from '../mail/emailTokens.ts';
import { sendMail } from '../mail/mailbox.ts';
import { webBase, webLink } from '../mail/webLinks.ts';
import { requireRealmAdmin } from '../session/requiredViewer.ts';
import { consentFields, consentFieldSchema } from '../consent/consent.ts';
import { confirmEmail, signUp, type SignupBody } from './signupService.ts';
import type { Realm } from '../realm/realmRepository.ts';
import { authenticationProvidersSchema } from '../realm/realmJson.ts';
import { signupFields } from './signupRules.ts';

const nullableToken = { type: ['string', 'null'] } as const;

const signupResponse = {
  type: 'object',
  required: ['authorisationToken', 'refreshToken', 'missingInformationStatus', 'lacksConfirmation'],
  properties: {
    authorisationToken: { ...nullableToken, description: 'Null while the account lacks confirmation' },
    refreshToken: { ...nullableToken, description: 'Null while the account lacks confirmation' },
    missingInformationStatus: { type: 'string', enum: ['NONE', 'REQUIRED'] },
    lacksConfirmation: { type: 'boolean', description: 'True: a confirmation email was sent; no session until it is followed' },
  },
} as const;

const pendingUserSchema = {
  type: 'object',
  required: ['id', 'email', 'status', 'createdAt', 'fields'],
  properties: {
    id: { type: 'string' },
    email: { type: 'string' },
    status: { type: 'string', enum: ['PENDING_ACTIVATION', 'ACTIVE'] },
    createdAt: { type: 'string', format: 'date-time' },
    fields: { type: 'object', additionalProperties: true, description: 'The provider fields (meta_fields) given at sign-up' },
  },
} as const;

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9]{1,9}$' } },
} as const;

interface PendingRow extends Record<string, unknown> {
  id: number;
  email: string;
  status: string;
  createdAt: Date;
  fields: Record<string, unknown>;
}

export async function signupRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.get(
    '/signup/form',
    {
      schema: {
        operationId: 'getSignupForm',
        tags: ['signup'],
        summary: 'What the realm’s sign-up form asks: its authentication providers’ fields and its consent prompt',
        description: 'No authentication; the same for every visitor of the realm (cacheable).',
        response: {
          200: {
            type: 'object',
            required: ['allowSelfRegistration', 'requiresConfirmation', 'providers', 'consentFields'],
            properties: {
              allowSelfRegistration: { type: 'boolean' },
              requiresConfirmation: { type: 'boolean' },
              providers: authenticationProvidersSchema,
              consentFields: { type: 'array', items: consentFieldSchema },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const realm = requestRealm(request);
      const consent = await consentFields(deps.db, realm.id);
      reply.header('cache-control', 'public, max-age=60');
      return {
        allowSelfRegistration: realm.allowSelfRegistration,
        requiresConfirmation: realm.requiresConfirmation,
        providers: realm.authenticationProviders.map((provider) => ({
          name: provider.name,
          fields: provider.fields.slice().sort((a, b) => a.order - b.order),
        })),
        consentFields: consent.map(({ fieldName, required, functionalPurpose }) => ({ fieldName, required, functionalPurpose })),
      };
    },
  );

  app.post<{ Body: SignupBody }>(
    '/user',
    {
      schema: {
        operationId: 'signUp',
        tags: ['signup'],
        summary: 'Sign up with email and password (and the realm provider’s fields)',
        description:
          'Errors: 400 INVALID_SIGNUP with `messages` [{field, messageKey, message}] (keys pleaseProvideYourEmail, ' +
          'pleaseProvideValidEmail, pleaseProvideYourPassword, yourPasswordRules, passwordIsTooCommon, consentRequired, ' +
          'and the provider fields’ isRequiredMessageLabel / invalidMessageLabel); 403 SELF_REGISTRATION_DISABLED; ' +
          '409 CONFLICT (messageKey confirmedUserAlreadyExists); 402 CHALLENGE_REQUIRED / 429 TOO_MANY_ATTEMPTS (attempt guard).',
        body: {
          type: 'object',
          required: ['email', 'secret'],
          additionalProperties: false,
          properties: {
            email: { type: 'string', maxLength: 320 },
            secret: { type: 'string', maxLength: 256, description: 'The password (6–24 characters)' },
            consentAnswers: {
              type: 'array',
              maxItems: 20,
              items: {
                type: 'object',
                required: ['promptField', 'answer'],
                additionalProperties: false,
                properties: {
                  promptField: { type: 'string', maxLength: 100 },
                  answer: { type: 'string', maxLength: 1000, description: 'JSON text; `true` agrees' },
                },
              },
            },
            partitionData: { anyOf: [{ type: 'object', additionalProperties: true, maxProperties: 20 }, { type: 'null' }] },
            continuePath: {
              type: 'string',
              maxLength: 500,
              // A path of the web app itself: never another origin (`//host`) or a backslash trick.
              pattern: '^/(?![/\\\\])[^\\\\\\s]*$',
              description: 'Where the emailed confirmation link continues once it has signed the viewer in (e.g. a checkout begun before signing up); a path of the web app',
            },
            meta_fields: {
              type: 'object',
              maxProperties: 30,
              description: 'The realm authentication provider’s fields by fieldName',
              additionalProperties: { anyOf: [{ type: 'string', maxLength: 1000 }, { type: 'boolean' }, { type: 'null' }] },
            },
          },
        },
        response: { 201: signupResponse, 400: { type: 'object', required: ['code', 'message'], properties: { code: { type: 'string' }, message: { type: 'string' }, messages: fieldMessagesSchema } } },
      },
    },
    async (request, reply) => reply.status(201).send(await signUp(deps, request, request.body)),
  );

  app.post<{ Body: { confirmationToken: string } }>(
    '/confirmation-token/verify',
    {
      schema: {
        operationId: 'verifyConfirmationToken',
        tags: ['signup'],
        summary: 'Confirm an email address with the emailed token; activates the account and signs in',
        description:
          'No authentication. Errors: 404 INVALID_CONFIRMATION_TOKEN, 410 CONFIRMATION_TOKEN_EXPIRED, ' +
          '409 CONFIRMATION_TOKEN_USED (each with a messageKey).',
        body: {
          type: 'object',
          required: ['confirmationToken'],
          additionalProperties: false,
          properties: { confirmationToken: { type: 'string', minLength: 1, maxLength: 200 } },
        },
        response: {
          200: {
            type: 'object',
            required: ['authorisationToken', 'refreshToken', 'missingInformationStatus'],
            properties: {
              authorisationToken: { type: 'string' },
              refreshToken: { type: 'string' },
              missingInformationStatus: { type: 'string', enum: ['NONE', 'REQUIRED'] },
            },
          },
        },
      },
    },
    async (request) => confirmEmail(deps, request, request.body.confirmationToken),
  );

  // Pending activation (spec §7): a realm administrator's view of accounts that
  // signed up but have not confirmed their email, to help a viewer whose email
  // never arrived. Admin-only: the id alone must not reveal an email address.
  async function pendingUser(realmId: number, id: string): Promise<PendingRow> {
    const [row] = await deps.db.query<PendingRow>(
      `select id, email, status, created_at as "createdAt", signup_fields as fields
         from app_user where id = $1 and realm_id = $2 and not is_guest and status = 'PENDING_ACTIVATION'`,
      [Number(id), realmId],
    );
    if (!row) throw notFound('Pending account');
    return row;
  }
  /** The sign-up fields in the realm form's order (the database keeps no key order), unknown ones last. */
  function inFormOrder(realm: Realm, fields: Record<string, unknown>): Record<string, unknown> {
    const order = signupFields(realm).map((field) => field.fieldName);
    const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
    return Object.fromEntries(Object.entries(fields ?? {}).sort(([a], [b]) => rank(a) - rank(b)));
  }
  const pendingJson = (realm: Realm, row: PendingRow) => ({
    ...row,
    id: String(row.id),
    createdAt: new Date(row.createdAt).toISOString(),
    fields: inFormOrder(realm, row.fields),
  });
  const adminOnly = { security: [{ bearer: [] }], params: idParams, tags: ['signup'] };

  app.get<{ Params: { id: string } }>(
    '/pendingactivationuser/:id',
    { schema: {
        operationId: 'getPendingActivationUser', ...adminOnly, summary: 'An account waiting for email confirmation (admin)', response: { 200: pendingUserSchema } } },
    async (request) => {
      await requireRealmAdmin(deps, request);
      const realm = requestRealm(request);
      return pendingJson(realm, await pendingUser(realm.id, request.params.id));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/pendingactivationuser/:id/activate',
    {
      schema: {
        operationId: 'activatePendingUser',
        ...adminOnly,
        summary: 'Activate a pending account without its email confirmation (admin)',
        description:
          'Empty body. The account keeps the password it was created with (a later sign-up’s password only ' +
          'applies through its own link); its confirmation links stop working; the holder is emailed that the account is active.',
        body: { type: 'object', additionalProperties: false, properties: {} },
        response: { 200: pendingUserSchema },
      },
    },
    async (request) => {
      await requireRealmAdmin(deps, request);
      const realm = requestRealm(request);
      const row = await pendingUser(realm.id, request.params.id);
      const now = deps.now();
      await deps.db.transaction(async (tx) => {
        await tx.query(`update app_user set status = 'ACTIVE', activated_at = $2 where id = $1`, [row.id, now]);
        await retireEmailTokens(tx, row.id, 'EMAIL_CONFIRMATION', now);
        const link = webLink(await webBase(tx, request, realm, deps.config.publicPort), '/login', { email: row.email });
        await sendMail(tx, { realmId: realm.id, to: row.email, ...activatedMail(realm, request.client.language, link), link, sentAt: now });
      });
      return pendingJson(realm, { ...row, status: 'ACTIVE' });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/pendingactivationuser/:id/entitlement',
    {
      schema: {
        operationId: 'getPendingUserEntitlement',
        ...adminOnly,
        summary: 'What a pending account will be entitled to once active (admin)',
        description: 'Licences come with a later issue: today every account starts with none.',
        response: {
          200: {
            type: 'object',
            required: ['userId', 'entitlements'],
            properties: {
              userId: { type: 'string' },
              entitlements: { type: 'array', items: { type: 'object', additionalProperties: true } },
            },
          },
        },
      },
    },
    async (request) => {
      await requireRealmAdmin(deps, request);
      const row = await pendingUser(requestRealm(request).id, request.params.id);
      return { userId: String(row.id), entitlements: [] };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/pendingactivationuser/:id',
    {
      schema: {
        operationId: 'deletePendingActivationUser',
        ...adminOnly,
        summary: 'Delete an account that never confirmed its email (admin)',
        description: 'Frees its email address for a new sign-up. Active accounts cannot be deleted here (404).',
        response: { 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      await requireRealmAdmin(deps, request);
      const row = await pendingUser(requestRealm(request).id, request.params.id);
      await deps.db.query(`delete from app_user where id = $1 and status = 'PENDING_ACTIVATION'`, [row.id]);
      return reply.status(204).send();
    },
  );
}
