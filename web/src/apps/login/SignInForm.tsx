import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { type FormEvent, useRef, useState } from 'react';
import { CaptchaField } from '../../components/form/CaptchaField.tsx';
import { emailRule, signInRule } from '../../components/form/fieldRules.ts';
import { EmailField, PasswordField } from '../../components/form/TextField.tsx';
import { retryAfterSecondsOf, tooManyAttemptsMessage } from '../../system/rateLimited.ts';
import { pathTo } from '../../system/routePaths.ts';
import { messageForKey } from '../../system/userMessages.ts';
import { useSignIn } from './useSignIn.ts';

interface Challenge {
  id: string;
  prompt: string;
}

/**
 * Email and password (spec §5: errors after blur, EmailPasswordCannotBeEmpty on
 * submit), the §8 error map as worded by messageForKey, and the captcha the
 * platform asks for after repeated failures (spec §4 "Challenge"): its question
 * and an answer field appear above the button, and the next submit sends the answer.
 */
export function SignInForm({
  allowSelfRegistration,
  onSignedIn,
}: {
  allowSelfRegistration: boolean;
  /** Called once the session is the new viewer's (the app is then rebuilt), with how many profiles the account has. */
  onSignedIn: (profileCount: number) => void;
}) {
  const { t, i18n } = useLingui();
  const [commit, inFlight] = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  // A message key, or a text of its own (how long a limit holds the viewer back).
  const [formError, setFormError] = useState<string | { text: string } | null>(null);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  // Once signed in, the spinner stays until the rebuilt app replaces this page.
  const [leaving, setLeaving] = useState(false);
  const passwordBox = useRef<HTMLDivElement>(null);
  const captchaBox = useRef<HTMLDivElement>(null);

  const emailError = emailRule(email);
  const passwordError = password ? null : 'pleaseProvideYourPassword';
  const busy = inFlight || leaving;

  function focusIn(box: HTMLDivElement | null) {
    box?.querySelector('input')?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const empty = signInRule(email, password);
    if (empty) return setFormError(empty);
    if (emailError) return setFormError(null); // the email field says what is wrong
    if (challenge && !captchaAnswer.trim()) {
      setCaptchaError('captchaRequired');
      return focusIn(captchaBox.current);
    }
    setFormError(null);
    setCaptchaError(null);
    commit({
      variables: {
        input: {
          email: email.trim(),
          password,
          tokenDelivery: 'COOKIE',
          captcha: challenge ? { challengeId: challenge.id, answer: captchaAnswer.trim() } : null,
        },
      },
      onCompleted: ({ signIn }) => {
        if (signIn.userErrors.length === 0) {
          setLeaving(true);
          onSignedIn(signIn.viewer.profiles.length);
          return;
        }
        // The platform's answer replaces the form's own complaints until the next submit.
        setSubmitted(false);
        // A captcha is single use: whatever happened, the next try answers the new one (or none).
        setChallenge(signIn.captchaChallenge ? { id: signIn.captchaChallenge.id, prompt: signIn.captchaChallenge.prompt } : null);
        setCaptchaAnswer('');
        const [first] = signIn.userErrors;
        const captchaProblem = signIn.userErrors.find((error) => error.field === 'captcha');
        // A first challenge needs no scolding: its introduction says what to do.
        setCaptchaError(captchaProblem && captchaProblem.messageKey !== 'captchaRequired' ? captchaProblem.messageKey : null);
        setFormError(captchaProblem ? null : (first?.messageKey ?? 'anErrorOccured'));
        if (signIn.captchaChallenge) {
          requestAnimationFrame(() => focusIn(captchaBox.current));
        } else if (first?.messageKey === 'loginError') {
          setPassword('');
          focusIn(passwordBox.current);
        }
      },
      onError: (error) => {
        // A limit says how long to wait; anything else is the generic error.
        const wait = retryAfterSecondsOf(error);
        setFormError(wait !== null ? { text: tooManyAttemptsMessage(i18n, wait) } : 'anErrorOccured');
      },
    });
  }

  return (
    <form className="rs-form rs-signin__form" noValidate onSubmit={submit} aria-busy={busy}>
      {formError ? (
        <p className="rs-form__error" role="alert">
          {typeof formError === 'string' ? messageForKey(i18n, formError) : formError.text}
        </p>
      ) : null}
      <EmailField
        autoComplete="username"
        value={email}
        onChange={setEmail}
        error={emailError ? messageForKey(i18n, emailError) : null}
        showError={submitted}
      />
      <div ref={passwordBox}>
        <PasswordField
          label={<Trans>Password</Trans>}
          name="password"
          autoComplete="current-password"
          maxLength={256}
          required
          value={password}
          onChange={setPassword}
          error={passwordError ? messageForKey(i18n, passwordError) : null}
          showError={submitted}
        />
      </div>
      <p className="rs-signin__forgot">
        <Link to={pathTo('LOGIN_REQUEST_PASSWORD')}>
          <Trans>Forgot your password?</Trans>
        </Link>
      </p>
      {challenge ? (
        <CaptchaField
          containerRef={captchaBox}
          challenge={challenge}
          answer={captchaAnswer}
          onChange={setCaptchaAnswer}
          error={captchaError ? messageForKey(i18n, captchaError) : null}
        />
      ) : null}
      <button type="submit" className="rs-form__submit" disabled={busy}>
        {busy ? <span className="rs-form__spinner" aria-hidden="true" /> : null}
        {busy ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
      </button>
      {allowSelfRegistration ? (
        <p className="rs-signin__signup">
          <Trans>New here?</Trans>{' '}
          <Link to={pathTo('SIGNUP')}>
            <Trans>Create an account</Trans>
          </Link>
        </p>
      ) : null}
      <span className="rs-visually-hidden" aria-live="polite">
        {busy ? t`Signing in…` : ''}
      </span>
    </form>
  );
}
