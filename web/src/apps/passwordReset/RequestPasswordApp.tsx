import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { CaptchaField } from '../../components/form/CaptchaField.tsx';
import { emailRule } from '../../components/form/fieldRules.ts';
import { EmailField } from '../../components/form/TextField.tsx';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { pathTo } from '../../system/routePaths.ts';
import { messageForKey } from '../../system/userMessages.ts';
import { AccountCard } from '../../components/AccountCard.tsx';
import type { RequestPasswordApp_realm$key } from './__generated__/RequestPasswordApp_realm.graphql.ts';
import { useRequestPasswordReset } from './usePasswordReset.ts';

const fragment = graphql`
  fragment RequestPasswordApp_realm on Realm {
    title
    logoUrl
  }
`;

interface Challenge {
  id: string;
  prompt: string;
}

/**
 * LOGIN_REQUEST_PASSWORD: the viewer names their email and is told a link is on
 * its way. The answer is the same whether or not the address has an account,
 * so the page cannot be used to find out who has one.
 */
export function RequestPasswordApp({ realm, initialEmail }: { realm: RequestPasswordApp_realm$key; initialEmail: string }) {
  const data = useFragment(fragment, realm);
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Reset your password`);
  const [commit, inFlight] = useRequestPasswordReset();
  const [email, setEmail] = useState(initialEmail);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const [sent, setSent] = useState<{ email: string; mailboxUrl: string | null } | null>(null);
  const emailError = emailRule(email);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight) return;
    setSubmitted(true);
    if (emailError) return;
    if (challenge && !captchaAnswer.trim()) return setServerError('captchaRequired');
    setServerError(null);
    commit({
      variables: {
        input: { email: email.trim(), captcha: challenge ? { challengeId: challenge.id, answer: captchaAnswer.trim() } : null },
      },
      onCompleted: ({ requestPasswordReset: answer }) => {
        if (answer.requested) return setSent({ email: email.trim(), mailboxUrl: answer.developmentMailboxUrl ?? null });
        setChallenge(answer.captchaChallenge ? { id: answer.captchaChallenge.id, prompt: answer.captchaChallenge.prompt } : null);
        setCaptchaAnswer('');
        setServerError(answer.userErrors[0]?.messageKey ?? 'anErrorOccured');
      },
      onError: () => setServerError('anErrorOccured'),
    });
  }

  if (sent) {
    return (
      <AccountCard logoUrl={data.logoUrl} logoAlt={data.title} title={<Trans>Check your inbox</Trans>}>
        <p className="rs-account-card__lead" role="status">
          <Trans>
            If <span className="rs-account-card__email">{sent.email}</span> has an account with us, we have sent it a link to
            choose a new password. The link works for one hour.
          </Trans>
        </p>
        {sent.mailboxUrl ? (
          <p className="rs-account-card__notice">
            <Trans>
              This demo sends no real email. Read it in the{' '}
              <a href={sent.mailboxUrl} target="_blank" rel="noreferrer">
                development mailbox
              </a>
              .
            </Trans>
          </p>
        ) : null}
        <p className="rs-account-card__links">
          <Link to={pathTo('LOGIN')}>
            <Trans>Back to sign in</Trans>
          </Link>
        </p>
      </AccountCard>
    );
  }

  return (
    <AccountCard
      logoUrl={data.logoUrl}
      logoAlt={data.title}
      title={<Trans>Forgot your password?</Trans>}
      lead={<Trans>Enter the email address of your account and we will send you a link to choose a new password.</Trans>}
    >
      <form className="rs-form" noValidate onSubmit={submit} aria-busy={inFlight}>
        {serverError && serverError !== 'pleaseProvideValidEmail' && serverError !== 'pleaseProvideYourEmail' ? (
          <p className="rs-form__error" role="alert">
            {messageForKey(i18n, serverError)}
          </p>
        ) : null}
        <EmailField
          value={email}
          onChange={(value) => {
            setEmail(value);
            setServerError(null);
          }}
          error={emailError ? messageForKey(i18n, emailError) : serverError?.startsWith('pleaseProvide') ? messageForKey(i18n, serverError) : null}
          showError={submitted}
        />
        {challenge ? (
          <CaptchaField challenge={challenge} answer={captchaAnswer} onChange={setCaptchaAnswer} />
        ) : null}
        <button type="submit" className="rs-form__submit" disabled={inFlight}>
          {inFlight ? <span className="rs-form__spinner" aria-hidden="true" /> : null}
          <Trans>Send me a link</Trans>
        </button>
      </form>
      <p className="rs-account-card__links">
        <Link to={pathTo('LOGIN')}>
          <Trans>Back to sign in</Trans>
        </Link>
      </p>
    </AccountCard>
  );
}
