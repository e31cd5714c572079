import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import { AccountCard } from '../../components/AccountCard.tsx';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { messageForKey } from '../../system/userMessages.ts';
import type { LoginApp_realm$key } from './__generated__/LoginApp_realm.graphql.ts';
import { SignInForm } from './SignInForm.tsx';
import './LoginApp.css';

const fragment = graphql`
  fragment LoginApp_realm on Realm {
    title
    fullName
    logoUrl
    settings {
      allowSelfRegistration
      guestsAllowed
    }
  }
`;

/**
 * The messages a page may send the viewer here with (`/login?message=…`), e.g.
 * after a session expired or a sign-out. Only these keys are shown: the query
 * is anyone's to write, so it never carries free text.
 */
const NOTICES = new Set(['sessionExpired', 'signedOut']);

/** LOGIN: the realm's sign-in card, worded for guests where the realm lets them watch. */
export function LoginApp({
  realm,
  message,
  onSignedIn,
}: {
  realm: LoginApp_realm$key;
  message: string | null;
  onSignedIn: (profileCount: number) => void;
}) {
  const data = useFragment(fragment, realm);
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Sign in`);
  const realmName = data.fullName || data.title;
  return (
    <AccountCard
      logoUrl={data.logoUrl}
      logoAlt={data.title}
      title={<Trans>Sign in to watch</Trans>}
      lead={
        data.settings.guestsAllowed ? (
          <Trans>You can watch {realmName} as a guest. Sign in with your account to watch everything your membership includes.</Trans>
        ) : (
          <Trans>{realmName} is available to members only. Sign in with your account to watch live events and videos.</Trans>
        )
      }
    >
      {message && NOTICES.has(message) ? (
        <p className="rs-signin__notice" role="status">
          {messageForKey(i18n, message)}
        </p>
      ) : null}
      <SignInForm allowSelfRegistration={data.settings.allowSelfRegistration} onSignedIn={onSignedIn} />
    </AccountCard>
  );
}
