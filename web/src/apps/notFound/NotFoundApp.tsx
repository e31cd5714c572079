import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { MessagePanel } from '../../components/StatusViews.tsx';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { pathTo } from '../../system/routePaths.ts';

/** Unknown paths, and detail pages whose content does not exist (NOT_FOUND). */
export function NotFoundApp() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  return (
    <MessagePanel
      icon={<span aria-hidden="true">404</span>}
      title={<Trans>Page not found</Trans>}
      actions={
        <Link to={pathTo('HOME')} className="rs-button rs-button--primary">
          <Trans>Back to home</Trans>
        </Link>
      }
    >
      <p>
        <Trans>The page you are looking for doesn't exist or is no longer available.</Trans>
      </p>
    </MessagePanel>
  );
}
