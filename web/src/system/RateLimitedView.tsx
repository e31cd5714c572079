import { Trans, useLingui } from '@lingui/react/macro';
import { MessagePanel } from '../components/StatusViews.tsx';
import { tooManyAttemptsMessage } from './rateLimited.ts';

/**
 * A page a limit held back (RATE_LIMITED): inside the realm's frame, so the
 * menu still works, with how long to wait; Try again loads the page again.
 */
export function RateLimitedView({ retryAfterSeconds, onRetry }: { retryAfterSeconds: number; onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <MessagePanel
      tone="alert"
      icon={<span aria-hidden="true">!</span>}
      title={<Trans>Please wait a moment</Trans>}
      actions={
        <button type="button" className="rs-button rs-button--primary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      }
    >
      <p>{tooManyAttemptsMessage(i18n, retryAfterSeconds)}</p>
    </MessagePanel>
  );
}
