import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { PasswordField } from '../components/form/TextField.tsx';
import { CaptchaField, type Challenge } from '../components/form/CaptchaField.tsx';
import { PIN_INPUT_PROPS, pinRule } from './pinRules.ts';
import { useRequestParentalPinReset } from './useParentalControl.ts';
import { useSwitchProfile } from './useSwitchProfile.ts';
import { useUserErrors } from './useUserErrors.ts';

/**
 * Asks a child profile for the parental control PIN before it opens an adult
 * profile, with the way out for a forgotten PIN: an email to the account
 * holder with a link to choose a new one.
 */
export function PinPrompt({
  profile,
  onSwitched,
}: {
  profile: { id: string; name: string };
  onSwitched: () => void;
}) {
  const { t } = useLingui();
  const [pin, setPin] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const [resetSent, setResetSent] = useState(false);
  const { forField, forForm, setErrors, word } = useUserErrors();
  const [switchProfile, switching] = useSwitchProfile();
  const [requestReset, requesting] = useRequestParentalPinReset();

  const pinError = pinRule(pin);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setErrors([]);
    if (pinError) return;
    switchProfile({
      variables: {
        input: {
          profileId: profile.id,
          pin,
          captcha: challenge ? { challengeId: challenge.id, answer: captchaAnswer } : null,
        },
      },
      onCompleted: ({ switchProfile: result }) => {
        setChallenge(result.captchaChallenge ?? null);
        setCaptchaAnswer('');
        if (result.userErrors.length > 0) {
          setErrors(result.userErrors);
          setPin('');
          return;
        }
        onSwitched();
      },
      onError: () => setErrors([{ messageKey: 'anErrorOccured' }]),
    });
  };

  const forgot = () => {
    setErrors([]);
    requestReset({
      variables: {},
      onCompleted: ({ requestParentalPinReset: result }) => {
        if (result.userErrors.length > 0) setErrors(result.userErrors);
        else setResetSent(true);
      },
      onError: () => setErrors([{ messageKey: 'anErrorOccured' }]),
    });
  };

  const shownPinError = forField('pin') ?? (submitted && pinError ? word(pinError) : null);
  return (
    <form className="rs-form rs-profiles__pin" onSubmit={submit} noValidate>
      <p className="rs-profiles__lead">
        <Trans>Enter the parental control PIN to open {profile.name}.</Trans>
      </p>
      <PasswordField
        label={t`PIN`}
        value={pin}
        onChange={(value) => setPin(value.replace(/\D/g, '').slice(0, 4))}
        error={shownPinError}
        showError={submitted || forField('pin') !== null}
        required
        autoFocus
        {...PIN_INPUT_PROPS}
      />
      {challenge ? <CaptchaField challenge={challenge} answer={captchaAnswer} onChange={setCaptchaAnswer} /> : null}
      {forForm.map((message) => (
        <p key={message} className="rs-form__error" role="alert">
          {message}
        </p>
      ))}
      {resetSent ? (
        <p className="rs-profiles__notice" role="status">
          <Trans>We have emailed the account holder a link to choose a new PIN.</Trans>
        </p>
      ) : null}
      <div className="rs-profiles__actions">
        <button type="submit" className="rs-form__submit" disabled={switching}>
          {switching ? <span className="rs-form__spinner" aria-hidden="true" /> : null}
          <Trans>Continue</Trans>
        </button>
        <button type="button" className="rs-profiles__link" onClick={forgot} disabled={requesting || resetSent}>
          <Trans>Forgot PIN?</Trans>
        </button>
      </div>
    </form>
  );
}
