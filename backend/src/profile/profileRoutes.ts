// Profiles REST (v2): list, create, edit, delete, and switching the session's
// profile. README "Profiles and parental control" is the contract.
import type { FastifyInstance } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { ApiError } from '../http/apiError.ts';
import { errorSchema } from '../http/errorHandler.ts';
import { requestRealm } from '../http/requestContract.ts';
import type { ProfileKind } from '../session/accessToken.ts';
import { issueTokens } from '../session/sessionService.ts';
import { PIN_PATTERN, readParentalControl } from './parentalControl.ts';
import { checkPin } from './pinAttempts.ts';
import { requireAccountViewer, requireAdultViewer } from './profileAccess.ts';
import {
  AVATARS,
  createProfile,
  deleteProfile,
  findProfile,
  listProfiles,
  maxProfilesOf,
  profileJson,
  updateProfile,
  type Avatar,
} from './profiles.ts';

const profileSchema = {
  type: 'object',
  required: ['id', 'name', 'kind', 'isMain', 'avatar'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    kind: { type: 'string', enum: ['ADULT', 'CHILD'] },
    isMain: { type: 'boolean', description: 'The account holder\'s own profile: always adult, never deleted' },
    avatar: { type: 'string', enum: [...AVATARS], description: 'A palette colour name for the avatar' },
  },
} as const;

// At least one visible character, at most 40: what fits on a profile tile.
const nameSchema = { type: 'string', minLength: 1, maxLength: 40, pattern: '\\S' } as const;
const kindSchema = { type: 'string', enum: ['ADULT', 'CHILD'] } as const;
const avatarSchema = { type: 'string', enum: [...AVATARS] } as const;
const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9]{1,9}$' } },
} as const;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export async function profileRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.get(
    '/profiles',
    {
      schema: {
        operationId: 'listProfiles',
        tags: ['profile'],
        summary: 'The profiles of the signed-in account',
        description: 'Any profile may list them (the picker); guests get 403 ACCOUNT_REQUIRED.',
        security: [{ bearer: [] }],
        response: {
          200: {
            type: 'object',
            required: ['profiles', 'activeProfileId', 'maxProfiles'],
            properties: {
              profiles: { type: 'array', items: profileSchema },
              activeProfileId: { type: ['string', 'null'], description: 'The profile this session watches as' },
              maxProfiles: { type: 'integer' },
            },
          },
          ...errors,
        },
      },
    },
    async (request) => {
      const viewer = await requireAccountViewer(deps, request);
      const profiles = await listProfiles(deps.db, viewer.userId);
      return {
        profiles: profiles.map(profileJson),
        activeProfileId: viewer.profile ? String(viewer.profile.id) : null,
        maxProfiles: maxProfilesOf(requestRealm(request).profileConfiguration),
      };
    },
  );

  app.post<{ Body: { name: string; kind: ProfileKind; avatar?: Avatar } }>(
    '/profiles',
    {
      schema: {
        operationId: 'createProfile',
        tags: ['profile'],
        summary: 'Add a profile to the account',
        description:
          'Adult profiles only. 409 TOO_MANY_PROFILES beyond the realm\'s maxProfiles, 409 PROFILE_NAME_TAKEN, ' +
          '403 PROFILES_DISABLED when the realm has profiles off, 403 CHILD_PROFILE from a child profile.',
        security: [{ bearer: [] }],
        body: {
          type: 'object',
          required: ['name', 'kind'],
          additionalProperties: false,
          properties: { name: nameSchema, kind: kindSchema, avatar: avatarSchema },
        },
        response: { 201: profileSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireAdultViewer(deps, request);
      const configuration = requestRealm(request).profileConfiguration;
      if (configuration?.status === 'DISABLED') {
        throw new ApiError(403, 'PROFILES_DISABLED', 'This realm does not offer profiles');
      }
      const profile = await deps.db.transaction((tx) =>
        createProfile(tx, viewer.userId, request.body, maxProfilesOf(configuration)),
      );
      return reply.status(201).send(profileJson(profile));
    },
  );

  app.put<{ Params: { id: string }; Body: { name?: string; kind?: ProfileKind; avatar?: Avatar } }>(
    '/profiles/:id',
    {
      schema: {
        operationId: 'updateProfile',
        tags: ['profile'],
        summary: 'Rename a profile, change its kind or avatar',
        description:
          'Adult profiles only. 404 NOT_FOUND for a profile of another account, 409 MAIN_PROFILE (the main profile ' +
          'stays adult), 409 PROFILE_IN_USE (the kind of the profile this session watches as), 409 PROFILE_NAME_TAKEN.',
        security: [{ bearer: [] }],
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          minProperties: 1,
          properties: { name: nameSchema, kind: kindSchema, avatar: avatarSchema },
        },
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireAdultViewer(deps, request);
      const profile = await deps.db.transaction((tx) =>
        updateProfile(tx, viewer.userId, Number(request.params.id), request.body, viewer.profile?.id ?? null),
      );
      return profileJson(profile);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/profiles/:id',
    {
      schema: {
        operationId: 'deleteProfile',
        tags: ['profile'],
        summary: 'Delete a profile',
        description:
          'Adult profiles only. 409 MAIN_PROFILE, 409 PROFILE_IN_USE (the profile this session watches as); ' +
          'other sessions watching as it move to the main profile.',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 204: { type: 'null' }, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireAdultViewer(deps, request);
      await deps.db.transaction((tx) =>
        deleteProfile(tx, viewer.userId, Number(request.params.id), viewer.profile?.id ?? null),
      );
      return reply.status(204).send();
    },
  );

  app.post<{ Body: { profileId: string; pin?: string } }>(
    '/session/profile',
    {
      schema: {
        operationId: 'switchProfile',
        tags: ['profile', 'session'],
        summary: 'Switch the session to another profile of the account',
        description:
          'Answers a new token pair whose `pro` claim is the profile; the session\'s earlier refresh tokens stop ' +
          'working. With parental control RESTRICTED, going from a child profile to an adult one needs the PIN: ' +
          '403 PIN_REQUIRED without it, 403 WRONG_PIN when wrong (brute-force guard: 402 CHALLENGE_REQUIRED, 429 TOO_MANY_ATTEMPTS). 404 NOT_FOUND for a profile of another account.',
        security: [{ bearer: [] }],
        body: {
          type: 'object',
          required: ['profileId'],
          additionalProperties: false,
          properties: {
            profileId: { type: 'string', pattern: '^[0-9]{1,9}$' },
            pin: { type: 'string', pattern: PIN_PATTERN },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['authorisationToken', 'refreshToken'],
            properties: { authorisationToken: { type: 'string' }, refreshToken: { type: 'string' } },
          },
          ...errors,
        },
      },
    },
    async (request) => {
      const viewer = await requireAccountViewer(deps, request);
      const realm = requestRealm(request);
      const { profileId, pin } = request.body;
      const target = await findProfile(deps.db, viewer.userId, Number(profileId));
      if (target.kind === 'ADULT' && viewer.profile?.kind === 'CHILD') {
        const control = await readParentalControl(deps.db, viewer.userId);
        if (control.status === 'RESTRICTED') {
          if (!pin) throw new ApiError(403, 'PIN_REQUIRED', 'Enter the parental control PIN to switch to an adult profile');
          await checkPin(deps, request, viewer.userId, pin);
        }
      }
      const tokens = await deps.db.transaction(async (tx) => {
        const now = deps.now();
        await tx.query('update session set profile_id = $2 where id = $1', [viewer.sessionId, target.id]);
        // The refresh tokens issued for the old profile would bring it back: retire them.
        await tx.query(
          'update refresh_token set expires_at = $2 where session_id = $1 and used_at is null and expires_at > $2',
          [viewer.sessionId, now],
        );
        return issueTokens(tx, deps, viewer.sessionId, realm);
      });
      return { authorisationToken: tokens.authorisationToken, refreshToken: tokens.refreshToken };
    },
  );
}
