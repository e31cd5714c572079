import { Trans } from '@lingui/react/macro';
import { Link } from 'found';
import { pathTo } from '../../system/routePaths.ts';

/**
 * After a sign-up that needs confirmation: which address the link went to,
 * what to do next, and — on a platform without a mail server (the demo) — the
 * development mailbox where the email can be read.
 */
export function CheckInbox({
  email,
  mailboxUrl,
  onStartOver,
}: {
  email: string;
  mailboxUrl: string | null;
  onStartOver: () => void;
}) {
  return (
    <div className="rs-check-inbox" role="status">
      <p className="rs-account-card__lead">
        <Trans>
          We sent a confirmation link to <span className="rs-account-card__email">{email}</span>.
        </Trans>
      </p>
      <ol className="rs-account-card__steps">
        <li>
          <Trans>Open the email and follow the link within 24 hours.</Trans>
        </li>
        <li>
          <Trans>You are signed in straight away, on the device where you open it.</Trans>
        </li>
      </ol>
      {mailboxUrl ? (
        <p className="rs-account-card__notice">
          <Trans>
            This demo sends no real email. Read it in the{' '}
            <a href={mailboxUrl} target="_blank" rel="noreferrer">
              development mailbox
            </a>
            .
          </Trans>
        </p>
      ) : null}
      <p className="rs-account-card__links">
        <Trans>No email after a few minutes? Check your spam folder, or</Trans>{' '}
        <button type="button" className="rs-link-button" onClick={onStartOver}>
          <Trans>sign up again</Trans>
        </button>
        .
      </p>
      <p className="rs-account-card__links">
        <Link to={pathTo('LOGIN')}>
          <Trans>Back to sign in</Trans>
        </Link>
      </p>
    </div>
  );
}
