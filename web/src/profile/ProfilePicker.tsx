import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { ProfilePicker_viewer$data, ProfilePicker_viewer$key } from './__generated__/ProfilePicker_viewer.graphql.ts';
import { ProfileAvatar } from './ProfileAvatar.tsx';

export type PickableProfile = ProfilePicker_viewer$data['profiles'][number];

const fragment = graphql`
  fragment ProfilePicker_viewer on Viewer {
    isChildProfile
    parentalControl {
      status
    }
    profiles {
      id
      name
      kind
      isActive
      avatar
    }
  }
`;

/** Spec §7: with RESTRICTED, only leaving a child profile for an adult one asks for the PIN. */
export function needsPin(viewer: Pick<ProfilePicker_viewer$data, 'isChildProfile' | 'parentalControl'>, profile: PickableProfile) {
  return viewer.isChildProfile && profile.kind === 'ADULT' && viewer.parentalControl?.status === 'RESTRICTED';
}

/** "Who's watching?": a tile per profile; the active one is marked. */
export function ProfilePicker({
  viewer,
  busyProfileId,
  onPick,
}: {
  viewer: ProfilePicker_viewer$key;
  busyProfileId: string | null;
  onPick: (profile: PickableProfile, pinNeeded: boolean) => void;
}) {
  const data = useFragment(fragment, viewer);
  const { t } = useLingui();
  return (
    <ul className="rs-profiles__tiles">
      {data.profiles.map((profile) => {
        const locked = needsPin(data, profile);
        return (
          <li key={profile.id}>
            <button
              type="button"
              className={`rs-profiles__tile${profile.isActive ? ' rs-profiles__tile--active' : ''}`}
              aria-current={profile.isActive ? 'true' : undefined}
              aria-busy={busyProfileId === profile.id}
              disabled={busyProfileId !== null}
              onClick={() => onPick(profile, locked)}
            >
              <ProfileAvatar name={profile.name} avatar={profile.avatar} size="large" />
              <span className="rs-profiles__tile-name">{profile.name}</span>
              <span className="rs-profiles__tile-note">
                {profile.isActive ? (
                  <Trans>Watching now</Trans>
                ) : profile.kind === 'CHILD' ? (
                  <Trans>Kids</Trans>
                ) : locked ? (
                  <span className="rs-profiles__locked" title={t`Needs the parental control PIN`}>
                    <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
                      <path
                        fill="currentColor"
                        d="M8 1a3.5 3.5 0 0 0-3.5 3.5V7H4a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1h-.5V4.5A3.5 3.5 0 0 0 8 1Zm2 6H6V4.5a2 2 0 1 1 4 0V7Z"
                      />
                    </svg>
                    <Trans>PIN</Trans>
                  </span>
                ) : null}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
