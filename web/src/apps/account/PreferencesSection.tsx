import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useToasts } from '../../components/Toast.tsx';
import { messageForKey } from '../../system/userMessages.ts';
import type { PreferencesSection_account$key } from './__generated__/PreferencesSection_account.graphql.ts';
import { markPlaybackPreferencesStale, useUpdatePreferences } from './useUpdatePreferences.ts';

export interface RealmLanguage {
  readonly code: string;
  readonly name: string;
}

/**
 * Viewing preferences (spec §3 keys): subtitle and audio language among the
 * realm's languages, playing the next video by itself, and background video.
 */
export function PreferencesSection({ account, languages, defaultLanguage }: {
  account: PreferencesSection_account$key;
  languages: readonly RealmLanguage[];
  defaultLanguage: string;
}) {
  const { preferences } = useFragment(
    graphql`
      fragment PreferencesSection_account on Account {
        id
        preferences {
          subTitleLanguage
          audioLanguage
          autoAdvance
          videoBackgroundAutoPlay
        }
      }
    `,
    account,
  );
  const { t, i18n } = useLingui();
  const toasts = useToasts();
  const id = useId();
  const [commit, saving] = useUpdatePreferences();
  // Never chosen: subtitles follow the player (shown as "Off"), audio the realm's language.
  const [subtitles, setSubtitles] = useState(preferences.subTitleLanguage ?? '');
  const [audio, setAudio] = useState(preferences.audioLanguage ?? defaultLanguage);
  const [autoAdvance, setAutoAdvance] = useState(preferences.autoAdvance);
  const [backgroundAutoPlay, setBackgroundAutoPlay] = useState(preferences.videoBackgroundAutoPlay);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commit({
      variables: { input: { subTitleLanguage: subtitles, audioLanguage: audio, autoAdvance, videoBackgroundAutoPlay: backgroundAutoPlay } },
      updater: markPlaybackPreferencesStale,
      onCompleted: ({ updatePreferences }) => {
        const error = updatePreferences.userErrors[0];
        if (error) toasts.show('error', messageForKey(i18n, error.messageKey));
        else toasts.show('success', t`Your preferences have been saved.`);
      },
      onError: () => toasts.show('error', messageForKey(i18n, 'anErrorOccured')),
    });
  };

  return (
    <section className="rs-account__panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="rs-account__panel-title">
        <Trans>Preferences</Trans>
      </h2>
      <form className="rs-form rs-account__form" onSubmit={onSubmit}>
        <div className="rs-account__row">
          <div className="rs-field">
            <label className="rs-field__label" htmlFor={`${id}-subtitles`}>
              <Trans>Subtitles</Trans>
            </label>
            <div className="rs-field__frame">
              <select id={`${id}-subtitles`} className="rs-field__input rs-account__select" value={subtitles} onChange={(event) => setSubtitles(event.target.value)}>
                <option value="">{t`Off`}</option>
                {languages.map((language) => (
                  <option key={language.code} value={language.code}>
                    {language.name}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="rs-field">
            <label className="rs-field__label" htmlFor={`${id}-audio`}>
              <Trans>Audio language</Trans>
            </label>
            <div className="rs-field__frame">
              <select id={`${id}-audio`} className="rs-field__input rs-account__select" value={audio} onChange={(event) => setAudio(event.target.value)}>
                {languages.map((language) => (
                  <option key={language.code} value={language.code}>
                    {language.name}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </div>
        <label className="rs-account__switch">
          <input type="checkbox" checked={autoAdvance} onChange={(event) => setAutoAdvance(event.target.checked)} />
          <span>
            <span className="rs-account__switch-label">
              <Trans>Play the next video automatically</Trans>
            </span>
            <span className="rs-account__hint">
              <Trans>When a video or episode ends, the next one starts by itself.</Trans>
            </span>
          </span>
        </label>
        <label className="rs-account__switch">
          <input type="checkbox" checked={backgroundAutoPlay} onChange={(event) => setBackgroundAutoPlay(event.target.checked)} />
          <span>
            <span className="rs-account__switch-label">
              <Trans>Play background videos</Trans>
            </span>
            <span className="rs-account__hint">
              <Trans>Previews and headers play silently while you browse.</Trans>
            </span>
          </span>
        </label>
        <div className="rs-account__actions">
          <button type="submit" className="rs-form__submit" disabled={saving}>
            {saving ? <span className="rs-form__spinner" aria-hidden="true" /> : null}
            <Trans>Save preferences</Trans>
          </button>
        </div>
      </form>
    </section>
  );
}
