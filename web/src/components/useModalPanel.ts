import { type RefObject, useEffect } from 'react';
import { useRegisterOpenDialog } from './dialogRegistry.ts';

const FOCUSABLE = 'button:not(:disabled), input:not(:disabled), select:not(:disabled), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * What a modal panel over the page owes the viewer (the profiles dialog, the
 * search panel): Escape closes it, Tab stays inside it (from the last control
 * back to the first, and the other way), the page behind does not scroll, and
 * focus returns where it was when it closes. `focusPanel` moves focus to the
 * panel itself on opening; leave it off when a control inside takes focus.
 */
export function useModalPanel(panel: RefObject<HTMLElement | null>, onClose: () => void, { focusPanel = true } = {}): void {
  useRegisterOpenDialog();
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    if (focusPanel) panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab' && panel.current) {
        const focusable = panel.current.querySelectorAll<HTMLElement>(FOCUSABLE);
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        const active = document.activeElement;
        if (event.shiftKey && (active === first || active === panel.current)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (active === last || !panel.current.contains(active))) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [panel, onClose, focusPanel]);
}
