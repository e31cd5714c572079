import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { EmailField, PasswordField } from '../../components/form/TextField.tsx';
import { emailRule, passwordRule } from '../../components/form/fieldRules.ts';
import { useToasts } from '../../components/Toast.tsx';
import { CaptchaField, type Challenge } from '../../components/form/CaptchaField.tsx';
import { useUserErrors } from '../../profile/useUserErrors.ts';
import { messageForKey } from '../../system/userMessages.ts';
import type { AccountSecuritySection_account$key } from './__generated__/AccountSecuritySection_account.graphql.ts';
import { SignedInSessions } from './SignedInSessions.tsx';
import { useChangeEmail } from './useChangeEmail.ts';
import { useChangePassword } from './useChangePassword.ts';

/** Account security: the sign-in email, the password, and where the account is signed in. */
export function AccountSecuritySection({ account }: { account: AccountSecuritySection_account$key }) {
  const data = useFragment(
    graphql`
      fragment AccountSecuritySection_account on Account {
        email
        ...SignedInSessions_account
      }
    `,
    account,
  );
  return (
    <>
      <ChangeEmailForm email={data.email} />
      <ChangePasswordForm />
      <SignedInSessions account={data} />
    </>
  );
}

function ChangeEmailForm({ email }: { email: string }) {
  const { t, i18n } = useLingui();
  const toasts = useToasts();
  const titleId = useId();
  const [commit, saving] = useChangeEmail();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [captcha, setCaptcha] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const server = useUserErrors();

  const emailError = server.forField('email') ?? (emailRule(newEmail) ? messageForKey(i18n, emailRule(newEmail)!) : null);
  const passwordError = server.forField('password') ?? (password ? null : messageForKey(i18n, 'pleaseProvideYourPassword'));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (emailRule(newEmail) || !password) return;
    commit({
      variables: {
        input: { email: newEmail.trim(), password, captcha: challenge ? { challengeId: challenge.id, answer: captcha } : null },
      },
      onCompleted: ({ changeEmail }) => {
        server.setErrors(changeEmail.userErrors);
        setChallenge(changeEmail.captchaChallenge ?? null);
        setCaptcha('');
        if (changeEmail.userErrors.length === 0) {
          setNewEmail('');
          setPassword('');
          setSubmitted(false);
          toasts.show('success', t`You now sign in with ${changeEmail.account?.email ?? newEmail.trim()}.`, 'long');
        }
      },
      onError: () => toasts.show('error', messageForKey(i18n, 'anErrorOccured')),
    });
  };

  return (
    <section className="rs-account__panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="rs-account__panel-title">
        <Trans>Sign-in email</Trans>
      </h2>
      <p className="rs-account__hint">
        <Trans>
          You sign in with <strong>{email}</strong>.
        </Trans>
      </p>
      <form className="rs-form rs-account__form" noValidate onSubmit={onSubmit}>
        <div className="rs-account__row">
          <EmailField
            label={<Trans>New email</Trans>}
            value={newEmail}
            onChange={(value) => {
              setNewEmail(value);
              server.setErrors([]);
            }}
            error={emailError}
            showError={submitted}
          />
          <PasswordField
            label={<Trans>Current password</Trans>}
            autoComplete="current-password"
            required
            value={password}
            onChange={(value) => {
              setPassword(value);
              server.setErrors([]);
            }}
            error={passwordError}
            showError={submitted}
            maxLength={256}
          />
        </div>
        {challenge ? <CaptchaField challenge={challenge} answer={captcha} onChange={setCaptcha} /> : null}
        {server.forForm.map((message) => (
          <p key={message} className="rs-form__error" role="alert">
            {message}
          </p>
        ))}
        <div className="rs-account__actions">
          <button type="submit" className="rs-form__submit" disabled={saving}>
            {saving ? <span className="rs-form__spinner" aria-hidden="true" /> : null}
            <Trans>Change email</Trans>
          </button>
        </div>
      </form>
    </section>
  );
}

function ChangePasswordForm() {
  const { t, i18n } = useLingui();
  const toasts = useToasts();
  const titleId = useId();
  const [commit, saving] = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [captcha, setCaptcha] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const server = useUserErrors();

  const currentError = server.forField('currentPassword') ?? (currentPassword ? null : messageForKey(i18n, 'pleaseProvideYourPassword'));
  const newRule = passwordRule(newPassword);
  const newError = server.forField('newPassword') ?? (newRule ? messageForKey(i18n, newRule) : null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!currentPassword || newRule) return;
    commit({
      variables: {
        input: { currentPassword, newPassword, captcha: challenge ? { challengeId: challenge.id, answer: captcha } : null },
      },
      onCompleted: ({ changePassword }) => {
        server.setErrors(changePassword.userErrors);
        setChallenge(changePassword.captchaChallenge ?? null);
        setCaptcha('');
        if (changePassword.userErrors.length === 0) {
          setCurrentPassword('');
          setNewPassword('');
          setSubmitted(false);
          const others = changePassword.signedOutSessions;
          toasts.show(
            'success',
            others > 0
              ? t`${plural(others, {
                  one: 'Your password has been changed. # other device was signed out.',
                  other: 'Your password has been changed. # other devices were signed out.',
                })}`
              : t`Your password has been changed.`,
            'long',
          );
        }
      },
      onError: () => toasts.show('error', messageForKey(i18n, 'anErrorOccured')),
    });
  };

  return (
    <section className="rs-account__panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="rs-account__panel-title">
        <Trans>Password</Trans>
      </h2>
      <p className="rs-account__hint">
        <Trans>Changing your password signs you out on every other device.</Trans>
      </p>
      <form className="rs-form rs-account__form" noValidate onSubmit={onSubmit}>
        <div className="rs-account__row">
          <PasswordField
            label={<Trans>Current password</Trans>}
            autoComplete="current-password"
            required
            value={currentPassword}
            onChange={(value) => {
              setCurrentPassword(value);
              server.setErrors([]);
            }}
            error={currentError}
            showError={submitted}
            maxLength={256}
          />
          <PasswordField
            label={<Trans>New password</Trans>}
            autoComplete="new-password"
            required
            value={newPassword}
            onChange={(value) => {
              setNewPassword(value);
              server.setErrors([]);
            }}
            error={newError}
            showError={submitted}
            maxLength={256}
          />
        </div>
        {challenge ? <CaptchaField challenge={challenge} answer={captcha} onChange={setCaptcha} /> : null}
        {server.forForm.map((message) => (
          <p key={message} className="rs-form__error" role="alert">
            {message}
          </p>
        ))}
        <div className="rs-account__actions">
          <button type="submit" className="rs-form__submit" disabled={saving}>
            {saving ? <span className="rs-form__spinner" aria-hidden="true" /> : null}
            <Trans>Change password</Trans>
          </button>
        </div>
      </form>
    </section>
  );
}
