import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import type { SignInPlaceholder_realm$key } from './__generated__/SignInPlaceholder_realm.graphql.ts';
import './SignInPlaceholder.css';

const fragment = graphql`
  fragment SignInPlaceholder_realm on Realm {
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
 * What a visitor sees on a realm without guest access (content needs an
 * account), and on LOGIN of any realm (worded for guests where they may watch). Real sign-in is a later issue; this panel explains the situation
 * in the realm's own branding instead of showing empty pages.
 */
export function SignInPlaceholder({ realm }: { realm: SignInPlaceholder_realm$key }) {
  const data = useFragment(fragment, realm);
  const { t } = useLingui();
  useDocumentTitle(t`Sign in`);
  const realmName = data.fullName || data.title;
  return (
    <section className="rs-signin" aria-labelledby="rs-signin-title">
      <div className="rs-signin__card">
        <img className="rs-signin__logo" src={data.logoUrl} alt={data.title} />
        <h1 id="rs-signin-title" className="rs-signin__title">
          <Trans>Sign in to watch</Trans>
        </h1>
        <p className="rs-signin__lead">
          {data.settings.guestsAllowed ? (
            <Trans>You can watch {realmName} as a guest. Sign in with your account to watch everything your membership includes.</Trans>
          ) : (
            <Trans>{realmName} is available to members only. Sign in with your account to watch live events and videos.</Trans>
          )}
        </p>
        <ul className="rs-signin__perks">
          <li>
            <Trans>Live events as they happen</Trans>
          </li>
          <li>
            <Trans>Replays, highlights and full series on demand</Trans>
          </li>
          <li>
            <Trans>Subtitles in English, Portuguese and Spanish</Trans>
          </li>
        </ul>
        <div className="rs-signin__actions">
          <button type="button" className="rs-button rs-button--primary rs-button--large" disabled aria-describedby="rs-signin-soon">
            <Trans>Sign in</Trans>
          </button>
          {data.settings.allowSelfRegistration ? (
            <button type="button" className="rs-button rs-button--secondary rs-button--large" disabled aria-describedby="rs-signin-soon">
              <Trans>Create an account</Trans>
            </button>
          ) : null}
        </div>
        <p id="rs-signin-soon" className="rs-signin__note">
          <Trans>Signing in on the web is coming soon. Until then, use the {realmName} app on your TV or phone.</Trans>
        </p>
      </div>
    </section>
  );
}
