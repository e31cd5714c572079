import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from 'found';
import { useCallback, useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import type { AppContext } from '../../system/appContext.ts';
import { pathTo } from '../../system/routePaths.ts';
import { messageForKey } from '../../system/userMessages.ts';
import { AccountCard } from '../../components/AccountCard.tsx';
import '../authorize/authCard.css';
import type { ImpersonateApp_realm$key } from './__generated__/ImpersonateApp_realm.graphql.ts';
import type { ImpersonateApp_viewer$key } from './__generated__/ImpersonateApp_viewer.graphql.ts';
import { CustomerLookup } from './CustomerLookup.tsx';
import { useSignInWithImpersonationToken } from './useSignInWithImpersonationToken.ts';

const realmFragment = graphql`
  fragment ImpersonateApp_realm on Realm {
    title
    logoUrl
  }
`;

const viewerFragment = graphql`
  fragment ImpersonateApp_viewer on Viewer {
    role
  }
`;

/**
 * IMPERSONATE. With `?token=` it spends the token once (spec §4: loading, then
 * loaded or failed); on success the app is rebuilt for the customer's session
 * and shows the home page, where the overlay says who is being impersonated.
 * Without a token, an admin finds a customer here and starts from this page.
 */
export function ImpersonateApp({
  realm,
  viewer,
  token,
}: {
  realm: ImpersonateApp_realm$key;
  viewer: ImpersonateApp_viewer$key;
  token: string;
}) {
  const data = useFragment(realmFragment, realm);
  const { role } = useFragment(viewerFragment, viewer);
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Impersonating`);
  const { match } = useRouter();
  const [commit] = useSignInWithImpersonationToken();
  const [spending, setSpending] = useState(Boolean(token));
  const [failure, setFailure] = useState<string | null>(null);
  // A token is good once: never send it twice (React may run effects twice in development).
  const spent = useRef(new Set<string>());

  const spend = useCallback(
    (value: string) => {
      if (spent.current.has(value)) return;
      spent.current.add(value);
      setSpending(true);
      commit({
        variables: { input: { token: value } },
        onCompleted: ({ signInWithImpersonationToken: result }) => {
          if (result.userErrors.length > 0) {
            setSpending(false);
            setFailure(result.userErrors[0]!.messageKey);
          } else {
            (match.context as AppContext).sessionChanged(pathTo('HOME'));
          }
        },
        onError: () => {
          setSpending(false);
          setFailure('anErrorOccured');
        },
      });
    },
    [commit, match.context],
  );

  useEffect(() => {
    if (token) spend(token);
  }, [spend, token]);

  if (failure) {
    return (
      <AccountCard
        tone="problem"
        logoUrl={data.logoUrl}
        logoAlt={data.title}
        title={<Trans>Impersonation failed</Trans>}
        lead={<p>{messageForKey(i18n, failure)}</p>}
      >
        <div className="rs-authcard__actions">
          <Link to={pathTo('HOME')} className="rs-button rs-button--secondary">
            <Trans>Go to the home page</Trans>
          </Link>
        </div>
      </AccountCard>
    );
  }
  if (spending) {
    return (
      <AccountCard
        logoUrl={data.logoUrl}
        logoAlt={data.title}
        title={<Trans>Starting impersonation…</Trans>}
        lead={<span className="rs-form__spinner" role="status" aria-label={t`Signing in as the customer`} />}
      />
    );
  }
  if (role === 'ADMIN') {
    return (
      <AccountCard
        logoUrl={data.logoUrl}
        logoAlt={data.title}
        title={<Trans>Impersonate a customer</Trans>}
        lead={
          <p>
            <Trans>See the service exactly as a customer does. Your own session in this browser ends; sign in again when you are done.</Trans>
          </p>
        }
      >
        <CustomerLookup onToken={spend} />
      </AccountCard>
    );
  }
  return (
    <AccountCard
      tone="problem"
      logoUrl={data.logoUrl}
      logoAlt={data.title}
      title={<Trans>Impersonation failed</Trans>}
      lead={<p>{messageForKey(i18n, 'impersonationFailed')}</p>}
    />
  );
}
