// The account holder's own data and its mutations (schema/src/account.graphql).
// Every field and mutation first checks for an account holder on an adult
// profile (requireAdultProfile): guests and visitors are UNAUTHENTICATED,
// child profiles FORBIDDEN. What the holder can fix comes back as userErrors
// with the platform's message keys.
import type { GatewayContext } from '../context.ts';
import type { Gender, Resolvers, UserError } from '../__generated__/resolvers-types.ts';
import { toGraphQLError } from '../lib/errors.ts';
import { fromGlobalId, toGlobalId } from '../lib/globalId.ts';
import { HTTPError } from '../lib/restClient.ts';
import { userError } from '../lib/userErrors.ts';
import { attemptWithChallenge } from '../security/challenge.ts';
import { requireAdultProfile } from '../session/access.ts';
import { VIEWER } from '../loaders/accountLoaders.ts';
import type { UpstreamSession, UpstreamUserProfile } from '../lib/upstream.ts';
import { fieldMessagesOf } from './accountData.ts';
import type { AccountModel, SignedInSessionModel } from './accountModel.ts';
import { impersonationRefusal } from '../impersonation/readOnlyRefusal.ts';

export function sessionGlobalId(id: string): string {
  return toGlobalId('SignedInSession', id);
}

/** The REST id inside a `SignedInSession.id`, or null for anything else. */
export function sessionIdFrom(globalId: string): string | null {
  const parsed = fromGlobalId(globalId);
  if (parsed?.type !== 'SignedInSession') return null;
  return /^[1-9][0-9]{0,9}$/.test(parsed.internalId) ? parsed.internalId : null;
}

export async function accountOf(context: GatewayContext): Promise<AccountModel> {
  return { __typename: 'Account', session: await requireAdultProfile(context) };
}

export function toSignedInSession(session: UpstreamSession): SignedInSessionModel {
  return {
    __typename: 'SignedInSession',
    id: sessionGlobalId(session.id),
    internalId: session.id,
    device: session.device,
    app: session.app,
    signedInAt: session.createdAt,
    lastActiveAt: session.lastSeenAt,
    isCurrent: session.current,
  };
}

/**
 * `node(id:)` for the account's own types: the viewer's account and its
 * sessions; null for anyone else's, and for viewers without an account here.
 */
export async function findAccountNode(type: 'Account' | 'SignedInSession', internalId: string, context: GatewayContext) {
  let account: AccountModel;
  try {
    account = await accountOf(context);
  } catch {
    return null;
  }
  if (type === 'Account') return account.session.claims.sub === internalId ? account : null;
  const session = (await context.loaders.account.signedInSessionsLoader.load(VIEWER)).find((candidate) => candidate.id === internalId);
  return session ? toSignedInSession(session) : null;
}

/** REST field paths (`name.fullName`) as the mutation inputs name them (`fullName`). */
function inputField(path: string): string {
  return path.startsWith('name.') ? path.slice('name.'.length) : path;
}

/** The viewer-fixable errors of an upstream answer, or a rethrow of anything else as a coded error. */
function userErrorsOf(error: unknown, fallbackKey = 'anErrorOccured'): UserError[] {
  const readOnly = impersonationRefusal(error);
  if (readOnly) return [readOnly];
  const messages = fieldMessagesOf(error);
  if (messages) return messages.map((entry) => userError(entry.messageKey, entry.message, inputField(entry.field)));
  if (error instanceof HTTPError && error.status === 400 && error.upstreamCode === 'VALIDATION_FAILED') {
    return [userError(fallbackKey, 'A value is too long or malformed.')];
  }
  throw toGraphQLError(error) ?? error;
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

interface DetailsInput {
  fullName?: string | null;
  preferredName?: string | null;
  birthDate?: string | null;
  taxNumber?: string | null;
  phoneNumber?: string | null;
  gender?: Gender | null;
}

function profileBody(contactEmail: string, details: DetailsInput) {
  return {
    contactEmail: contactEmail.trim(),
    name: { fullName: text(details.fullName), preferredName: text(details.preferredName) },
    birthDate: text(details.birthDate),
    taxNumber: text(details.taxNumber),
    phoneNumber: text(details.phoneNumber),
    gender: details.gender ?? null,
  };
}

async function saveProfile(context: GatewayContext, body: ReturnType<typeof profileBody>) {
  const account = await accountOf(context);
  const api = await context.api();
  try {
    await api.request('/api/v2/user/profile', { method: 'PUT', body });
  } catch (error) {
    return { account: null, userErrors: userErrorsOf(error) };
  }
  context.loaders.account.userProfileLoader.clear(VIEWER); context.loaders.account.missingFieldsLoader.clear(VIEWER);
  return { account, userErrors: [] };
}

function currentDetails(profile: UpstreamUserProfile): DetailsInput {
  return {
    fullName: profile.name.fullName,
    preferredName: profile.name.preferredName,
    birthDate: profile.birthDate,
    taxNumber: profile.taxNumber,
    phoneNumber: profile.phoneNumber,
    gender: profile.gender as Gender | null,
  };
}

export const accountResolvers: Resolvers = {
  Viewer: {
    account: async (_viewer, _args, context) => accountOf(context),
  },
  Account: {
    id: (account) => toGlobalId('Account', String(account.session.claims.sub)),
    internalId: (account) => String(account.session.claims.sub),
    email: async (_account, _args, context) => (await context.loaders.account.userProfileLoader.load(VIEWER)).email,
    details: async (_account, _args, context) => {
      const profile = await context.loaders.account.userProfileLoader.load(VIEWER);
      return { contactEmail: profile.contactEmail, ...currentDetails(profile) };
    },
    missingInformation: async (_account, _args, context) => {
      const { missingFields: fields, countryCode } = await context.loaders.account.missingFieldsLoader.load(VIEWER);
      return {
        status: fields.length > 0 ? 'REQUIRED' : 'NONE',
        countryCode,
        fields: fields.map((field) => ({
          fieldName: field.fieldName,
          required: field.required,
          regex: field.regex,
          emptyLabelKey: field.labels.emptyLabelKey,
          errorLabelKey: field.labels.errorLabelKey,
        })),
      };
    },
    sessions: async (_account, _args, context) => (await context.loaders.account.signedInSessionsLoader.load(VIEWER)).map(toSignedInSession),
  },
  Mutation: {
    updateAccountDetails: async (_parent, { input }, context) => {
      await accountOf(context);
      return saveProfile(context, profileBody(input.contactEmail, input));
    },

    completeMissingInformation: async (_parent, { input }, context) => {
      await accountOf(context);
      const current = await context.loaders.account.userProfileLoader.load(VIEWER);
      // Only what the modal asked for changes; the rest of the profile is sent back as it was (spec §4).
      const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as DetailsInput;
      return saveProfile(context, profileBody(current.contactEmail, { ...currentDetails(current), ...given }));
    },

    changeEmail: async (_parent, { input }, context) => {
      const account = await accountOf(context);
      const api = await context.api();
      try {
        const attempt = await attemptWithChallenge(input.captcha, (headers) =>
          api.request('/api/v2/user/email', { method: 'PUT', body: { email: input.email, password: input.password }, headers }),
        );
        if (!attempt.ok) return { account: null, ...attempt.outcome };
      } catch (error) {
        return { account: null, captchaChallenge: null, userErrors: userErrorsOf(error) };
      }
      context.loaders.account.userProfileLoader.clear(VIEWER);
      return { account, captchaChallenge: null, userErrors: [] };
    },

    changePassword: async (_parent, { input }, context) => {
      const account = await accountOf(context);
      const api = await context.api();
      let signedOutSessions = 0;
      try {
        const attempt = await attemptWithChallenge(input.captcha, (headers) =>
          api.request('/api/v2/user/password', {
            method: 'PUT',
            body: { currentPassword: input.currentPassword, newPassword: input.newPassword },
            headers,
          }),
        );
        if (!attempt.ok) return { account: null, signedOutSessions: 0, ...attempt.outcome };
        signedOutSessions = attempt.value.signedOutSessions;
      } catch (error) {
        return { account: null, signedOutSessions: 0, captchaChallenge: null, userErrors: userErrorsOf(error) };
      }
      context.loaders.account.signedInSessionsLoader.clear(VIEWER);
      return { account, signedOutSessions, captchaChallenge: null, userErrors: [] };
    },

    signOutSession: async (_parent, { input }, context) => {
      const account = await accountOf(context);
      const id = sessionIdFrom(input.id);
      const notFound = { account, signedOutSessions: 0, userErrors: [userError('sessionNotFound', 'That session has already ended.', 'id')] };
      if (!id) return notFound;
      const api = await context.api();
      try {
        await api.request('/api/v2/user/sessions/{id}', { method: 'DELETE', params: { id } });
      } catch (error) {
        const readOnly = impersonationRefusal(error);
        if (readOnly) return { account, signedOutSessions: 0, userErrors: [readOnly] };
        if (error instanceof HTTPError && error.status === 404) return notFound;
        if (error instanceof HTTPError && error.upstreamCode === 'CURRENT_SESSION') {
          return {
            account,
            signedOutSessions: 0,
            userErrors: [userError('cannotSignOutCurrentSession', 'This is the session you are using: sign out instead.', 'id')],
          };
        }
        throw toGraphQLError(error) ?? error;
      }
      context.loaders.account.signedInSessionsLoader.clear(VIEWER);
      return { account, signedOutSessions: 1, userErrors: [] };
    },

    signOutOtherSessions: async (_parent, _args, context) => {
      const account = await accountOf(context);
      const api = await context.api();
      let answer;
      try {
        answer = await api.request('/api/v2/user/sessions/revoke-others', { method: 'POST', body: {} });
      } catch (error) {
        const readOnly = impersonationRefusal(error);
        if (readOnly) return { account, signedOutSessions: 0, userErrors: [readOnly] };
        throw toGraphQLError(error) ?? error;
      }
      context.loaders.account.signedInSessionsLoader.clear(VIEWER);
      return { account, signedOutSessions: answer.signedOutSessions, userErrors: [] };
    },
  },
};

