import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { useModalPanel } from '../components/useModalPanel.ts';
import type { ProfilesDialogQuery } from './__generated__/ProfilesDialogQuery.graphql.ts';
import { ParentalControlForm } from './ParentalControlForm.tsx';
import { type EditableProfile, ProfileForm } from './ProfileForm.tsx';
import { ProfileManager } from './ProfileManager.tsx';
import { type PickableProfile, ProfilePicker } from './ProfilePicker.tsx';
import { PinPrompt } from './PinPrompt.tsx';
import { useSwitchProfile } from './useSwitchProfile.ts';
import { useUserErrors } from './useUserErrors.ts';
import './profiles.css';

const query = graphql`
  query ProfilesDialogQuery {
    realm {
      profileConfiguration {
        maxProfiles
      }
    }
    viewer {
      isChildProfile
      ...ProfilePicker_viewer
      ...ProfileManager_viewer
      ...ParentalControlForm_viewer
    }
  }
`;

type View =
  | { kind: 'pick' }
  | { kind: 'pin'; profile: PickableProfile }
  | { kind: 'manage' }
  | { kind: 'edit'; profile: EditableProfile | null }
  | { kind: 'parental' };

export interface ProfilesDialogProps {
  /** Opened right after sign-in (`#profilesFromLogin`): "Who's watching?". */
  fromLogin: boolean;
  onClose: () => void;
  /** The session now watches as another profile: rebuild the app for it. */
  onSwitched: () => void;
}

/**
 * The profiles view of spec §2 (`#profiles`, `#profilesFromLogin`) as a modal
 * dialog over the current page: pick a profile (with the PIN prompt where
 * parental control asks for it), manage profiles and parental control (adult
 * profiles only). Escape, the close button and a click outside close it.
 */
export function ProfilesDialog(props: ProfilesDialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const { onClose } = props;

  useModalPanel(panel, onClose);

  return createPortal(
    <div
      className="rs-profiles"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="rs-profiles__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} ref={panel}>
        <button type="button" className="rs-profiles__close" aria-label={t`Close`} onClick={onClose}>
          ×
        </button>
        <Suspense
          fallback={
            <Frame titleId={titleId} title={t`Profiles`}>
              <div className="rs-profiles__loading" role="status" aria-label={t`Loading profiles`}>
                <span className="rs-form__spinner" aria-hidden="true" />
              </div>
            </Frame>
          }
        >
          <ProfilesDialogContent {...props} titleId={titleId} />
        </Suspense>
      </div>
    </div>,
    document.body,
  );
}

function Frame({ titleId, title, back, children }: { titleId: string; title: ReactNode; back?: () => void; children: ReactNode }) {
  return (
    <>
      <header className="rs-profiles__header">
        {back ? (
          <button type="button" className="rs-profiles__back" onClick={back}>
            ‹ <Trans>Back</Trans>
          </button>
        ) : null}
        <h2 id={titleId} className="rs-profiles__title">
          {title}
        </h2>
      </header>
      {children}
    </>
  );
}

function ProfilesDialogContent({ fromLogin, onClose, onSwitched, titleId }: ProfilesDialogProps & { titleId: string }) {
  const { t } = useLingui();
  const environment = useRelayEnvironment();
  // Fresh on every opening: another device may have changed the profiles.
  const data = useLazyLoadQuery<ProfilesDialogQuery>(query, {}, { fetchPolicy: 'network-only' });
  const [view, setView] = useState<View>({ kind: 'pick' });
  const [busyProfileId, setBusyProfileId] = useState<string | null>(null);
  const { general, setErrors } = useUserErrors();
  const [switchProfile] = useSwitchProfile();
  const { viewer } = data;
  const adult = !viewer.isChildProfile;

  /**
   * Reloads the profiles after a change, keeping the dialog on screen
   * meanwhile: the answer updates the store, which renders the new list, then
   * the next view shows. (Not a new fetchKey: under Preact, a mounted
   * network-only query that suspends again refetches without end, see
   * web/README.md.)
   */
  const reload = (next: View) =>
    fetchQuery<ProfilesDialogQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).subscribe({
      complete: () => setView(next),
      // The change is saved; only the list could not be read again: say so where errors show.
      error: () => {
        setErrors([{ messageKey: 'anErrorOccured' }]);
        setView({ kind: 'pick' });
      },
    });

  const pick = (profile: PickableProfile, pinNeeded: boolean) => {
    setErrors([]);
    if (profile.isActive) return onClose();
    if (pinNeeded) return setView({ kind: 'pin', profile });
    setBusyProfileId(profile.id);
    switchProfile({
      variables: { input: { profileId: profile.id } },
      onCompleted: ({ switchProfile: result }) => {
        setBusyProfileId(null);
        if (result.userErrors.some((error) => error.messageKey === 'pinRequired')) return setView({ kind: 'pin', profile });
        if (result.userErrors.length > 0) return setErrors(result.userErrors);
        onSwitched();
      },
      onError: () => {
        setBusyProfileId(null);
        setErrors([{ messageKey: 'anErrorOccured' }]);
      },
    });
  };

  switch (view.kind) {
    case 'pin':
      return (
        <Frame titleId={titleId} title={t`Enter PIN`} back={() => setView({ kind: 'pick' })}>
          <PinPrompt profile={view.profile} onSwitched={onSwitched} />
        </Frame>
      );
    case 'manage':
      return (
        <Frame titleId={titleId} title={t`Manage profiles`} back={() => setView({ kind: 'pick' })}>
          <ProfileManager
            viewer={viewer}
            maxProfiles={data.realm.profileConfiguration.maxProfiles}
            onAdd={() => setView({ kind: 'edit', profile: null })}
            onEdit={(profile) => setView({ kind: 'edit', profile })}
            onChanged={() => reload({ kind: 'manage' })}
          />
        </Frame>
      );
    case 'edit':
      return (
        <Frame
          titleId={titleId}
          title={view.profile ? t`Edit ${view.profile.name}` : t`Add a profile`}
          back={() => setView({ kind: 'manage' })}
        >
          <ProfileForm profile={view.profile} onSaved={() => reload({ kind: 'manage' })} onCancel={() => setView({ kind: 'manage' })} />
        </Frame>
      );
    case 'parental':
      return (
        <Frame titleId={titleId} title={t`Parental control`} back={() => setView({ kind: 'pick' })}>
          <ParentalControlForm viewer={viewer} onSaved={() => reload({ kind: 'parental' })} />
        </Frame>
      );
    case 'pick':
      return (
        <Frame titleId={titleId} title={fromLogin ? t`Who's watching?` : t`Profiles`}>
          <ProfilePicker viewer={viewer} busyProfileId={busyProfileId} onPick={pick} />
          {general.map((message) => (
            <p key={message} className="rs-form__error" role="alert">
              {message}
            </p>
          ))}
          {adult ? (
            <div className="rs-profiles__footer">
              <button type="button" className="rs-button rs-button--secondary" onClick={() => setView({ kind: 'manage' })}>
                <Trans>Manage profiles</Trans>
              </button>
              <button type="button" className="rs-button rs-button--secondary" onClick={() => setView({ kind: 'parental' })}>
                <Trans>Parental control</Trans>
              </button>
            </div>
          ) : null}
        </Frame>
      );
  }
}
