import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '../system/useHydrated.ts';
import { useRegisterOpenDialog } from './dialogRegistry.ts';
import './Modal.css';

/**
 * A modal dialog over the page (the account's prompts, the playback errors):
 * focus moves in and back, Escape and the close button dismiss it when
 * `onDismiss` is given.
 */
export function Modal({ title, intro, onDismiss, dismissLabel, children }: {
  title: ReactNode;
  intro?: ReactNode;
  onDismiss?: () => void;
  dismissLabel: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useRegisterOpenDialog();
  // A modal is the browser's (a portal into <body>): a server-rendered page shows
  // it once hydrated (a crawler gets the page, and its message, without it).
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss?.();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onDismiss, hydrated]);

  if (!hydrated) return null;
  return createPortal(
    <div className="rs-modal">
      <div className="rs-modal__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} ref={panel}>
        <div className="rs-modal__header">
          <h2 id={titleId} className="rs-modal__title">
            {title}
          </h2>
          {onDismiss ? (
            <button type="button" className="rs-modal__close" aria-label={dismissLabel} onClick={onDismiss}>
              ×
            </button>
          ) : null}
        </div>
        {intro ? <p className="rs-modal__intro">{intro}</p> : null}
        {children}
      </div>
    </div>,
    document.body,
  );
}
