import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { passwordRule } from '../../components/form/fieldRules.ts';
import { PasswordField } from '../../components/form/TextField.tsx';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { pathTo } from '../../system/routePaths.ts';
import { messageForKey } from '../../system/userMessages.ts';
import { AccountCard } from '../../components/AccountCard.tsx';
import type { ResetPasswordApp_realm$key } from './__generated__/ResetPasswordApp_realm.graphql.ts';
import { useResetPassword } from './usePasswordReset.ts';

const fragment = graphql`
  fragment ResetPasswordApp_realm on Realm {
    title
    logoUrl
  }
`;

const LINK_PROBLEMS = new Set(['resetLinkInvalid', 'resetLinkExpired', 'resetLinkUsed']);

/**
 * LOGIN_RESET_PASSWORD (`?pwrt=…`, the emailed link): the viewer chooses a new
 * password (spec §5 rules, show/hide) and then signs in with it; every other
 * session of the account has been signed out. A dead link offers a new one.
 */
export function ResetPasswordApp({ realm, token }: { realm: ResetPasswordApp_realm$key; token: string | null }) {
  const data = useFragment(fragment, realm);
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Choose a new password`);
  const [commit, inFlight] = useResetPassword();
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : 'resetLinkInvalid');
  const [done, setDone] = useState(false);
  const passwordError = passwordRule(password) ?? serverError;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight || !token) return;
    setSubmitted(true);
    if (passwordRule(password)) return;
    commit({
      variables: { input: { token, password } },
      onCompleted: ({ resetPassword }) => {
        if (resetPassword.passwordChanged) return setDone(true);
        const [problem] = resetPassword.userErrors;
        const key = problem?.messageKey ?? 'anErrorOccured';
        if (LINK_PROBLEMS.has(key)) setLinkProblem(key);
        else setServerError(key);
      },
      onError: () => setServerError('anErrorOccured'),
    });
  }

  if (done) {
    return (
      <AccountCard logoUrl={data.logoUrl} logoAlt={data.title} title={<Trans>Your password has been changed</Trans>}>
        <p className="rs-account-card__lead" role="status">
          <Trans>Sign in with your new password. For your safety, every device that was signed in has been signed out.</Trans>
        </p>
        <div className="rs-account-card__actions">
          <Link className="rs-account-card__button" to={pathTo('LOGIN')}>
            <Trans>Sign in</Trans>
          </Link>
        </div>
      </AccountCard>
    );
  }

  if (linkProblem) {
    return (
      <AccountCard logoUrl={data.logoUrl} logoAlt={data.title} title={<Trans>This link does not work any more</Trans>}>
        <p className="rs-form__error" role="alert">
          {messageForKey(i18n, linkProblem)}
        </p>
        <div className="rs-account-card__actions">
          <Link className="rs-account-card__button" to={pathTo('LOGIN_REQUEST_PASSWORD')}>
            <Trans>Send me a new link</Trans>
          </Link>
        </div>
      </AccountCard>
    );
  }

  return (
    <AccountCard
      logoUrl={data.logoUrl}
      logoAlt={data.title}
      title={<Trans>Choose a new password</Trans>}
      lead={<Trans>Pick a password you do not use anywhere else.</Trans>}
    >
      <form className="rs-form" noValidate onSubmit={submit} aria-busy={inFlight}>
        <div>
          <PasswordField
            label={<Trans>New password</Trans>}
            name="password"
            autoComplete="new-password"
            maxLength={256}
            required
            value={password}
            onChange={(value) => {
              setPassword(value);
              setServerError(null);
            }}
            error={passwordError ? messageForKey(i18n, passwordError) : null}
            showError={submitted || serverError !== null}
          />
          <p className="rs-field__hint">
            <Trans>6 to 24 characters. Avoid common passwords.</Trans>
          </p>
        </div>
        <button type="submit" className="rs-form__submit" disabled={inFlight}>
          {inFlight ? <span className="rs-form__spinner" aria-hidden="true" /> : null}
          <Trans>Save new password</Trans>
        </button>
      </form>
    </AccountCard>
  );
}
