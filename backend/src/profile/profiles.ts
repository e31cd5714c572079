// The profiles of an account: the main adult profile made with the account,
// and up to the realm's `profileConfiguration.maxProfiles` in all. Every query
// is scoped by the account's user id, so another account's profile is simply
// not found.
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/apiError.ts';
import type { ProfileConfiguration } from '../realm/realmRepository.ts';
import type { ProfileKind } from '../session/accessToken.ts';
import { isUniqueViolation } from '../user/accounts.ts';

export const AVATARS = ['RED', 'BLUE', 'GREEN', 'AMBER', 'PURPLE', 'TEAL'] as const;
export type Avatar = (typeof AVATARS)[number];

export interface Profile {
  id: number;
  name: string;
  kind: ProfileKind;
  isMain: boolean;
  avatar: Avatar;
}

const columns = `id, name, kind, is_main as "isMain", avatar`;

/** The realm's limit, never below 1 (the main profile) and never silly. */
export function maxProfilesOf(configuration: ProfileConfiguration | null | undefined): number {
  const configured = Number(configuration?.maxProfiles ?? 5);
  return Number.isInteger(configured) ? Math.min(Math.max(configured, 1), 20) : 5;
}

export async function listProfiles(db: Queryable, userId: number): Promise<Profile[]> {
  return db.query<Profile & Record<string, unknown>>(
    `select ${columns} from profile where user_id = $1 order by is_main desc, created_at, id`,
    [userId],
  );
}

export async function findProfile(db: Queryable, userId: number, profileId: number): Promise<Profile> {
  const [profile] = await db.query<Profile & Record<string, unknown>>(
    `select ${columns} from profile where user_id = $1 and id = $2`,
    [userId, profileId],
  );
  if (!profile) throw new ApiError(404, 'NOT_FOUND', 'Profile not found');
  return profile;
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new ApiError(409, 'PROFILE_NAME_TAKEN', 'Another profile of this account already has that name');
  }
  throw error;
}

/** Names are trimmed and inner runs of spaces collapsed, so "Kid " and "Kid" are the same name. */
export function normaliseName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

export async function createProfile(
  tx: Queryable,
  userId: number,
  input: { name: string; kind: ProfileKind; avatar?: Avatar },
  maxProfiles: number,
): Promise<Profile> {
  // Serialises concurrent creations for one account, so two requests cannot both pass the limit.
  await tx.query('select id from app_user where id = $1 for update', [userId]);
  const [{ count }] = (await tx.query<{ count: number }>(
    'select count(*)::int as count from profile where user_id = $1',
    [userId],
  )) as [{ count: number }];
  if (count >= maxProfiles) {
    throw new ApiError(409, 'TOO_MANY_PROFILES', `An account can have at most ${maxProfiles} profiles`, { maxProfiles });
  }
  // A new profile takes the next colour of the palette unless one was chosen.
  const avatar = input.avatar ?? AVATARS[count % AVATARS.length]!;
  try {
    const [profile] = await tx.query<Profile & Record<string, unknown>>(
      `insert into profile (user_id, name, kind, is_main, avatar) values ($1, $2, $3, false, $4) returning ${columns}`,
      [userId, normaliseName(input.name), input.kind, avatar],
    );
    return profile!;
  } catch (error) {
    return nameTaken(error);
  }
}

export async function updateProfile(
  tx: Queryable,
  userId: number,
  profileId: number,
  changes: { name?: string; kind?: ProfileKind; avatar?: Avatar },
  activeProfileId: number | null,
): Promise<Profile> {
  const profile = await findProfile(tx, userId, profileId);
  if (changes.kind && changes.kind !== profile.kind) {
    // The account holder's own profile stays adult: it is the one that manages the others.
    if (profile.isMain) throw new ApiError(409, 'MAIN_PROFILE', 'The main profile is always an adult profile');
    // The session's token says what it watches as; changing that underneath it would make the token lie.
    if (profile.id === activeProfileId) {
      throw new ApiError(409, 'PROFILE_IN_USE', 'Switch to another profile before changing this one into a child profile');
    }
  }
  try {
    const [updated] = await tx.query<Profile & Record<string, unknown>>(
      `update profile set name = coalesce($3, name), kind = coalesce($4, kind), avatar = coalesce($5, avatar)
        where user_id = $1 and id = $2 returning ${columns}`,
      [userId, profileId, changes.name === undefined ? null : normaliseName(changes.name), changes.kind ?? null, changes.avatar ?? null],
    );
    return updated!;
  } catch (error) {
    return nameTaken(error);
  }
}

/**
 * Deletes a profile that is neither the main one nor the one this session
 * watches as. Other sessions watching as it (another device) fall back to the
 * main profile: their next token says so.
 */
export async function deleteProfile(tx: Queryable, userId: number, profileId: number, activeProfileId: number | null) {
  const profile = await findProfile(tx, userId, profileId);
  if (profile.isMain) throw new ApiError(409, 'MAIN_PROFILE', 'The main profile cannot be deleted');
  if (profile.id === activeProfileId) {
    throw new ApiError(409, 'PROFILE_IN_USE', 'Switch to another profile before deleting this one');
  }
  await tx.query(
    `update session set profile_id = (select id from profile where user_id = $1 and is_main)
      where user_id = $1 and profile_id = $2`,
    [userId, profileId],
  );
  await tx.query('delete from profile where user_id = $1 and id = $2', [userId, profileId]);
}

export function profileJson(profile: Profile) {
  return {
    id: String(profile.id),
    name: profile.name,
    kind: profile.kind,
    isMain: profile.isMain,
    avatar: profile.avatar,
  };
}
