// Profiles as the upstream lists them (`GET /api/v2/profiles`). Viewer.profiles,
// Viewer.activeProfile and Query.node read the same loader: a request that
// asks for all three calls the upstream once.
import type { GatewayContext } from '../context.ts';
import type { UpstreamProfile } from '../lib/upstream.ts';
import { VIEWER } from '../loaders/accountLoaders.ts';
import { roleOf } from '../session/access.ts';

export type ProfileModel = UpstreamProfile & { __typename: 'Profile'; isActive: boolean };

/** The viewer's profiles; empty for guests and visitors, and where the realm offers no profiles (no upstream call). */
export async function viewerProfiles(context: GatewayContext): Promise<ProfileModel[]> {
  const role = roleOf(await context.session());
  if (role !== 'CUSTOMER' && role !== 'ADMIN') return [];
  // A realm that does not offer profiles shows none: no switcher, no picker.
  if ((await context.realm()).profileConfiguration?.status === 'DISABLED') return [];
  const answer = await context.loaders.account.profilesLoader.load(VIEWER);
  return answer.profiles.map((profile) => ({
    ...profile,
    __typename: 'Profile' as const,
    isActive: profile.id === answer.activeProfileId,
  }));
}
