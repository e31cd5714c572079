import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { type FormEvent, useState } from 'react';
import { PasswordField } from '../../components/form/TextField.tsx';
import { PIN_INPUT_PROPS, pinRule } from '../../profile/pinRules.ts';
import { PROFILES_HASH } from '../../profile/profilesLocation.ts';
import { useResetParentalPin } from '../../profile/useParentalControl.ts';
import { useUserErrors } from '../../profile/useUserErrors.ts';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import './PinResetApp.css';

const digits = (value: string) => value.replace(/\D/g, '').slice(0, 4);

/**
 * Choose a new parental control PIN with the code from the reset email. The
 * code is single use and lasts 30 minutes; afterwards the profiles dialog
 * opens so the family can pick who is watching.
 */
export function PinResetApp({ code }: { code: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Reset the parental control PIN`);
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState(false);
  const { forField, general, setErrors, word } = useUserErrors();
  const [reset, resetting] = useResetParentalPin();

  const pinError = pinRule(pin);
  const repeatError = repeat !== pin ? 'pinsDoNotMatch' : null;
  const codeError = forField('code') ?? (code ? null : word('invalidPinResetCode'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setErrors([]);
    if (pinError || repeatError || !code) return;
    reset({
      variables: { input: { code, pin } },
      onCompleted: ({ resetParentalPin: result }) => {
        if (result.userErrors.length > 0) setErrors(result.userErrors);
        else setDone(true);
      },
      onError: () => setErrors([{ messageKey: 'anErrorOccured' }]),
    });
  };

  return (
    <section className="rs-pin-reset" aria-labelledby="rs-pin-reset-title">
      <h1 id="rs-pin-reset-title" className="rs-pin-reset__title">
        <Trans>Reset the parental control PIN</Trans>
      </h1>
      {done ? (
        <div className="rs-pin-reset__done" role="status">
          <p>
            <Trans>Your new PIN is set. Use it to open the adult profiles from a child profile.</Trans>
          </p>
          <Link to={{ pathname: '/', hash: PROFILES_HASH }} className="rs-button rs-button--primary">
            <Trans>Choose a profile</Trans>
          </Link>
        </div>
      ) : (
        <form className="rs-form" onSubmit={submit} noValidate>
          <p className="rs-pin-reset__lead">
            <Trans>Choose a new 4-digit PIN for parental control.</Trans>
          </p>
          {codeError ? (
            <p className="rs-form__error" role="alert">
              {codeError}
            </p>
          ) : null}
          <PasswordField
            label={t`New PIN`}
            value={pin}
            onChange={(value) => setPin(digits(value))}
            error={forField('pin') ?? (pinError ? word(pinError) : null)}
            showError={submitted}
            required
            autoFocus
            {...PIN_INPUT_PROPS}
          />
          <PasswordField
            label={t`Repeat the new PIN`}
            value={repeat}
            onChange={(value) => setRepeat(digits(value))}
            error={repeatError ? word(repeatError) : null}
            showError={submitted}
            required
            {...PIN_INPUT_PROPS}
          />
          {general.map((message) => (
            <p key={message} className="rs-form__error" role="alert">
              {message}
            </p>
          ))}
          <button type="submit" className="rs-form__submit" disabled={resetting || !code}>
            {resetting ? <span className="rs-form__spinner" aria-hidden="true" /> : null}
            <Trans>Set the new PIN</Trans>
          </button>
        </form>
      )}
    </section>
  );
}
