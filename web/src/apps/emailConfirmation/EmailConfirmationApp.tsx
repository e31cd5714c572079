import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { pathTo } from '../../system/routePaths.ts';
import { messageForKey } from '../../system/userMessages.ts';
import { AccountCard } from '../../components/AccountCard.tsx';
import type { EmailConfirmationApp_realm$key } from './__generated__/EmailConfirmationApp_realm.graphql.ts';
import { useConfirmEmail } from './useConfirmEmail.ts';

const fragment = graphql`
  fragment EmailConfirmationApp_realm on Realm {
    title
    logoUrl
    settings {
      allowSelfRegistration
    }
  }
`;

type State = { kind: 'confirming' } | { kind: 'confirmed' } | { kind: 'failed'; messageKey: string };

/**
 * EMAIL_CONFIRMATION (`/confirm-email?token=…`, the emailed link): confirms
 * at once and signs the viewer in (`onConfirmed` rebuilds the app as them).
 * An expired link sends them to sign up again (which mails a new one), a used
 * one to sign in; there is no button to press when all is well.
 */
export function EmailConfirmationApp({
  realm,
  token,
  onConfirmed,
}: {
  realm: EmailConfirmationApp_realm$key;
  token: string | null;
  onConfirmed: () => void;
}) {
  const data = useFragment(fragment, realm);
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Confirm your email`);
  const [commit] = useConfirmEmail();
  const [state, setState] = useState<State>(token ? { kind: 'confirming' } : { kind: 'failed', messageKey: 'confirmationLinkInvalid' });
  // A link is good once: never send it twice (React may run effects twice in development).
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    commit({
      variables: { input: { token, tokenDelivery: 'COOKIE' } },
      onCompleted: ({ confirmEmail }) => {
        const [problem] = confirmEmail.userErrors;
        if (problem) return setState({ kind: 'failed', messageKey: problem.messageKey });
        setState({ kind: 'confirmed' });
        onConfirmed();
      },
      onError: () => setState({ kind: 'failed', messageKey: 'anErrorOccured' }),
    });
  }, [commit, token, onConfirmed]);

  if (state.kind !== 'failed') {
    return (
      <AccountCard logoUrl={data.logoUrl} logoAlt={data.title} title={<Trans>Confirming your email…</Trans>}>
        <p className="rs-account-card__lead" role="status" aria-live="polite">
          <span className="rs-form__spinner" aria-hidden="true" />{' '}
          {state.kind === 'confirmed' ? <Trans>Your email is confirmed. Signing you in…</Trans> : <Trans>One moment, please.</Trans>}
        </p>
      </AccountCard>
    );
  }

  const used = state.messageKey === 'confirmationLinkUsed';
  return (
    <AccountCard
      logoUrl={data.logoUrl}
      logoAlt={data.title}
      title={used ? <Trans>Your email is already confirmed</Trans> : <Trans>We could not confirm your email</Trans>}
    >
      <p className="rs-form__error" role="alert">
        {messageForKey(i18n, state.messageKey)}
      </p>
      <div className="rs-account-card__actions">
        <Link className="rs-account-card__button" to={pathTo('LOGIN')}>
          <Trans>Sign in</Trans>
        </Link>
        {!used && data.settings.allowSelfRegistration ? (
          <Link className="rs-account-card__button rs-account-card__button--secondary" to={pathTo('SIGNUP')}>
            <Trans>Sign up again for a new link</Trans>
          </Link>
        ) : null}
      </div>
    </AccountCard>
  );
}
