// The account holder's own data (spec §3 "User profile", §7 /user/…): profile,
// missing information, email, password and signed-in sessions. Every route
// needs an account holder's bearer token on an adult profile (accountViewer.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { ApiError, notFound } from '../http/apiError.ts';
import { requestRealm } from '../http/requestContract.ts';
import { sendMail } from '../mail/mailbox.ts';
import { attemptFailed, attemptSucceeded, beforeAttempt } from '../security/attemptGuard.ts';
import { findAccountById, isUniqueViolation, type Account } from '../user/accounts.ts';
import { hashPassword, verifyPassword } from '../user/password.ts';
import { requireAccountViewer } from './accountViewer.ts';
import { invalidFields } from '../http/fieldMessages.ts';
import { emailMessage, passwordMessage } from '../user/credentialRules.ts';
import { endOtherSessions, endOwnSession, listSessions } from './sessionList.ts';
import {
  detailsCountry,
  GENDERS,
  missingFields,
  normaliseProfile,
  profileMessages,
  readUserProfile,
  realmRequiredFields,
  writeUserProfile,
  type UserProfile,
} from './userProfile.ts';
import { refuseWhileImpersonating } from '../impersonation/impersonationGuard.ts';

const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

const profileSchema = {
  type: 'object',
  required: ['contactEmail', 'name'],
  additionalProperties: false,
  properties: {
    contactEmail: { type: 'string', maxLength: 320, description: 'Where the platform writes to the holder' },
    name: {
      type: 'object',
      required: ['fullName', 'preferredName'],
      additionalProperties: false,
      properties: { fullName: nullableText(200), preferredName: nullableText(200) },
    },
    birthDate: { ...nullableText(10), description: '`YYYY-MM-DD`' },
    taxNumber: nullableText(64),
    phoneNumber: {
      ...nullableText(40),
      description: 'E.164 (`+5511987654321`: a plus and 8 to 15 digits); spaces, dashes, dots and brackets are removed before it is checked',
    },
    gender: { type: ['string', 'null'], enum: [...GENDERS, '', null] },
  },
} as const;

// The answer always carries every field (null when the holder left it empty), unlike
// the body, where what is left out is cleared.
const profileAnswerSchema = {
  ...profileSchema,
  required: ['email', 'contactEmail', 'name', 'birthDate', 'taxNumber', 'phoneNumber', 'gender'],
  properties: { email: { type: 'string', description: 'The address the holder signs in with (read-only here)' }, ...profileSchema.properties },
} as const;

const sessionSchema = {
  type: 'object',
  required: ['id', 'app', 'device', 'createdAt', 'lastSeenAt', 'current'],
  properties: {
    id: { type: 'string' },
    app: { type: ['string', 'null'], description: 'The app that opened it (x-app)' },
    device: { type: 'string', description: 'A short human name, e.g. "Chrome on Linux"' },
    createdAt: { type: 'string', format: 'date-time' },
    lastSeenAt: { type: 'string', format: 'date-time', description: 'When it last signed in or refreshed' },
    current: { type: 'boolean', description: 'The session of the calling token' },
  },
} as const;

const missingFieldSchema = {
  type: 'object',
  required: ['fieldName', 'required', 'regex', 'labels'],
  properties: {
    fieldName: { type: 'string' },
    required: { type: 'boolean' },
    regex: { type: ['string', 'null'] },
    labels: {
      type: 'object',
      required: ['emptyLabelKey', 'errorLabelKey'],
      properties: { emptyLabelKey: { type: 'string' }, errorLabelKey: { type: 'string' } },
    },
  },
} as const;

const secured = { security: [{ bearer: [] }] };

async function currentAccount(deps: BackendDeps, request: FastifyRequest) {
  const viewer = await requireAccountViewer(deps, request);
  const account = await findAccountById(deps.db, requestRealm(request).id, viewer.userId);
  if (!account) throw new ApiError(401, 'INVALID_TOKEN', 'The account of this token no longer exists');
  return { viewer, account };
}

/** Checks the holder's current password, behind the brute-force guard (a stolen session must not guess it freely). */
async function checkCurrentPassword(deps: BackendDeps, request: FastifyRequest, account: Account, password: string, field: string) {
  if (!password) {
    throw invalidFields('INVALID_PASSWORD', [{ field, messageKey: 'pleaseProvideYourPassword', message: 'Enter your current password' }]);
  }
  await beforeAttempt(deps, request, 'login', account.email);
  if (!(await verifyPassword(password, account.passwordHash))) {
    await attemptFailed(deps, request, 'login', account.email);
    throw new ApiError(403, 'WRONG_PASSWORD', 'The current password is not correct', {
      messages: [{ field, messageKey: 'currentPasswordIsWrong', message: 'The current password is not correct' }],
    });
  }
  await attemptSucceeded(deps, request, 'login', account.email);
}

export async function accountRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.get(
    '/user/profile',
    {
      schema: {
        operationId: 'getUserProfile',
        tags: ['account'],
        summary: "The account holder's profile",
        ...secured,
        response: { 200: profileAnswerSchema },
      },
    },
    async (request) => {
      const viewer = await requireAccountViewer(deps, request);
      return readUserProfile(deps.db, viewer.userId);
    },
  );

  app.put<{ Body: UserProfile }>(
    '/user/profile',
    {
      schema: {
        operationId: 'updateUserProfile',
        tags: ['account'],
        summary: "Replace the account holder's profile",
        description:
          'Empty strings clear a field; phone numbers lose their spaces and must then be E.164 (invalidPhoneNumber). ' +
          'Errors: 400 INVALID_PROFILE with ' +
          '`messages: [{field, messageKey, message}]` (every failing field, form order; clients show the first).',
        ...secured,
        body: profileSchema,
        response: { 200: profileAnswerSchema },
      },
    },
    async (request) => {
      const viewer = await requireAccountViewer(deps, request);
      const profile = normaliseProfile(request.body);
      const required = await realmRequiredFields(deps.db, requestRealm(request).id);
      const messages = profileMessages(profile, required, deps.now());
      if (messages.length > 0) throw invalidFields('INVALID_PROFILE', messages);
      await writeUserProfile(deps.db, viewer.userId, profile, deps.now());
      return readUserProfile(deps.db, viewer.userId);
    },
  );

  app.put<{ Body: { email: string; password: string } }>(
    '/user/email',
    {
      schema: {
        operationId: 'changeEmail',
        tags: ['account'],
        summary: 'Change the email address the holder signs in with',
        description:
          'Needs the current password. Errors: 400 INVALID_EMAIL (pleaseProvideYourEmail, pleaseProvideValidEmail), ' +
          '400 INVALID_PASSWORD (empty), 403 WRONG_PASSWORD (currentPasswordIsWrong), 409 CONFLICT (emailErrorCode: ' +
          'taken in this realm), and the brute-force answers 402/429. The old address is told of the change.',
        ...secured,
        body: {
          type: 'object',
          required: ['email', 'password'],
          additionalProperties: false,
          properties: { email: { type: 'string', maxLength: 400 }, password: { type: 'string', maxLength: 256 } },
        },
        response: { 200: { type: 'object', required: ['email'], properties: { email: { type: 'string' } } } },
      },
    },
    async (request) => {
      const { viewer, account } = await currentAccount(deps, request);
      refuseWhileImpersonating(viewer, 'EMAIL');
      const email = request.body.email.trim();
      const problem = emailMessage(email, 'email');
      if (problem) throw invalidFields('INVALID_EMAIL', [problem]);
      await checkCurrentPassword(deps, request, account, request.body.password, 'password');
      if (email.toLowerCase() === account.email.toLowerCase()) return { email: account.email };
      // Decision (the spec is silent): the new address takes effect at once, proven by the current
      // password, and the old address is told, so a hijacked session cannot quietly move the account.
      // A realm that requires confirmation does not re-confirm here; a verification round trip to the
      // new address would be the next step for a service that mails receipts there.
      const realm = requestRealm(request);
      try {
        await deps.db.transaction(async (tx) => {
          await tx.query('update app_user set email = $2 where id = $1', [account.id, email]);
          await sendMail(tx, {
            realmId: realm.id,
            to: account.email,
            subject: `${realm.fullName}: your sign-in email was changed`,
            text: `The email address you sign in to ${realm.fullName} with is now ${email}. If you did not make this change, contact us at once.`,
            sentAt: deps.now(),
          });
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw new ApiError(409, 'CONFLICT', 'Another account of this realm uses that email address', {
          messages: [{ field: 'email', messageKey: 'emailErrorCode', message: 'That email address is already in use' }],
        });
      }
      return { email };
    },
  );

  app.put<{ Body: { currentPassword: string; newPassword: string } }>(
    '/user/password',
    {
      schema: {
        operationId: 'changePassword',
        tags: ['account'],
        summary: 'Change the password; every other session of the account is signed out',
        description:
          'Errors: 400 INVALID_PASSWORD (pleaseProvideYourPassword, yourPasswordRules, passwordIsTooCommon on ' +
          '`newPassword`), 403 WRONG_PASSWORD (currentPasswordIsWrong), 402/429 from the brute-force guard. ' +
          'Answers how many other sessions were ended.',
        ...secured,
        body: {
          type: 'object',
          required: ['currentPassword', 'newPassword'],
          additionalProperties: false,
          properties: { currentPassword: { type: 'string', maxLength: 256 }, newPassword: { type: 'string', maxLength: 256 } },
        },
        response: { 200: { type: 'object', required: ['signedOutSessions'], properties: { signedOutSessions: { type: 'integer' } } } },
      },
    },
    async (request) => {
      const { viewer, account } = await currentAccount(deps, request);
      refuseWhileImpersonating(viewer, 'PASSWORD');
      const problem = passwordMessage(request.body.newPassword, 'newPassword', account.email);
      if (problem) throw invalidFields('INVALID_PASSWORD', [problem]);
      await checkCurrentPassword(deps, request, account, request.body.currentPassword, 'currentPassword');
      const realm = requestRealm(request);
      const hash = await hashPassword(request.body.newPassword);
      const signedOutSessions = await deps.db.transaction(async (tx) => {
        await tx.query('update app_user set password_hash = $2 where id = $1', [account.id, hash]);
        // Whoever else held a session (perhaps the reason for the change) is out at once.
        const ended = await endOtherSessions(tx, account.id, viewer.sessionId, deps.now());
        await sendMail(tx, {
          realmId: realm.id,
          to: account.email,
          subject: `${realm.fullName}: your password was changed`,
          text: `Your ${realm.fullName} password was changed and every other device was signed out. If you did not make this change, reset your password at once.`,
          sentAt: deps.now(),
        });
        return ended;
      });
      return { signedOutSessions };
    },
  );

  app.get(
    '/user/sessions',
    {
      schema: {
        operationId: 'listSessions',
        tags: ['account'],
        summary: "The account's signed-in sessions (devices)",
        description: 'Open sessions, the current one first, then by last activity. No token material.',
        ...secured,
        response: { 200: { type: 'object', required: ['sessions'], properties: { sessions: { type: 'array', items: sessionSchema } } } },
      },
    },
    async (request) => {
      const viewer = await requireAccountViewer(deps, request);
      return { sessions: await listSessions(deps.db, viewer.userId, viewer.sessionId) };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/user/sessions/:id',
    {
      schema: {
        operationId: 'revokeSession',
        tags: ['account'],
        summary: 'Sign out one of the account’s other sessions',
        description:
          'Its tokens stop working at once. 404 NOT_FOUND for a session that is not the account’s or already ended; ' +
          '409 CURRENT_SESSION for the caller’s own (use POST /logout).',
        ...secured,
        params: { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } } },
        response: { 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      const viewer = await requireAccountViewer(deps, request);
      refuseWhileImpersonating(viewer, 'SESSIONS');
      const sessionId = Number(request.params.id);
      if (!Number.isSafeInteger(sessionId)) throw notFound('Session');
      if (sessionId === viewer.sessionId) {
        throw new ApiError(409, 'CURRENT_SESSION', 'This is the session you are using; sign out with POST /logout');
      }
      await endOwnSession(deps.db, viewer.userId, sessionId, deps.now());
      return reply.status(204).send();
    },
  );

  app.post(
    '/user/sessions/revoke-others',
    {
      schema: {
        operationId: 'revokeOtherSessions',
        tags: ['account'],
        summary: 'Sign out everywhere else',
        description: 'Ends every session of the account but the caller’s; answers how many ended.',
        ...secured,
        body: { type: 'object', additionalProperties: false, properties: {} },
        response: { 200: { type: 'object', required: ['signedOutSessions'], properties: { signedOutSessions: { type: 'integer' } } } },
      },
    },
    async (request) => {
      const viewer = await requireAccountViewer(deps, request);
      refuseWhileImpersonating(viewer, 'SESSIONS');
      return { signedOutSessions: await endOtherSessions(deps.db, viewer.userId, viewer.sessionId, deps.now()) };
    },
  );
}

/** `GET /api/v1/user/missing-information` (spec §7: v1; the error carries `details.missingFields`). */
export async function missingInformationRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.get(
    '/user/missing-information',
    {
      schema: {
        operationId: 'getMissingInformation',
        tags: ['account'],
        summary: 'Whether the account lacks a profile field its realm requires',
        description:
          '200 `{missingInformationStatus: "NONE"}` when nothing is missing; otherwise 409 MISSING_INFORMATION ' +
          'with `details.missingFields: [{fieldName, required, regex, labels: {emptyLabelKey, errorLabelKey}}]`, ' +
          'in the realm’s order — the clients open the missing-details modal with these fields — and ' +
          '`details.countryCode`, the country to format the phone and tax number for (the default billing ' +
          'address’s, else the account’s; null when unknown).',
        ...secured,
        response: {
          200: { type: 'object', required: ['missingInformationStatus'], properties: { missingInformationStatus: { type: 'string', enum: ['NONE'] } } },
          // MISSING_INFORMATION is this route's only 409, so every part of it is always there.
          409: {
            type: 'object',
            required: ['code', 'message', 'details'],
            properties: {
              code: { type: 'string', enum: ['MISSING_INFORMATION'] },
              message: { type: 'string' },
              details: {
                type: 'object',
                required: ['missingFields', 'countryCode'],
                properties: {
                  missingFields: { type: 'array', items: missingFieldSchema },
                  countryCode: { type: ['string', 'null'], description: 'ISO 3166-1 alpha-2; null when unknown' },
                },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const viewer = await requireAccountViewer(deps, request);
      const required = await realmRequiredFields(deps.db, requestRealm(request).id);
      const missing = missingFields(await readUserProfile(deps.db, viewer.userId), required);
      if (missing.length === 0) return { missingInformationStatus: 'NONE' };
      throw new ApiError(409, 'MISSING_INFORMATION', 'The account lacks information the realm requires', {
        details: {
          missingFields: missing.map((field) => ({
            fieldName: field.fieldName,
            required: true,
            regex: field.regex,
            labels: { emptyLabelKey: field.emptyLabelKey, errorLabelKey: field.errorLabelKey },
          })),
          countryCode: await detailsCountry(deps.db, viewer.userId),
        },
      });
    },
  );
}

