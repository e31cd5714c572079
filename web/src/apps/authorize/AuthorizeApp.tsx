import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { emailRule, signInRule } from '../../components/form/fieldRules.ts';
import { EmailField, PasswordField } from '../../components/form/TextField.tsx';
import { CaptchaField, type Challenge } from '../../components/form/CaptchaField.tsx';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { messageForKey } from '../../system/userMessages.ts';
import type { AuthorizeApp_client$key } from './__generated__/AuthorizeApp_client.graphql.ts';
import type { AuthorizeApp_realm$key } from './__generated__/AuthorizeApp_realm.graphql.ts';
import { AccountCard } from '../../components/AccountCard.tsx';
import './authCard.css';
import { type AuthorizeRequest, authorizeRequestProblem } from './authorizeRequest.ts';
import { useAuthorizeOAuthApp } from './useAuthorizeOAuthApp.ts';

const realmFragment = graphql`
  fragment AuthorizeApp_realm on Realm {
    title
    fullName
    logoUrl
  }
`;

const clientFragment = graphql`
  fragment AuthorizeApp_client on OAuthClient {
    name
  }
`;

/** Where the browser goes once the app has its code; a seam for tests. */
export const browserNavigation = {
  assign(url: string) {
    window.location.assign(url);
  },
};

/**
 * The external-app authorisation login page (spec §2): which app asks, email
 * and password, a sign-in button with a spinner. A request the page cannot
 * vouch for (missing parameters, no PKCE S256, an app or redirect URI not
 * registered on this realm) gets an explanation and no form: the viewer is
 * never sent to an address the realm does not know.
 *
 * Decision (spec silent): the password is asked for even when the viewer is
 * already signed in here. The app receives a full session of the account, so
 * handing it over takes a fresh proof of the password (as a bank re-asks before
 * a transfer), and a page script or a passer-by at an unlocked browser cannot
 * grant one with a click. Signing in here leaves this browser's own session as it was.
 */
export function AuthorizeApp({
  realm,
  client,
  request,
}: {
  realm: AuthorizeApp_realm$key;
  client: AuthorizeApp_client$key | null;
  request: AuthorizeRequest;
}) {
  const realmData = useFragment(realmFragment, realm);
  const clientData = useFragment(clientFragment, client);
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Sign in to continue`);
  const realmName = realmData.fullName || realmData.title;

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  // Stays true after success, while the browser leaves for the app.
  const [leaving, setLeaving] = useState(false);
  const [commit, inFlight] = useAuthorizeOAuthApp();

  const problem = authorizeRequestProblem(request);
  if (problem || !clientData) {
    return (
      <AccountCard
        tone="problem"
        logoUrl={realmData.logoUrl}
        logoAlt={realmData.title}
        title={<Trans>This sign-in link cannot be used</Trans>}
        lead={
          <>
            <p>
              {problem === 'MISSING_PARAMETERS' ? (
                <Trans>The link that brought you here is incomplete.</Trans>
              ) : problem ? (
                <Trans>The app that sent you here asked to sign in in a way {realmName} does not allow.</Trans>
              ) : (
                <Trans>The app that sent you here is not registered with {realmName}, or asked to return to an address it has not registered.</Trans>
              )}
            </p>
            <p>
              <Trans>For your safety you have not been signed in anywhere. Go back to the app and try again, or contact its makers.</Trans>
            </p>
          </>
        }
      />
    );
  }

  const emailError = emailRule(email);
  const emptyError = signInRule(email, password);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    const ruleKey = emptyError ?? emailError;
    if (ruleKey) {
      setFormError(ruleKey);
      return;
    }
    commit({
      variables: {
        input: {
          ...request,
          email: email.trim(),
          password,
          captcha: challenge ? { challengeId: challenge.id, answer: captchaAnswer } : null,
        },
      },
      onCompleted: ({ authorizeOAuthApp: result }) => {
        setChallenge(result.captchaChallenge ?? null);
        setCaptchaAnswer('');
        if (result.redirectUrl && result.userErrors.length === 0) {
          setLeaving(true);
          browserNavigation.assign(result.redirectUrl);
          return;
        }
        setFormError(result.userErrors[0]?.messageKey ?? 'anErrorOccured');
      },
      onError: () => setFormError('anErrorOccured'),
    });
  };

  const busy = inFlight || leaving;
  return (
    <AccountCard
      logoUrl={realmData.logoUrl}
      logoAlt={realmData.title}
      title={<Trans>Sign in to continue</Trans>}
      lead={
        <p>
          <Trans>
            <span className="rs-authcard__app">{clientData.name}</span> wants to use your {realmName} account. Sign in to allow it.
          </Trans>
        </p>
      }
    >
      <form className="rs-form" noValidate onSubmit={onSubmit} aria-describedby={formError ? 'rs-authorize-error' : undefined}>
        {formError ? (
          <p id="rs-authorize-error" className="rs-form__error" role="alert">
            {messageForKey(i18n, formError)}
          </p>
        ) : null}
        <EmailField
          value={email}
          onChange={setEmail}
          error={email ? (emailError ? messageForKey(i18n, emailError) : null) : null}
          showError={submitted}
        />
        <PasswordField
          label={<Trans>Password</Trans>}
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={null}
          required
        />
        {challenge ? <CaptchaField challenge={challenge} answer={captchaAnswer} onChange={setCaptchaAnswer} /> : null}
        <button type="submit" className="rs-form__submit" disabled={busy}>
          {busy ? <span className="rs-form__spinner" role="status" aria-label={t`Signing in`} /> : null}
          <Trans>Sign in</Trans>
        </button>
      </form>
      <p className="rs-authcard__note">
        <Trans>Signing in here does not sign you in on this website; you will be taken back to {clientData.name}.</Trans>
      </p>
    </AccountCard>
  );
}
