// Which modal dialogs are open over the page, so that a prompt nobody asked
// for (the missing-details modal) waits for the viewer's own dialog (profiles,
// a PIN prompt, the search panel, the consent modal) to close instead of
// stacking on top of it. Modal.tsx and useModalPanel.ts register themselves.
import { useEffect, useSyncExternalStore } from 'react';

let openCount = 0;
const listeners = new Set<() => void>();

function changed(by: number) {
  openCount += by;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Counts the calling dialog as open while it is mounted (and `open`). */
export function useRegisterOpenDialog(open = true): void {
  useEffect(() => {
    if (!open) return undefined;
    changed(1);
    return () => changed(-1);
  }, [open]);
}

/** How many modal dialogs are open now; renders again when that changes. */
export function useOpenDialogCount(): number {
  return useSyncExternalStore(subscribe, () => openCount, () => 0);
}
