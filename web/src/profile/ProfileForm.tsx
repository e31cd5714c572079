import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { TextField } from '../components/form/TextField.tsx';
import { type AvatarColour, ProfileAvatar } from './ProfileAvatar.tsx';
import { useCreateProfile, useUpdateProfile } from './useSaveProfile.ts';
import { useUserErrors } from './useUserErrors.ts';

const AVATARS = ['RED', 'BLUE', 'GREEN', 'AMBER', 'PURPLE', 'TEAL'] as const;
const NAME_MAX = 40;

export interface EditableProfile {
  id: string;
  name: string;
  kind: 'ADULT' | 'CHILD' | '%future added value';
  isMain: boolean;
  isActive: boolean;
  avatar: AvatarColour;
}

function nameRule(name: string): string | null {
  if (!name.trim()) return 'profileNameRequired';
  return name.trim().length > NAME_MAX ? 'profileNameTooLong' : null;
}

/** Adds a profile (`profile` null) or edits one: name, child or adult, avatar colour. */
export function ProfileForm({ profile, onSaved, onCancel }: { profile: EditableProfile | null; onSaved: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  const [name, setName] = useState(profile?.name ?? '');
  const [child, setChild] = useState(profile?.kind === 'CHILD');
  const [avatar, setAvatar] = useState<AvatarColour | null>(profile?.avatar ?? null);
  const [submitted, setSubmitted] = useState(false);
  const { forField, general, setErrors, word } = useUserErrors();
  const [create, creating] = useCreateProfile();
  const [update, updating] = useUpdateProfile();
  // The main profile is the account holder's and stays adult; the one in use keeps its kind (its session says so).
  const kindLocked = profile !== null && (profile.isMain || profile.isActive);
  const nameError = nameRule(name);
  const colourNames: Record<(typeof AVATARS)[number], string> = {
    RED: t`Red`,
    BLUE: t`Blue`,
    GREEN: t`Green`,
    AMBER: t`Amber`,
    PURPLE: t`Purple`,
    TEAL: t`Teal`,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setErrors([]);
    if (nameError) return;
    const kind = child ? 'CHILD' : 'ADULT';
    const chosenAvatar = avatar && avatar !== '%future added value' ? avatar : null;
    const done = (errors: readonly { messageKey: string; field?: string | null }[]) => {
      if (errors.length > 0) setErrors(errors);
      else onSaved();
    };
    const failed = () => setErrors([{ messageKey: 'anErrorOccured' }]);
    if (profile) {
      update({
        variables: {
          input: {
            profileId: profile.id,
            name: name.trim(),
            ...(kindLocked ? {} : { kind }),
            ...(chosenAvatar ? { avatar: chosenAvatar } : {}),
          },
        },
        onCompleted: ({ updateProfile }) => done(updateProfile.userErrors),
        onError: failed,
      });
    } else {
      create({
        variables: { input: { name: name.trim(), kind, avatar: chosenAvatar } },
        onCompleted: ({ createProfile }) => done(createProfile.userErrors),
        onError: failed,
      });
    }
  };

  return (
    <form className="rs-form rs-profiles__form" onSubmit={submit} noValidate>
      <TextField
        label={t`Name`}
        value={name}
        onChange={setName}
        error={forField('name') ?? (nameError ? word(nameError) : null)}
        showError={submitted || forField('name') !== null}
        maxLength={NAME_MAX + 10}
        required
        autoFocus
      />
      <label className="rs-profiles__switch">
        <input type="checkbox" checked={child} disabled={kindLocked} onChange={(event) => setChild(event.target.checked)} />
        <span>
          <Trans>Child profile</Trans>
          <span className="rs-profiles__hint">
            {kindLocked && profile?.isMain ? (
              <Trans>The main profile is always an adult profile.</Trans>
            ) : kindLocked ? (
              <Trans>Switch to another profile to change this.</Trans>
            ) : (
              <Trans>Larger text, no account settings, and the PIN can guard the adult profiles.</Trans>
            )}
          </span>
        </span>
      </label>
      <fieldset className="rs-profiles__colours">
        <legend className="rs-field__label">
          <Trans>Colour</Trans>
        </legend>
        {AVATARS.map((colour) => (
          <label key={colour} className="rs-profiles__colour">
            <input
              type="radio"
              name="avatar"
              value={colour}
              checked={avatar === colour}
              onChange={() => setAvatar(colour)}
              aria-label={colourNames[colour]}
            />
            <ProfileAvatar name={name || '?'} avatar={colour} size="small" />
          </label>
        ))}
      </fieldset>
      {general.map((message) => (
        <p key={message} className="rs-form__error" role="alert">
          {message}
        </p>
      ))}
      <div className="rs-profiles__actions">
        <button type="submit" className="rs-form__submit" disabled={creating || updating}>
          {creating || updating ? <span className="rs-form__spinner" aria-hidden="true" /> : null}
          {profile ? <Trans>Save</Trans> : <Trans>Add profile</Trans>}
        </button>
        <button type="button" className="rs-button rs-button--secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
