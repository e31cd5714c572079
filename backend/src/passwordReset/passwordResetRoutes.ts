// Forgotten passwords: a request emails a single-use link (valid an hour) to
// the account's address; the link's page sets a new password. The request
// answers 202 whether or not the email has an account, so it cannot be used to
// find out who has one; the attempt guard ('password-reset') limits how many
// emails one address or one account can be sent.
import type { FastifyInstance } from 'fastify';
import { fieldMessagesSchema, invalidFields } from '../http/fieldMessages.ts';
import type { BackendDeps } from '../deps.ts';
import { ApiError } from '../http/apiError.ts';
import { requestRealm } from '../http/requestContract.ts';
import { passwordResetMail } from '../mail/accountMails.ts';
import { consumeEmailToken, createEmailToken, retireEmailTokens } from '../mail/emailTokens.ts';
import { sendMail } from '../mail/mailbox.ts';
import { webBase, webLink } from '../mail/webLinks.ts';
import { attemptFailed, beforeAttempt } from '../security/attemptGuard.ts';
import { emailMessage, passwordMessage } from '../user/credentialRules.ts';
import { findAccountByEmail } from '../user/accounts.ts';
import { hashPassword } from '../user/password.ts';

/** The web page the emailed link opens; it reads the token from `pwrt` (spec §2). */
export const RESET_PASSWORD_PATH = '/login/reset-password';

const invalidBody = { type: 'object', required: ['code', 'message'], properties: { code: { type: 'string' }, message: { type: 'string' }, messages: fieldMessagesSchema } } as const;

const resetTokenErrors = {
  UNKNOWN: () => new ApiError(404, 'INVALID_RESET_TOKEN', 'This password reset link is not valid', { messageKey: 'resetLinkInvalid' }),
  EXPIRED: () => new ApiError(410, 'RESET_TOKEN_EXPIRED', 'This password reset link has expired; ask for a new one', { messageKey: 'resetLinkExpired' }),
  USED: () => new ApiError(409, 'RESET_TOKEN_USED', 'This password reset link has already been used; ask for a new one', { messageKey: 'resetLinkUsed' }),
};

export async function passwordResetRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.post<{ Body: { email: string } }>(
    '/user/password/reset-request',
    {
      schema: {
        operationId: 'requestPasswordReset',
        tags: ['password'],
        summary: 'Email a password reset link',
        description:
          'Always 202 for a well-formed email, whether or not it has an account (no enumeration). The link is ' +
          '`{web base}/login/reset-password?pwrt={token}`, valid one hour, single use. Errors: 400 INVALID_EMAIL ' +
          '(messages), 402 CHALLENGE_REQUIRED / 429 TOO_MANY_ATTEMPTS.',
        body: {
          type: 'object',
          required: ['email'],
          additionalProperties: false,
          properties: { email: { type: 'string', maxLength: 320 } },
        },
        response: { 202: { type: 'null' }, 400: invalidBody },
      },
    },
    async (request, reply) => {
      const realm = requestRealm(request);
      const email = request.body.email.trim();
      const message = emailMessage(email);
      if (message) throw invalidFields('INVALID_EMAIL', [message]);
      await beforeAttempt(deps, request, 'password-reset', email);
      // Every request may send an email: counted, so no script can flood an inbox.
      await attemptFailed(deps, request, 'password-reset', email);
      await deps.db.transaction(async (tx) => {
        const account = await findAccountByEmail(tx, realm.id, email);
        // Unconfirmed accounts confirm first (sign up again for a new link); suspended ones stay so.
        if (!account || account.status !== 'ACTIVE') return;
        const now = deps.now();
        const token = await createEmailToken(tx, { userId: account.id, purpose: 'PASSWORD_RESET', now });
        const link = webLink(await webBase(tx, request, realm, deps.config.publicPort), RESET_PASSWORD_PATH, { pwrt: token });
        await sendMail(tx, { realmId: realm.id, to: account.email, ...passwordResetMail(realm, request.client.language, link), link, sentAt: now });
      });
      return reply.status(202).send();
    },
  );

  app.post<{ Body: { token: string; secret: string } }>(
    '/user/password/reset',
    {
      schema: {
        operationId: 'resetPassword',
        tags: ['password'],
        summary: 'Set a new password with an emailed reset token',
        description:
          'No authentication. Ends every session of the account (whoever knew the old password is signed out). ' +
          'Errors: 400 INVALID_PASSWORD (messages: pleaseProvideYourPassword, yourPasswordRules, passwordIsTooCommon), ' +
          '404 INVALID_RESET_TOKEN, 410 RESET_TOKEN_EXPIRED, 409 RESET_TOKEN_USED.',
        body: {
          type: 'object',
          required: ['token', 'secret'],
          additionalProperties: false,
          properties: {
            token: { type: 'string', minLength: 1, maxLength: 200 },
            secret: { type: 'string', maxLength: 256, description: 'The new password (6–24 characters)' },
          },
        },
        response: { 204: { type: 'null' }, 400: invalidBody },
      },
    },
    async (request, reply) => {
      const realm = requestRealm(request);
      const problem = passwordMessage(request.body.secret);
      if (problem) throw invalidFields('INVALID_PASSWORD', [problem]);
      const passwordHash = await hashPassword(request.body.secret);
      const outcome = await deps.db.transaction(async (tx) => {
        const now = deps.now();
        const consumed = await consumeEmailToken(tx, { token: request.body.token, purpose: 'PASSWORD_RESET', realmId: realm.id, now });
        if (!consumed.ok) return consumed.reason;
        const [account] = await tx.query<{ email: string }>(`select email from app_user where id = $1`, [consumed.userId]);
        const tooCommon = passwordMessage(request.body.secret, 'secret', account?.email);
        // Thrown, not returned: the transaction rolls back and the link still works.
        if (tooCommon) throw invalidFields('INVALID_PASSWORD', [tooCommon]);
        await tx.query(`update app_user set password_hash = $2 where id = $1`, [consumed.userId, passwordHash]);
        await retireEmailTokens(tx, consumed.userId, 'PASSWORD_RESET', now);
        await tx.query(`update session set revoked_at = $2 where user_id = $1 and revoked_at is null`, [consumed.userId, now]);
        return 'DONE' as const;
      });
      if (outcome === 'DONE') return reply.status(204).send();
      await attemptFailed(deps, request, 'code', null);
      throw resetTokenErrors[outcome]();
    },
  );
}
