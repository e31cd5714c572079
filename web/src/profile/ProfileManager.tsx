import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProfileManager_viewer$data, ProfileManager_viewer$key } from './__generated__/ProfileManager_viewer.graphql.ts';
import { ProfileAvatar } from './ProfileAvatar.tsx';
import { useDeleteProfile } from './useSaveProfile.ts';
import { useUserErrors } from './useUserErrors.ts';

export type ManagedProfile = ProfileManager_viewer$data['profiles'][number];

const fragment = graphql`
  fragment ProfileManager_viewer on Viewer {
    profiles {
      id
      name
      kind
      isMain
      isActive
      avatar
    }
  }
`;

/** The account's profiles with edit and delete, and "Add profile" up to the realm's limit. */
export function ProfileManager({
  viewer,
  maxProfiles,
  onAdd,
  onEdit,
  onChanged,
}: {
  viewer: ProfileManager_viewer$key;
  maxProfiles: number;
  onAdd: () => void;
  onEdit: (profile: ManagedProfile) => void;
  onChanged: () => void;
}) {
  const { profiles } = useFragment(fragment, viewer);
  const { t } = useLingui();
  const [confirming, setConfirming] = useState<string | null>(null);
  const { general, setErrors } = useUserErrors();
  const [deleteProfile, deleting] = useDeleteProfile();
  const full = profiles.length >= maxProfiles;

  const remove = (profile: ManagedProfile) => {
    setErrors([]);
    deleteProfile({
      variables: { input: { profileId: profile.id } },
      onCompleted: ({ deleteProfile: result }) => {
        setConfirming(null);
        if (result.userErrors.length > 0) setErrors(result.userErrors);
        else onChanged();
      },
      onError: () => setErrors([{ messageKey: 'anErrorOccured' }]),
    });
  };

  return (
    <div className="rs-profiles__manage">
      <ul className="rs-profiles__rows">
        {profiles.map((profile) => (
          <li key={profile.id} className="rs-profiles__row">
            <ProfileAvatar name={profile.name} avatar={profile.avatar} size="small" />
            <span className="rs-profiles__row-name">
              {profile.name}
              <span className="rs-profiles__row-kind">
                {profile.kind === 'CHILD' ? <Trans>Child profile</Trans> : <Trans>Adult profile</Trans>}
                {profile.isMain ? <> · <Trans>Main</Trans></> : null}
              </span>
            </span>
            {confirming === profile.id ? (
              <span className="rs-profiles__confirm" role="group" aria-label={t`Delete ${profile.name}?`}>
                <span>
                  <Trans>Delete {profile.name}?</Trans>
                </span>
                <button type="button" className="rs-button rs-button--primary" disabled={deleting} onClick={() => remove(profile)}>
                  <Trans>Delete</Trans>
                </button>
                <button type="button" className="rs-button rs-button--secondary" onClick={() => setConfirming(null)}>
                  <Trans>Cancel</Trans>
                </button>
              </span>
            ) : (
              <span className="rs-profiles__row-actions">
                <button
                  type="button"
                  className="rs-button rs-button--secondary"
                  aria-label={t`Edit ${profile.name}`}
                  onClick={() => onEdit(profile)}
                >
                  <Trans>Edit</Trans>
                </button>
                {/* The main profile is the account holder's; the active one is in use here. */}
                {profile.isMain || profile.isActive ? null : (
                  <button
                    type="button"
                    className="rs-button rs-button--secondary"
                    aria-label={t`Delete ${profile.name}`}
                    onClick={() => setConfirming(profile.id)}
                  >
                    <Trans>Delete</Trans>
                  </button>
                )}
              </span>
            )}
          </li>
        ))}
      </ul>
      {general.map((message) => (
        <p key={message} className="rs-form__error" role="alert">
          {message}
        </p>
      ))}
      <div className="rs-profiles__actions">
        <button type="button" className="rs-form__submit" onClick={onAdd} disabled={full}>
          <Trans>Add profile</Trans>
        </button>
        {full ? (
          <p className="rs-profiles__hint">
            <Trans>An account can have up to {maxProfiles} profiles.</Trans>
          </p>
        ) : null}
      </div>
    </div>
  );
}
