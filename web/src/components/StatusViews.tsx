import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import './StatusViews.css';

/**
 * index.html's splash, until the first page can be shown whole: the frame and
 * the page appear together, so nothing (the footer) jumps when the page arrives.
 */
export function BootSplash() {
  return (
    <div className="rs-splash" role="status">
      <span className="rs-splash__spinner" aria-hidden="true" />
      <span className="rs-visually-hidden">
        <Trans>Loading…</Trans>
      </span>
    </div>
  );
}

/** A centred message panel: errors, empty states, the sign-in placeholder. */
export function MessagePanel({
  icon,
  title,
  children,
  actions,
  tone = 'neutral',
}: {
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'neutral' | 'alert';
}) {
  return (
    <section className={`rs-panel rs-panel--${tone}`} role={tone === 'alert' ? 'alert' : undefined}>
      {icon ? <div className="rs-panel__icon">{icon}</div> : null}
      <h1 className="rs-panel__title">{title}</h1>
      {children ? <div className="rs-panel__body">{children}</div> : null}
      {actions ? <div className="rs-panel__actions">{actions}</div> : null}
    </section>
  );
}

/** Spec §2 "Generic error view on page error", with a retry. */
export function ErrorView({ onRetry }: { onRetry: () => void }) {
  return (
    <MessagePanel
      tone="alert"
      icon={<span aria-hidden="true">!</span>}
      title={<Trans>Something went wrong</Trans>}
      actions={
        <button type="button" className="rs-button rs-button--primary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      }
    >
      <p>
        <Trans>An error occurred, please try again.</Trans>
      </p>
    </MessagePanel>
  );
}
