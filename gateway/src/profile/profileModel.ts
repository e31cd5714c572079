// Profiles as the upstream lists them (`GET /api/v2/profiles`), and the one
// list per request that Viewer.profiles, Viewer.activeProfile and Query.node
// share: a request that asks for all three calls the upstream once.
import type { GatewayContext } from '../context.ts';
import { upstream } from '../lib/errors.ts';
import { roleOf } from '../session/access.ts';

export interface UpstreamProfile {
  id: string;
  name: string;
  kind: 'ADULT' | 'CHILD';
  isMain: boolean;
  avatar: 'RED' | 'BLUE' | 'GREEN' | 'AMBER' | 'PURPLE' | 'TEAL';
}

export interface UpstreamProfileList {
  profiles: UpstreamProfile[];
  activeProfileId: string | null;
  maxProfiles: number;
}

export type ProfileModel = UpstreamProfile & { __typename: 'Profile'; isActive: boolean };

export interface UpstreamParentalControl {
  status: 'RESTRICTED' | 'NON_RESTRICTED';
  pinSet: boolean;
}

const lists = new WeakMap<GatewayContext, Promise<ProfileModel[]>>();

/** The viewer's profiles; empty for guests and visitors, and where the realm offers no profiles (no upstream call). */
export function viewerProfiles(context: GatewayContext): Promise<ProfileModel[]> {
  let list = lists.get(context);
  if (!list) {
    list = (async () => {
      const role = roleOf(await context.session());
      if (role !== 'CUSTOMER' && role !== 'ADMIN') return [];
      // A realm that does not offer profiles shows none: no switcher, no picker.
      if ((await context.realm()).profileConfiguration?.status === 'DISABLED') return [];
      const api = await context.api();
      const answer = await upstream(api.request<UpstreamProfileList>('/profiles'));
      return answer.profiles.map((profile) => ({
        ...profile,
        __typename: 'Profile' as const,
        isActive: profile.id === answer.activeProfileId,
      }));
    })();
    lists.set(context, list);
  }
  return list;
}

/** After a change, the next read of the profiles asks the upstream again. */
export function forgetViewerProfiles(context: GatewayContext): void {
  lists.delete(context);
}
