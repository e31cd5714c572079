// Sign-up, email confirmation and password reset (schema/src/signup.graphql).
// Sessions follow checkInAsGuest: COOKIE delivery puts the tokens in the
// realm's httpOnly cookies, BODY returns them. What the viewer can fix comes
// back as userErrors with the spec's message keys (and the realm's own label
// keys for its provider fields); a realm without sign-up is a FORBIDDEN error.
import type {
  AuthenticationProvider,
  CaptchaChallenge,
  Resolvers,
  UserError,
} from '../__generated__/resolvers-types.ts';
import { fieldMessagesOf } from '../account/accountData.ts';
import type { GatewayContext } from '../context.ts';
import { isAppPath } from '../lib/arguments.ts';
import { codedError, toGraphQLError, upstream } from '../lib/errors.ts';
import { HTTPError, type RestClient } from '../lib/restClient.ts';
import type { Answer, UpstreamSignupForm, UpstreamTokens } from '../lib/upstream.ts';
import { userError } from '../lib/userErrors.ts';
import { attemptWithChallenge } from '../security/challenge.ts';
import { requireAdmin, roleOf } from '../session/access.ts';
import { endPreviousCookieSession, tokensFor } from '../session/sessionHandover.ts';
import { webBaseOf } from './webBase.ts';


const MAX_INPUT_LENGTH = 1000;
const REST_ID = /^[0-9]{1,9}$/;

function pendingUserNotFound() {
  return userError('pendingUserNotFound', 'No account with this id waits for activation.', 'internalId');
}

// The form is the same for every visitor of a realm, and both Realm fields use it: one loader, one call per request.
function signupForm(context: GatewayContext): Promise<UpstreamSignupForm> {
  return context.realm().then((realm) => context.loaders.unauthenticated.signupFormLoader.load(realm.name));
}

// Whether the upstream keeps a development mailbox (no mail server): asked once per upstream.
const mailboxes = new Map<string, Promise<boolean>>();
async function developmentMailboxUrl(api: RestClient, email: string | null): Promise<string | null> {
  const base = api.options.baseUrl;
  let known = mailboxes.get(base);
  if (!known) {
    known = api
      .withOptions({ timeoutMs: 3000 })
      .get('/dev/mailbox.json', { auth: 'none', query: { to: '-' } })
      .then(() => true)
      .catch((error: unknown) => {
        if (error instanceof HTTPError) return false; // no mailbox there
        mailboxes.delete(base); // unreachable this once: ask again next time
        return false;
      });
    mailboxes.set(base, known);
  }
  if (!(await known)) return null;
  // Same origin as the app: the gateway passes /dev/mailbox through.
  return email ? `/dev/mailbox?${new URLSearchParams({ to: email })}` : '/dev/mailbox';
}

/** The upstream's field names as the mutation's input names them. */
function inputField(field: string): string {
  if (field === 'secret') return 'password';
  if (field === 'email') return 'email';
  if (field.startsWith('consent.')) return `consents.${field.slice('consent.'.length)}`;
  if (field === 'partitionData.partition') return 'partition';
  return `fields.${field}`;
}

function fieldErrors(error: HTTPError, rename: (field: string) => string = inputField): UserError[] {
  return (fieldMessagesOf(error) ?? []).map((message) => userError(message.messageKey, message.message, rename(message.field)));
}

function tooLong(value: string | null | undefined, field: string): UserError[] {
  return value && value.length > MAX_INPUT_LENGTH ? [userError('invalidFieldValue', `${field} is too long.`, field)] : [];
}

async function currentViewer(context: GatewayContext) {
  return { session: await context.session().catch(() => null) };
}

async function linkHeaders(context: GatewayContext): Promise<Record<string, string>> {
  const base = webBaseOf(context, (await context.realm()).name);
  return base ? { 'x-client-web-base': base } : {};
}

export const signupResolvers: Resolvers = {
  Query: {
    pendingActivationUser: async (_parent, { internalId }, context) => {
      // Anyone but an admin of the realm learns nothing, not even whether the id exists.
      const session = await context.session();
      if (roleOf(session) !== 'ADMIN' || !REST_ID.test(internalId)) return null;
      const api = await context.api();
      try {
        const user = await api.get('/api/v2/pendingactivationuser/{id}', { params: { id: internalId } });
        return {
          internalId: user.id,
          email: user.email,
          createdAt: user.createdAt,
          fields: Object.entries(user.fields ?? {}).map(([fieldName, value]) => ({ fieldName, value: String(value) })),
        };
      } catch (error) {
        if (error instanceof HTTPError && (error.status === 404 || error.status === 403)) return null;
        throw toGraphQLError(error) ?? error;
      }
    },
  },
  Realm: {
    authenticationProviders: async (_realm, _args, context) => (await signupForm(context)).providers,
    signUpConsentFields: async (_realm, _args, context) => (await signupForm(context)).consentFields,
  },
  Mutation: {
    signUp: async (_parent, { input }, context) => {
      const delivery = input.tokenDelivery ?? 'COOKIE';
      const realm = await context.realm();
      if (!realm.allowSelfregistration) {
        throw codedError('FORBIDDEN', 'This realm does not offer sign-up.', { reason: 'SELF_REGISTRATION_DISABLED' });
      }
      const failed = (userErrors: UserError[], captchaChallenge: CaptchaChallenge | null = null) =>
        currentViewer(context).then((viewer) => ({
          viewer,
          tokens: null,
          lacksConfirmation: false,
          email: null,
          userErrors,
          captchaChallenge,
          developmentMailboxUrl: null,
        }));
      const inputErrors = [
        ...tooLong(input.email, 'email'),
        ...tooLong(input.password, 'password'),
        ...(input.fields ?? []).flatMap((field) => tooLong(field.value, `fields.${field.fieldName}`)),
      ];
      if (inputErrors.length > 0) return failed(inputErrors);
      const continuePath = input.continuePath ?? undefined;
      if (continuePath !== undefined && !isAppPath(continuePath)) {
        throw codedError('BAD_USER_INPUT', 'continuePath must be a path of the web app, such as /purchase?licence=1.');
      }

      const api = await context.realmApi();
      const body = {
        email: input.email.trim(),
        secret: input.password,
        meta_fields: Object.fromEntries((input.fields ?? []).map((field) => [field.fieldName, field.value])),
        consentAnswers: (input.consents ?? []).map((consent) => ({
          promptField: consent.fieldName,
          answer: JSON.stringify(consent.agreed),
        })),
        ...(continuePath !== undefined ? { continuePath } : {}),
        // The REST payload's open `partitionData` (spec §3); the partition is all the web sends.
        ...(input.partition ? { partitionData: { partition: input.partition } } : {}),
      };
      const headers = await linkHeaders(context);
      let answer: Answer<'/api/v2/user', 'POST'>;
      try {
        const attempt = await attemptWithChallenge(input.captcha, (captchaHeaders) =>
          api.request('/api/v2/user', { method: 'POST', auth: 'none', body, headers: { ...headers, ...captchaHeaders } }),
        );
        if (!attempt.ok) return failed(attempt.outcome.userErrors, attempt.outcome.captchaChallenge);
        answer = attempt.value;
      } catch (error) {
        if (error instanceof HTTPError && error.status === 400 && error.upstreamCode === 'INVALID_SIGNUP') {
          return failed(fieldErrors(error));
        }
        if (error instanceof HTTPError && error.status === 409) {
          return failed([userError('confirmedUserAlreadyExists', 'An account with this email address already exists. Please sign in.', 'email')]);
        }
        throw toGraphQLError(error) ?? error;
      }

      if (answer.lacksConfirmation || !answer.authorisationToken || !answer.refreshToken) {
        return {
          viewer: await currentViewer(context),
          tokens: null,
          lacksConfirmation: true,
          email: body.email,
          userErrors: [],
          captchaChallenge: null,
          developmentMailboxUrl: await developmentMailboxUrl(api, body.email),
        };
      }
      const tokens = { authorisationToken: answer.authorisationToken, refreshToken: answer.refreshToken };
      await endPreviousCookieSession(context);
      const session = await context.startSession(tokens, delivery);
      return {
        viewer: { session },
        tokens: delivery === 'BODY' ? tokensFor(session, tokens) : null,
        lacksConfirmation: false,
        email: null,
        userErrors: [],
        captchaChallenge: null,
        developmentMailboxUrl: null,
      };
    },

    confirmEmail: async (_parent, { input }, context) => {
      const delivery = input.tokenDelivery ?? 'COOKIE';
      const token = input.token.trim();
      const refused = async (messageKey: string, message: string) => ({
        viewer: await currentViewer(context),
        tokens: null,
        userErrors: [userError(messageKey, message, 'token')],
      });
      if (!token || token.length > 200) return refused('confirmationLinkInvalid', 'This confirmation link is not valid.');
      const api = await context.realmApi();
      let tokens: UpstreamTokens;
      try {
        tokens = await api.request('/api/v2/confirmation-token/verify', {
          method: 'POST',
          auth: 'none',
          body: { confirmationToken: token },
        });
      } catch (error) {
        if (error instanceof HTTPError) {
          if (error.upstreamCode === 'INVALID_CONFIRMATION_TOKEN') return refused('confirmationLinkInvalid', 'This confirmation link is not valid.');
          if (error.upstreamCode === 'CONFIRMATION_TOKEN_EXPIRED') {
            return refused('confirmationLinkExpired', 'This confirmation link has expired. Please sign up again for a new one.');
          }
          if (error.upstreamCode === 'CONFIRMATION_TOKEN_USED') {
            return refused('confirmationLinkUsed', 'This email address is already confirmed. Please sign in.');
          }
          if (error.status === 429) return refused('tooManyAttempts', 'Too many attempts. Please try again later.');
        }
        throw toGraphQLError(error) ?? error;
      }
      await endPreviousCookieSession(context);
      const session = await context.startSession(tokens, delivery);
      return { viewer: { session }, tokens: delivery === 'BODY' ? tokensFor(session, tokens) : null, userErrors: [] };
    },

    requestPasswordReset: async (_parent, { input }, context) => {
      const email = input.email.trim();
      const api = await context.realmApi();
      const result = (userErrors: UserError[], captchaChallenge: CaptchaChallenge | null = null, developmentMailbox: string | null = null) => ({
        requested: userErrors.length === 0,
        userErrors,
        captchaChallenge,
        developmentMailboxUrl: developmentMailbox,
      });
      if (email.length > 320) return result([userError('pleaseProvideValidEmail', 'Please provide a valid email address.', 'email')]);
      const headers = await linkHeaders(context);
      try {
        const attempt = await attemptWithChallenge(input.captcha, (captchaHeaders) =>
          api.request('/api/v2/user/password/reset-request', {
            method: 'POST',
            auth: 'none',
            body: { email },
            headers: { ...headers, ...captchaHeaders },
          }),
        );
        if (!attempt.ok) return result(attempt.outcome.userErrors, attempt.outcome.captchaChallenge);
      } catch (error) {
        if (error instanceof HTTPError && error.status === 400 && error.upstreamCode === 'INVALID_EMAIL') return result(fieldErrors(error));
        throw toGraphQLError(error) ?? error;
      }
      return result([], null, await developmentMailboxUrl(api, email));
    },

    activatePendingUser: async (_parent, { input }, context) => {
      await requireAdmin(context);
      if (!REST_ID.test(input.internalId)) return { activated: false, userErrors: [pendingUserNotFound()] };
      const api = await context.api();
      try {
        await api.request('/api/v2/pendingactivationuser/{id}/activate', { method: 'POST', params: { id: input.internalId }, body: {}, headers: await linkHeaders(context) });
      } catch (error) {
        if (error instanceof HTTPError && error.status === 404) return { activated: false, userErrors: [pendingUserNotFound()] };
        throw toGraphQLError(error) ?? error;
      }
      return { activated: true, userErrors: [] };
    },

    deletePendingUser: async (_parent, { input }, context) => {
      await requireAdmin(context);
      if (!REST_ID.test(input.internalId)) return { deleted: false, userErrors: [pendingUserNotFound()] };
      const api = await context.api();
      try {
        await api.request('/api/v2/pendingactivationuser/{id}', { method: 'DELETE', params: { id: input.internalId } });
      } catch (error) {
        if (error instanceof HTTPError && error.status === 404) return { deleted: false, userErrors: [pendingUserNotFound()] };
        throw toGraphQLError(error) ?? error;
      }
      return { deleted: true, userErrors: [] };
    },

    resetPassword: async (_parent, { input }, context) => {
      const token = input.token.trim();
      const refused = (userErrors: UserError[]) => ({ passwordChanged: false, userErrors });
      if (!token || token.length > 200) return refused([userError('resetLinkInvalid', 'This password reset link is not valid.', 'token')]);
      if (input.password.length > 256) return refused([userError('yourPasswordRules', 'The password must be 6 to 24 characters.', 'password')]);
      const api = await context.realmApi();
      try {
        await api.request('/api/v2/user/password/reset', { method: 'POST', auth: 'none', body: { token, secret: input.password } });
      } catch (error) {
        if (error instanceof HTTPError) {
          if (error.upstreamCode === 'INVALID_PASSWORD') return refused(fieldErrors(error));
          if (error.upstreamCode === 'INVALID_RESET_TOKEN') return refused([userError('resetLinkInvalid', 'This password reset link is not valid.', 'token')]);
          if (error.upstreamCode === 'RESET_TOKEN_EXPIRED') {
            return refused([userError('resetLinkExpired', 'This password reset link has expired. Please ask for a new one.', 'token')]);
          }
          if (error.upstreamCode === 'RESET_TOKEN_USED') {
            return refused([userError('resetLinkUsed', 'This password reset link has already been used. Please ask for a new one.', 'token')]);
          }
          if (error.status === 429) return refused([userError('tooManyAttempts', 'Too many attempts. Please try again later.')]);
        }
        throw toGraphQLError(error) ?? error;
      }
      return { passwordChanged: true, userErrors: [] };
    },
  },
};
