// Profiles, switching and parental control. Errors the viewer can fix come
// back as `userErrors` with the message keys the web client words; a guest or
// a child profile reaching for what it may not is a request-level error
// (UNAUTHENTICATED, FORBIDDEN with reason CHILD_PROFILE), like all account data.
import type { Resolvers, UserError } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { codedError, upstream } from '../lib/errors.ts';
import { fromGlobalId, toGlobalId } from '../lib/globalId.ts';
import { HTTPError } from '../lib/restClient.ts';
import { VIEWER } from '../loaders/accountLoaders.ts';
import type { UpstreamParentalControl, UpstreamTokens } from '../lib/upstream.ts';
import { userError } from '../lib/userErrors.ts';
import { attemptWithChallenge } from '../security/challenge.ts';
import { webBaseOf } from '../signup/webBase.ts';
import type { RealmModel } from '../realm/realmModel.ts';
import { isChildProfile, requireAccountHolder, requireAdultProfile, roleOf } from '../session/access.ts';
import { tokensFor } from '../session/sessionHandover.ts';
import { viewerProfiles } from './profileModel.ts';
import { IMPERSONATION_READ_ONLY, readOnlyUserError } from '../impersonation/readOnlyRefusal.ts';

const NAME_MAX = 40;
const PIN = /^[0-9]{4}$/;

/** The upstream id of a Profile global id; BAD_USER_INPUT for anything else (a client bug, not a user's). */
function profileIdOf(globalId: string): string {
  const parsed = fromGlobalId(globalId);
  if (!parsed || parsed.type !== 'Profile' || !/^[0-9]{1,9}$/.test(parsed.internalId)) {
    throw codedError('BAD_USER_INPUT', 'profileId is not the id of a profile.', { reason: 'INVALID_PROFILE_ID' });
  }
  return parsed.internalId;
}

function nameErrors(name: string | null | undefined): UserError[] {
  if (name === undefined || name === null) return [];
  const trimmed = name.trim();
  if (!trimmed) return [userError('profileNameRequired', 'Please give the profile a name.', 'name')];
  if (trimmed.length > NAME_MAX) {
    return [userError('profileNameTooLong', `A profile name has at most ${NAME_MAX} characters.`, 'name')];
  }
  return [];
}

function pinErrors(pin: string | null | undefined, field: string): UserError[] {
  if (pin === undefined || pin === null || PIN.test(pin)) return [];
  return [userError('pinFormat', 'The PIN is four digits.', field)];
}

/** The upstream's error code when it is one of `codes`, else rethrows as a coded GraphQL error. */
async function expected<T>(call: Promise<T>, codes: string[]): Promise<{ value: T } | { code: string }> {
  try {
    return { value: await call };
  } catch (error) {
    if (error instanceof HTTPError && error.upstreamCode && codes.includes(error.upstreamCode)) {
      return { code: error.upstreamCode };
    }
    return { value: await upstream(Promise.reject(error)) };
  }
}

const upstreamErrors: Record<string, UserError> = {
  PROFILE_NAME_TAKEN: userError('profileNameTaken', 'Another profile already has that name.', 'name'),
  TOO_MANY_PROFILES: userError('tooManyProfiles', 'This account has as many profiles as it can have.'),
  MAIN_PROFILE: userError('mainProfileIsAdult', 'The main profile is always an adult profile and cannot be deleted.'),
  PROFILE_IN_USE: userError('profileInUse', 'Switch to another profile before changing or deleting this one.'),
  PIN_REQUIRED: userError('pinRequired', 'Enter the parental control PIN to open an adult profile.', 'pin'),
  WRONG_PIN: userError('wrongPin', 'That PIN is not right.', 'pin'),
  PIN_NOT_SET: userError('pinNotSet', 'Parental control has no PIN yet.'),
  INVALID_RESET_CODE: userError(
    'invalidPinResetCode',
    'This PIN reset link has expired or was already used. Ask for a new one.',
    'code',
  ),
  [IMPERSONATION_READ_ONLY]: readOnlyUserError,
};

function parentalControlOf(context: GatewayContext): Promise<UpstreamParentalControl> {
  return context.loaders.account.parentalControlLoader.load(VIEWER);
}

function profileConfigurationOf(realm: RealmModel) {
  const configured = realm.profileConfiguration ?? {};
  const scale = Number(configured.childFontScale);
  return {
    enabled: configured.status !== 'DISABLED',
    maxProfiles: Number.isInteger(configured.maxProfiles) ? configured.maxProfiles! : 5,
    // A scale that would make text unreadable (or vanish) is a configuration slip: bounded.
    childFontScale: Number.isFinite(scale) && scale > 0 ? Math.min(Math.max(scale, 0.75), 2) : 1,
  };
}

export const profileResolvers: Resolvers = {
  Realm: {
    profileConfiguration: (realm) => profileConfigurationOf(realm),
  },
  Viewer: {
    profiles: (_viewer, _args, context) => viewerProfiles(context),
    activeProfile: async (_viewer, _args, context) =>
      (await viewerProfiles(context)).find((profile) => profile.isActive) ?? null,
    textScale: async (viewer, _args, context) =>
      isChildProfile(viewer.session) ? profileConfigurationOf(await context.realm()).childFontScale : 1,
    parentalControl: async (viewer, _args, context) => {
      const role = roleOf(viewer.session);
      if (role !== 'CUSTOMER' && role !== 'ADMIN') return null;
      return parentalControlOf(context);
    },
  },
  Profile: {
    id: (profile) => toGlobalId('Profile', profile.id),
    internalId: (profile) => profile.id,
  },
  Mutation: {
    createProfile: async (_parent, { input }, context) => {
      const session = await requireAdultProfile(context);
      const errors = nameErrors(input.name);
      if (errors.length > 0) return { profile: null, viewer: { session }, userErrors: errors };
      const api = await context.api();
      const outcome = await expected(
        api.request('/api/v2/profiles', {
          method: 'POST',
          body: { name: input.name.trim(), kind: input.kind, ...(input.avatar ? { avatar: input.avatar } : {}) },
        }),
        ['PROFILE_NAME_TAKEN', 'TOO_MANY_PROFILES'],
      );
      if ('code' in outcome) return { profile: null, viewer: { session }, userErrors: [upstreamErrors[outcome.code]!] };
      context.loaders.account.profilesLoader.clear(VIEWER);
      return {
        profile: { ...outcome.value, __typename: 'Profile', isActive: false },
        viewer: { session },
        userErrors: [],
      };
    },
    updateProfile: async (_parent, { input }, context) => {
      await requireAdultProfile(context);
      const id = profileIdOf(input.profileId);
      const errors = nameErrors(input.name);
      if (errors.length > 0) return { profile: null, userErrors: errors };
      const changes = {
        ...(input.name != null ? { name: input.name.trim() } : {}),
        ...(input.kind ? { kind: input.kind } : {}),
        ...(input.avatar ? { avatar: input.avatar } : {}),
      };
      if (Object.keys(changes).length === 0) {
        throw codedError('BAD_USER_INPUT', 'Give at least one of name, kind and avatar.', { reason: 'NOTHING_TO_CHANGE' });
      }
      const api = await context.api();
      const outcome = await expected(
        api.request('/api/v2/profiles/{id}', { method: 'PUT', params: { id }, body: changes }),
        ['PROFILE_NAME_TAKEN', 'MAIN_PROFILE', 'PROFILE_IN_USE'],
      );
      if ('code' in outcome) return { profile: null, userErrors: [upstreamErrors[outcome.code]!] };
      context.loaders.account.profilesLoader.clear(VIEWER);
      const active = (await viewerProfiles(context)).find((profile) => profile.isActive);
      return {
        profile: { ...outcome.value, __typename: 'Profile', isActive: active?.id === outcome.value.id },
        userErrors: [],
      };
    },
    deleteProfile: async (_parent, { input }, context) => {
      const session = await requireAdultProfile(context);
      const id = profileIdOf(input.profileId);
      const api = await context.api();
      const outcome = await expected(api.request('/api/v2/profiles/{id}', { method: 'DELETE', params: { id } }), [
        'MAIN_PROFILE',
        'PROFILE_IN_USE',
      ]);
      if ('code' in outcome) {
        const error =
          outcome.code === 'MAIN_PROFILE'
            ? userError('mainProfileCannotBeDeleted', 'The main profile cannot be deleted.')
            : upstreamErrors[outcome.code]!;
        return { deletedProfileId: null, viewer: { session }, userErrors: [error] };
      }
      context.loaders.account.profilesLoader.clear(VIEWER);
      return { deletedProfileId: input.profileId, viewer: { session }, userErrors: [] };
    },
    switchProfile: async (_parent, { input }, context) => {
      await requireAccountHolder(context);
      const delivery = input.tokenDelivery ?? 'COOKIE';
      const presented = await context.presentedTokens();
      // A browser's session lives in httpOnly cookies and must not come out of them into a script's hands.
      if (delivery === 'BODY' && presented.source === 'cookie') {
        throw codedError('BAD_USER_INPUT', 'A cookie session cannot switch to BODY delivery.', { reason: 'COOKIE_SESSION' });
      }
      const id = profileIdOf(input.profileId);
      const errors = pinErrors(input.pin, 'pin');
      if (errors.length > 0) return { viewer: null, tokens: null, captchaChallenge: null, userErrors: errors };
      const api = await context.api();
      const attempt = await attemptWithChallenge(input.captcha, (headers) =>
        expected(
          api.request('/api/v2/session/profile', {
            method: 'POST',
            body: { profileId: id, ...(input.pin ? { pin: input.pin } : {}) },
            headers,
          }),
          ['PIN_REQUIRED', 'WRONG_PIN'],
        ),
      );
      if (!attempt.ok) return { viewer: null, tokens: null, ...attempt.outcome };
      if ('code' in attempt.value) {
        return { viewer: null, tokens: null, captchaChallenge: null, userErrors: [upstreamErrors[attempt.value.code]!] };
      }
      const tokens = attempt.value.value;
      const session = await context.startSession(tokens, delivery);
      context.loaders.account.profilesLoader.clear(VIEWER);
      return {
        viewer: { session },
        tokens: delivery === 'BODY' ? tokensFor(session, tokens) : null,
        captchaChallenge: null,
        userErrors: [],
      };
    },
    setParentalControl: async (_parent, { input }, context) => {
      await requireAdultProfile(context);
      const errors = [...pinErrors(input.pin, 'pin'), ...pinErrors(input.newPin, 'newPin')];
      if (errors.length > 0) return { parentalControl: null, captchaChallenge: null, userErrors: errors };
      const api = await context.api();
      const attempt = await attemptWithChallenge(input.captcha, (headers) =>
        expected(
          api.request('/api/v1/parental-control', {
            method: 'POST',
            body: { pin: input.pin, status: input.status, ...(input.newPin ? { newPin: input.newPin } : {}) },
            headers,
          }),
          ['WRONG_PIN', IMPERSONATION_READ_ONLY],
        ),
      );
      if (!attempt.ok) return { parentalControl: null, ...attempt.outcome };
      if ('code' in attempt.value) {
        return { parentalControl: null, captchaChallenge: null, userErrors: [upstreamErrors[attempt.value.code]!] };
      }
      context.loaders.account.parentalControlLoader.clear(VIEWER).prime(VIEWER, attempt.value.value);
      return { parentalControl: attempt.value.value, captchaChallenge: null, userErrors: [] };
    },
    requestParentalPinReset: async (_parent, _args, context) => {
      await requireAccountHolder(context);
      const api = await context.api();
      // The email's link opens where the viewer is (checked upstream against the realm's domains).
      const base = webBaseOf(context, (await context.realm()).name);
      const outcome = await expected(
        api.request('/api/v1/parental-control/pin/reset', {
          method: 'POST',
          body: {},
          headers: base ? { 'x-client-web-base': base } : {},
        }),
        ['PIN_NOT_SET', IMPERSONATION_READ_ONLY],
      );
      if ('code' in outcome) return { sent: false, userErrors: [upstreamErrors[outcome.code]!] };
      return { sent: true, userErrors: [] };
    },
    resetParentalPin: async (_parent, { input }, context) => {
      await requireAccountHolder(context);
      const errors = pinErrors(input.pin, 'pin');
      const code = input.code.trim();
      if (!code || code.length > 100) errors.push(upstreamErrors.INVALID_RESET_CODE!);
      if (errors.length > 0) return { parentalControl: null, userErrors: errors };
      const api = await context.api();
      const outcome = await expected(
        api.request('/api/v1/parental-control/pin', { method: 'POST', body: { pin: input.pin, resetCode: code } }),
        ['INVALID_RESET_CODE', IMPERSONATION_READ_ONLY],
      );
      if ('code' in outcome) return { parentalControl: null, userErrors: [upstreamErrors[outcome.code]!] };
      context.loaders.account.parentalControlLoader.clear(VIEWER);
      return { parentalControl: await parentalControlOf(context), userErrors: [] };
    },
  },
};
