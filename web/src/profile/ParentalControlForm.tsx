import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, Fragment, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { PasswordField } from '../components/form/TextField.tsx';
import type { ParentalControlForm_viewer$key } from './__generated__/ParentalControlForm_viewer.graphql.ts';
import { CaptchaField, type Challenge } from '../components/form/CaptchaField.tsx';
import { PIN_INPUT_PROPS, pinRule } from './pinRules.ts';
import { useSetParentalControl } from './useParentalControl.ts';
import { useUserErrors } from './useUserErrors.ts';

const fragment = graphql`
  fragment ParentalControlForm_viewer on Viewer {
    parentalControl {
      status
      pinSet
    }
  }
`;

const digits = (value: string) => value.replace(/\D/g, '').slice(0, 4);

/**
 * Sets up the parental control PIN, or changes the restriction or the PIN
 * with the current one (a child who once got into an adult profile cannot
 * lift it without the PIN).
 */
export function ParentalControlForm({ viewer, onSaved }: { viewer: ParentalControlForm_viewer$key; onSaved: () => void }) {
  const { parentalControl } = useFragment(fragment, viewer);
  const { t } = useLingui();
  const pinSet = parentalControl?.pinSet ?? false;
  const [restricted, setRestricted] = useState(pinSet ? parentalControl?.status === 'RESTRICTED' : true);
  const [pin, setPin] = useState('');
  const [newPin, setNewPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [saved, setSaved] = useState(false);
  // Bumped after a save: the PIN fields start afresh (empty, not yet touched).
  const [generation, setGeneration] = useState(0);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const { forField, forForm, setErrors, word } = useUserErrors();
  const [save, saving] = useSetParentalControl();

  // First time: `pin` is the new PIN, typed twice. Later: the current PIN, and an optional new one typed twice.
  const choosing = pinSet ? newPin : pin;
  const pinError = pinRule(pin);
  const newPinError = pinSet && newPin === '' ? null : pinSet ? pinRule(newPin) : null;
  const repeatError = (pinSet ? newPin !== '' : true) && repeat !== choosing ? 'pinsDoNotMatch' : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSaved(false);
    setErrors([]);
    if (pinError || newPinError || repeatError) return;
    save({
      variables: {
        input: {
          pin,
          status: restricted ? 'RESTRICTED' : 'NON_RESTRICTED',
          newPin: pinSet && newPin ? newPin : null,
          captcha: challenge ? { challengeId: challenge.id, answer: captchaAnswer } : null,
        },
      },
      onCompleted: ({ setParentalControl: result }) => {
        setChallenge(result.captchaChallenge ?? null);
        setCaptchaAnswer('');
        if (result.userErrors.length > 0) {
          setErrors(result.userErrors);
          return;
        }
        setPin('');
        setNewPin('');
        setRepeat('');
        setSubmitted(false);
        setGeneration((current) => current + 1);
        setSaved(true);
        onSaved();
      },
      onError: () => setErrors([{ messageKey: 'anErrorOccured' }]),
    });
  };

  const show = (key: string | null) => (key ? word(key) : null);
  return (
    <form className="rs-form rs-profiles__parental" onSubmit={submit} noValidate>
      <p className="rs-profiles__lead">
        {pinSet ? (
          <Trans>Change the restriction or the PIN. You need the current PIN.</Trans>
        ) : (
          <Trans>Choose a 4-digit PIN that the children on this account do not know.</Trans>
        )}
      </p>
      <label className="rs-profiles__switch">
        <input type="checkbox" checked={restricted} onChange={(event) => setRestricted(event.target.checked)} />
        <span>
          <Trans>Ask for the PIN to leave a child profile for an adult one</Trans>
        </span>
      </label>
      <Fragment key={generation}>
        <PasswordField
          label={pinSet ? t`Current PIN` : t`New PIN`}
          value={pin}
          onChange={(value) => setPin(digits(value))}
          error={forField('pin') ?? show(pinError)}
          showError={submitted || forField('pin') !== null}
          required
          {...PIN_INPUT_PROPS}
        />
        {pinSet ? (
          <PasswordField
            label={t`New PIN (optional)`}
            value={newPin}
            onChange={(value) => setNewPin(digits(value))}
            error={forField('newPin') ?? show(newPinError)}
            showError={submitted}
            {...PIN_INPUT_PROPS}
          />
        ) : null}
        {!pinSet || newPin ? (
          <PasswordField
            label={t`Repeat the new PIN`}
            value={repeat}
            onChange={(value) => setRepeat(digits(value))}
            error={show(repeatError)}
            showError={submitted}
            required
            {...PIN_INPUT_PROPS}
          />
        ) : null}
      </Fragment>
      {challenge ? <CaptchaField challenge={challenge} answer={captchaAnswer} onChange={setCaptchaAnswer} /> : null}
      {forForm.map((message) => (
        <p key={message} className="rs-form__error" role="alert">
          {message}
        </p>
      ))}
      {saved ? (
        <p className="rs-profiles__notice" role="status">
          <Trans>Parental control saved.</Trans>
        </p>
      ) : null}
      <div className="rs-profiles__actions">
        <button type="submit" className="rs-form__submit" disabled={saving}>
          {saving ? <span className="rs-form__spinner" aria-hidden="true" /> : null}
          <Trans>Save parental control</Trans>
        </button>
      </div>
    </form>
  );
}
