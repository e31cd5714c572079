import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import type { LogoutApp_realm$key } from './__generated__/LogoutApp_realm.graphql.ts';
import { useSignOut } from './useSignOut.ts';
import './LogoutApp.css';

const fragment = graphql`
  fragment LogoutApp_realm on Realm {
    settings {
      guestsAllowed
    }
  }
`;

/** Why a viewer is signed out, when a page sent them here with a reason (`/logout?message=…`). */
const REASONS = new Set(['sessionExpired']);

/**
 * Where a signed-out viewer lands (spec §4 "Logout resets to an empty guest
 * state … may carry a message"): in a realm that allows guests, the home page,
 * where the guard checks them in as a guest again; elsewhere the sign-in page,
 * saying they were signed out (or why).
 */
export function destinationAfterSignOut(guestsAllowed: boolean, reason: string | null): string {
  if (reason && REASONS.has(reason)) return `/login?message=${reason}`;
  return guestsAllowed ? '/' : '/login?message=signedOut';
}

/**
 * LOGOUT: signs out as soon as it opens, then rebuilds the app with a fresh
 * store (nothing of the previous viewer stays cached). Kept client-side: a
 * cookie-consent flag, when one exists, is not a session cookie and survives.
 */
export function LogoutApp({
  realm,
  reason,
  onSignedOut,
}: {
  realm: LogoutApp_realm$key;
  reason: string | null;
  onSignedOut: (destination: string) => void;
}) {
  const { settings } = useFragment(fragment, realm);
  const { t } = useLingui();
  useDocumentTitle(t`Signing out`);
  const [commit] = useSignOut();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  function signOut() {
    setFailed(false);
    commit({
      variables: {},
      onCompleted: () => onSignedOut(destinationAfterSignOut(settings.guestsAllowed, reason)),
      onError: () => setFailed(true),
    });
  }

  useEffect(() => {
    // Once per visit, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    signOut();
  }, []);

  return (
    <section className="rs-signout" aria-live="polite">
      {failed ? (
        <>
          <p role="alert">
            <Trans>We could not sign you out. Please check your connection and try again.</Trans>
          </p>
          <button type="button" className="rs-form__submit" onClick={signOut}>
            <Trans>Try again</Trans>
          </button>
        </>
      ) : (
        <p className="rs-signout__progress">
          <span className="rs-form__spinner" aria-hidden="true" />
          <Trans>Signing you out…</Trans>
        </p>
      )}
    </section>
  );
}
