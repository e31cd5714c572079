import { useLingui } from '@lingui/react/macro';
import { useRouter } from 'found';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { ConnectionFailedView } from '../../system/ConnectionFailedView.tsx';

/** A path inside the app (never another site) to go back to, from `?from=`. */
function returnPath(from: unknown): string {
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}

/** The DISCONNECTED page inside the realm's frame: Try again goes back to where the viewer was (`?from=`), else home. */
export function DisconnectedRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Connection Failed`);
  const { router, match } = useRouter();
  return <ConnectionFailedView onRetry={() => router.replace(returnPath(match.location.query['from']))} />;
}
