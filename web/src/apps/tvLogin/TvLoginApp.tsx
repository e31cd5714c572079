import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { TextField } from '../../components/form/TextField.tsx';
import { CaptchaField, type Challenge } from '../../components/form/CaptchaField.tsx';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { pathTo } from '../../system/routePaths.ts';
import { messageForKey } from '../../system/userMessages.ts';
import { AccountCard } from '../../components/AccountCard.tsx';
import '../authorize/authCard.css';
import type { TvLoginApp_realm$key } from './__generated__/TvLoginApp_realm.graphql.ts';
import type { TvLoginApp_viewer$key } from './__generated__/TvLoginApp_viewer.graphql.ts';
import { useApproveTvLogin } from './useApproveTvLogin.ts';
import { formatUserCode, isCompleteUserCode } from './userCode.ts';

const realmFragment = graphql`
  fragment TvLoginApp_realm on Realm {
    title
    fullName
    logoUrl
  }
`;

const viewerFragment = graphql`
  fragment TvLoginApp_viewer on Viewer {
    role
  }
`;

/**
 * TV_LOGIN: a signed-in viewer types the code their TV shows, and the TV
 * signs in to their account (as the profile they are watching as). A guest or
 * visitor is asked to sign in first, and comes back here afterwards (`from`).
 */
export function TvLoginApp({
  realm,
  viewer,
  initialCode = '',
}: {
  realm: TvLoginApp_realm$key;
  viewer: TvLoginApp_viewer$key;
  initialCode?: string;
}) {
  const realmData = useFragment(realmFragment, realm);
  const { role } = useFragment(viewerFragment, viewer);
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Sign in on your TV`);
  const realmName = realmData.fullName || realmData.title;

  const [code, setCode] = useState(() => formatUserCode(initialCode));
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const [paired, setPaired] = useState(false);
  const [commit, inFlight] = useApproveTvLogin();

  if (role !== 'CUSTOMER' && role !== 'ADMIN') {
    return (
      <AccountCard
        logoUrl={realmData.logoUrl}
        logoAlt={realmData.title}
        title={<Trans>Sign in on your TV</Trans>}
        lead={<p><Trans>Sign in to your {realmName} account first, then enter the code shown on your TV.</Trans></p>}
      >
        <div className="rs-authcard__actions">
          <Link
            to={{ pathname: pathTo('LOGIN'), query: { from: pathTo('TV_LOGIN') } }}
            className="rs-button rs-button--primary rs-button--large"
          >
            <Trans>Sign in</Trans>
          </Link>
        </div>
      </AccountCard>
    );
  }

  if (paired) {
    return (
      <AccountCard
        logoUrl={realmData.logoUrl}
        logoAlt={realmData.title}
        title={<Trans>Your TV is signed in</Trans>}
        lead={<p><Trans>In a few seconds your TV shows your {realmName} account. Enjoy watching!</Trans></p>}
      >
        <div className="rs-authcard__actions">
          <button
            type="button"
            className="rs-button rs-button--secondary"
            onClick={() => {
              setPaired(false);
              setCode('');
              setSubmitted(false);
            }}
          >
            <Trans>Sign in another TV</Trans>
          </button>
        </div>
      </AccountCard>
    );
  }

  const incomplete = !isCompleteUserCode(code);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (incomplete) return;
    commit({
      variables: { input: { userCode: code, captcha: challenge ? { challengeId: challenge.id, answer: captchaAnswer } : null } },
      onCompleted: ({ approveTvLogin: result }) => {
        setChallenge(result.captchaChallenge ?? null);
        setCaptchaAnswer('');
        if (result.userErrors.length === 0) setPaired(true);
        else setFormError(result.userErrors[0]!.messageKey);
      },
      onError: () => setFormError('anErrorOccured'),
    });
  };

  return (
    <AccountCard
      logoUrl={realmData.logoUrl}
      logoAlt={realmData.title}
      title={<Trans>Sign in on your TV</Trans>}
      lead={<p><Trans>Open the {realmName} app on your TV and enter the code it shows.</Trans></p>}
    >
      <form className="rs-form" noValidate onSubmit={onSubmit}>
        {formError ? (
          <p className="rs-form__error" role="alert">
            {messageForKey(i18n, formError)}
          </p>
        ) : null}
        <div className="rs-authcard__code">
          <TextField
            label={<Trans>Code on your TV</Trans>}
            value={code}
            onChange={(value) => setCode(formatUserCode(value))}
            error={incomplete ? t`Enter all 8 letters of the code.` : null}
            showError={submitted}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="XXXX-XXXX"
            inputMode="text"
            maxLength={9}
            required
          />
        </div>
        {challenge ? <CaptchaField challenge={challenge} answer={captchaAnswer} onChange={setCaptchaAnswer} /> : null}
        <button type="submit" className="rs-form__submit" disabled={inFlight}>
          {inFlight ? <span className="rs-form__spinner" role="status" aria-label={t`Connecting your TV`} /> : null}
          <Trans>Connect TV</Trans>
        </button>
      </form>
    </AccountCard>
  );
}
