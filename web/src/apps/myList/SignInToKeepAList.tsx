import { Trans } from '@lingui/react/macro';
import { Link, useRouter } from 'found';
import { MessagePanel } from '../../components/StatusViews.tsx';
import { pathTo } from '../../system/routePaths.ts';

/** Guests and visitors have no list: the page says why and leads to sign-in, coming back here. */
export function SignInToKeepAList() {
  const { match } = useRouter();
  const from = `${match.location.pathname}${match.location.search}`;
  return (
    <MessagePanel
      icon={<span aria-hidden="true">+</span>}
      title={<Trans>Sign in to keep a list</Trans>}
      actions={
        <Link to={`${pathTo('LOGIN')}?from=${encodeURIComponent(from)}`} className="rs-button rs-button--primary">
          <Trans>Sign in</Trans>
        </Link>
      }
    >
      <p>
        <Trans>Your list keeps the videos, events and series you want to come back to, on every device you sign in on.</Trans>
      </p>
    </MessagePanel>
  );
}
