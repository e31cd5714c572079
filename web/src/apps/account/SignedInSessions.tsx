import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useToasts } from '../../components/Toast.tsx';
import { messageForKey } from '../../system/userMessages.ts';
import type { SignedInSessions_account$key } from './__generated__/SignedInSessions_account.graphql.ts';
import { useSignOutOtherSessions, useSignOutSession } from './useSignOutSessions.ts';

/** Where the account is signed in, this device first and marked; sign one out, or everywhere else. */
export function SignedInSessions({ account }: { account: SignedInSessions_account$key }) {
  const { sessions } = useFragment(
    graphql`
      fragment SignedInSessions_account on Account {
        id
        sessions {
          id
          device
          signedInAt
          lastActiveAt
          isCurrent
        }
      }
    `,
    account,
  );
  const { t, i18n } = useLingui();
  const toasts = useToasts();
  const titleId = useId();
  const [signOutOne, signingOutOne] = useSignOutSession();
  const [signOutOthers, signingOutOthers] = useSignOutOtherSessions();
  const busy = signingOutOne || signingOutOthers;
  const when = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const others = sessions.filter((session) => !session.isCurrent).length;

  return (
    <section className="rs-account__panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="rs-account__panel-title">
        <Trans>Signed-in devices</Trans>
      </h2>
      <ul className="rs-account__sessions">
        {sessions.map((session) => (
          <li key={session.id} className="rs-account__session" data-testid="signed-in-session">
            <div className="rs-account__session-text">
              <span className="rs-account__session-device">
                {session.device}
                {session.isCurrent ? (
                  <span className="rs-account__badge">
                    <Trans>This device</Trans>
                  </span>
                ) : null}
              </span>
              <span className="rs-account__session-meta">
                <Trans>
                  Signed in {when(session.signedInAt)} · last active {when(session.lastActiveAt)}
                </Trans>
              </span>
            </div>
            {session.isCurrent ? null : (
              <button
                type="button"
                className="rs-account__secondary"
                disabled={busy}
                aria-label={t`Sign out ${session.device}`}
                onClick={() =>
                  signOutOne({
                    variables: { input: { id: session.id } },
                    onCompleted: ({ signOutSession }) => {
                      const error = signOutSession.userErrors[0];
                      if (error) toasts.show('error', messageForKey(i18n, error.messageKey));
                      else toasts.show('success', t`${session.device} has been signed out.`);
                    },
                    onError: () => toasts.show('error', messageForKey(i18n, 'anErrorOccured')),
                  })
                }
              >
                <Trans>Sign out</Trans>
              </button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <div className="rs-account__actions">
          <button
            type="button"
            className="rs-account__secondary"
            disabled={busy}
            onClick={() =>
              signOutOthers({
                variables: {},
                onCompleted: ({ signOutOtherSessions }) => {
                  // Refused while an admin impersonates the customer (IMPERSONATION_READ_ONLY).
                  const error = signOutOtherSessions.userErrors[0];
                  if (error) toasts.show('error', messageForKey(i18n, error.messageKey));
                  else toasts.show('success', t`You have been signed out everywhere else.`);
                },
                onError: () => toasts.show('error', messageForKey(i18n, 'anErrorOccured')),
              })
            }
          >
            <Trans>Sign out everywhere else</Trans>
          </button>
        </div>
      ) : (
        <p className="rs-account__hint">
          <Trans>You are not signed in anywhere else.</Trans>
        </p>
      )}
    </section>
  );
}
