// Sign-up (spec §3 "Signup payload") and email confirmation.
//
// Decisions where the spec is silent:
// - With `requiresConfirmation` the account is PENDING_ACTIVATION and gets no
//   session until its email is confirmed: the answer has `lacksConfirmation:
//   true` and null tokens. A half-signed-in session would let anyone watch
//   (and hold an account) with an email they do not own. Following the emailed
//   link (POST /confirmation-token/verify) activates and signs in.
// - An email taken by an active (or suspended) account is 409 CONFLICT with the
//   key confirmedUserAlreadyExists. That tells a prober the email has an
//   account — the price of a sign-up form that can say "you already have an
//   account, sign in" instead of silently emailing. The attempt guard
//   ('signup') counts those conflicts per email and per address, so probing
//   meets a captcha after a few and a wall soon after.
// - An email taken by an account still PENDING_ACTIVATION is not a conflict:
//   the new sign-up gets its own confirmation link carrying its own password
//   (the token keeps the password hash). Someone who signed up with another
//   person's email first therefore neither blocks its owner nor keeps a
//   password on the account the owner confirms (account pre-hijacking). It is
//   also how a viewer who lost the email gets another: sign up again.
import type { FastifyRequest } from 'fastify';
import type { FieldMessage } from '../http/fieldMessages.ts';
import { invalidFields } from '../http/fieldMessages.ts';
import { missingInformationStatus, writeUserProfile, readUserProfile } from '../account/userProfile.ts';
import { consentFields, saveConsentAnswers } from '../consent/consent.ts';
import type { Queryable } from '../db/database.ts';
import type { BackendDeps } from '../deps.ts';
import { ApiError } from '../http/apiError.ts';
import { requestRealm } from '../http/requestContract.ts';
import { confirmationMail } from '../mail/accountMails.ts';
import { consumeEmailToken, createEmailToken, retireEmailTokens } from '../mail/emailTokens.ts';
import { sendMail } from '../mail/mailbox.ts';
import { webBase, webLink } from '../mail/webLinks.ts';
import type { Realm } from '../realm/realmRepository.ts';
import { beforeAttempt, attemptFailed } from '../security/attemptGuard.ts';
import { openSession, revokeSession, type SessionDevice } from '../session/sessionService.ts';
import { sessionDevice } from '../session/sessionRoutes.ts';
import { createAccount, findAccountByEmail, isUniqueViolation } from '../user/accounts.ts';
import { emailMessage, passwordMessage } from '../user/credentialRules.ts';
import { hashPassword } from '../user/password.ts';
import { partitionFromData, partitionMessage } from '../partition/partitionRules.ts';
import {
  checkConsentAnswers,
  checkProviderFields,
  signupFields,
  type ConsentSubmission,
  type MetaFieldValue,
} from './signupRules.ts';

export interface SignupBody {
  email: string;
  secret: string;
  consentAnswers?: ConsentSubmission[];
  partitionData?: Record<string, unknown> | null;
  meta_fields?: Record<string, MetaFieldValue>;
  /** Where the confirmation link continues to once it has signed the viewer in (a checkout begun before signing up). */
  continuePath?: string;
}

export interface SignupResult {
  authorisationToken: string | null;
  refreshToken: string | null;
  missingInformationStatus: 'NONE' | 'REQUIRED';
  lacksConfirmation: boolean;
}

export const EMAIL_CONFIRMATION_PATH = '/confirm-email';

function conflict(): ApiError {
  return new ApiError(409, 'CONFLICT', 'An account with this email address already exists; sign in instead', {
    messageKey: 'confirmedUserAlreadyExists',
    messages: [{ field: 'email', messageKey: 'confirmedUserAlreadyExists', message: 'An account with this email address already exists' }],
  });
}

/** The name of the account's main profile: the full name a provider field gave, else the email's local part. */
function profileNameFrom(email: string, fullName: string | undefined): string {
  const name = fullName?.trim() || email.split('@')[0]!;
  return name.slice(0, 40);
}

async function sendConfirmation(
  tx: Queryable,
  deps: BackendDeps,
  request: FastifyRequest,
  realm: Realm,
  account: { id: number; email: string },
  passwordHash: string,
  continuePath: string | undefined,
): Promise<void> {
  const now = deps.now();
  const token = await createEmailToken(tx, { userId: account.id, purpose: 'EMAIL_CONFIRMATION', now, passwordHash });
  const link = webLink(await webBase(tx, request, realm, deps.config.publicPort), EMAIL_CONFIRMATION_PATH, {
    token,
    ...(continuePath ? { continue: continuePath } : {}),
  });
  const mail = confirmationMail(realm, request.client.language, link);
  await sendMail(tx, { realmId: realm.id, to: account.email, ...mail, link, sentAt: now });
}

export async function signUp(deps: BackendDeps, request: FastifyRequest, body: SignupBody): Promise<SignupResult> {
  const realm = requestRealm(request);
  if (!realm.allowSelfRegistration) {
    throw new ApiError(403, 'SELF_REGISTRATION_DISABLED', `Realm "${realm.name}" does not offer sign-up`);
  }
  const email = body.email.trim();
  const fields = signupFields(realm);
  const provider = checkProviderFields(fields, body.meta_fields);
  const consents = checkConsentAnswers(await consentFields(deps.db, realm.id), body.consentAnswers);
  const messages: FieldMessage[] = [
    emailMessage(email),
    passwordMessage(body.secret, 'secret', email),
    ...provider.messages,
    ...consents.messages,
    // A partitioned realm places every new account in a partition (partition/partitionRules.ts).
    partitionMessage(realm.partitionSettings, partitionFromData(body.partitionData), 'partitionData.partition'),
  ].filter((message): message is FieldMessage => message !== null);
  if (messages.length > 0) throw invalidFields('INVALID_SIGNUP', messages);

  await beforeAttempt(deps, request, 'signup', email);
  const fullNameField = fields.find((field) => field.functionalPurpose === 'FULL_NAME');
  const countryField = fields.find((field) => field.functionalPurpose === 'ADDRESS_COUNTRY');
  const fullName = fullNameField ? (provider.values[fullNameField.fieldName] as string | undefined) : undefined;
  const country = countryField ? (provider.values[countryField.fieldName] as string | undefined) : undefined;
  const passwordHash = await hashPassword(body.secret);
  const device = sessionDevice(request);

  const outcome = await deps.db
    .transaction(async (tx) => {
      const now = deps.now();
      const existing = await findAccountByEmail(tx, realm.id, email);
      if (existing && existing.status !== 'PENDING_ACTIVATION') return 'conflict' as const;
      let userId: number;
      if (existing) {
        userId = existing.id;
      } else {
        userId = await createAccount(tx, {
          realmId: realm.id,
          email,
          password: body.secret,
          role: 'CUSTOMER',
          status: realm.requiresConfirmation ? 'PENDING_ACTIVATION' : 'ACTIVE',
          profileName: profileNameFrom(email, fullName),
        });
        if (!realm.requiresConfirmation) await tx.query(`update app_user set activated_at = $2 where id = $1`, [userId, now]);
      }
      await tx.query(
        `update app_user set signup_fields = $2, partition_data = $3, country = coalesce($4, country), partition = $5 where id = $1`,
        [userId, JSON.stringify(provider.values), body.partitionData ? JSON.stringify(body.partitionData) : null, country ?? null,
          partitionFromData(body.partitionData)],
      );
      if (existing) {
        await tx.query(`update profile set name = $2 where user_id = $1 and is_main`, [userId, profileNameFrom(email, fullName)]);
      }
      if (fullName) {
        const profile = await readUserProfile(tx, userId);
        await writeUserProfile(tx, userId, { ...profile, name: { ...profile.name, fullName } }, now);
      }
      await saveConsentAnswers(tx, userId, consents.answers, now);
      if (existing || realm.requiresConfirmation) {
        await sendConfirmation(tx, deps, request, realm, { id: userId, email }, passwordHash, body.continuePath);
        return { userId, tokens: null };
      }
      return { userId, tokens: await openSession(tx, deps, { userId, realm, device }) };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return 'conflict' as const; // the same email, signed up a moment earlier
      throw error;
    });

  if (outcome === 'conflict') {
    await attemptFailed(deps, request, 'signup', email);
    throw conflict();
  }
  return {
    authorisationToken: outcome.tokens?.authorisationToken ?? null,
    refreshToken: outcome.tokens?.refreshToken ?? null,
    missingInformationStatus: await missingInformationStatus(deps.db, realm.id, outcome.userId),
    lacksConfirmation: outcome.tokens === null,
  };
}

const tokenErrors = {
  UNKNOWN: () => new ApiError(404, 'INVALID_CONFIRMATION_TOKEN', 'This confirmation link is not valid', { messageKey: 'confirmationLinkInvalid' }),
  EXPIRED: () => new ApiError(410, 'CONFIRMATION_TOKEN_EXPIRED', 'This confirmation link has expired; sign up again for a new one', { messageKey: 'confirmationLinkExpired' }),
  USED: () => new ApiError(409, 'CONFIRMATION_TOKEN_USED', 'This confirmation link has already been used; sign in', { messageKey: 'confirmationLinkUsed' }),
};

/**
 * Activates the account of a confirmation token with the password of the
 * sign-up that asked for it, retires its other open links, ends any session
 * it had, and signs the viewer in on this device.
 */
export async function confirmEmail(deps: BackendDeps, request: FastifyRequest, confirmationToken: string) {
  const realm = requestRealm(request);
  const device: SessionDevice = sessionDevice(request);
  const outcome = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const consumed = await consumeEmailToken(tx, { token: confirmationToken, purpose: 'EMAIL_CONFIRMATION', realmId: realm.id, now });
    if (!consumed.ok) return consumed.reason;
    const [account] = await tx.query<{ status: string }>(`select status from app_user where id = $1 for update`, [consumed.userId]);
    // A link of an account that became active in another way (an admin, a newer link) was spent by that.
    if (!account || account.status !== 'PENDING_ACTIVATION') return 'USED' as const;
    await tx.query(
      `update app_user set status = 'ACTIVE', activated_at = $2, password_hash = coalesce($3, password_hash) where id = $1`,
      [consumed.userId, now, consumed.passwordHash],
    );
    await retireEmailTokens(tx, consumed.userId, 'EMAIL_CONFIRMATION', now);
    const sessions = await tx.query<{ id: number }>(`select id from session where user_id = $1 and revoked_at is null`, [consumed.userId]);
    for (const session of sessions) await revokeSession(tx, session.id, now);
    return { userId: consumed.userId, tokens: await openSession(tx, deps, { userId: consumed.userId, realm, device }) };
  });
  if (typeof outcome === 'string') {
    if (outcome === 'UNKNOWN' || outcome === 'EXPIRED' || outcome === 'USED') {
      await attemptFailed(deps, request, 'code', null);
    }
    throw tokenErrors[outcome]();
  }
  return {
    authorisationToken: outcome.tokens.authorisationToken,
    refreshToken: outcome.tokens.refreshToken,
    missingInformationStatus: await missingInformationStatus(deps.db, realm.id, outcome.userId),
  };
}
