import { useEffect, useState } from 'react';

/** A modal dialog of the app (components/Modal.tsx, the profiles dialog…) or a native one is open. */
function modalDialogOpen(): boolean {
  return document.querySelector('[aria-modal="true"], dialog[open]') !== null;
}

/**
 * Whether a modal dialog is open over the page, kept up to date as dialogs
 * open and close (they are added to and removed from the document), so that
 * something floating over the page can step aside while one is.
 */
export function useModalDialogOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const check = () => setOpen(modalDialogOpen());
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-modal', 'open'] });
    return () => observer.disconnect();
  }, []);
  return open;
}
