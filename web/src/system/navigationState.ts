/**
 * Whether a navigation is waiting for its data. found keeps the old page on
 * screen meanwhile; the app frame shows a thin progress bar from this.
 */
export interface NavigationState {
  isPending(): boolean;
  setPending(pending: boolean): void;
  subscribe(listener: () => void): () => void;
}

export function createNavigationState(): NavigationState {
  let pending = false;
  const listeners = new Set<() => void>();
  return {
    isPending: () => pending,
    setPending(next) {
      if (next === pending) return;
      pending = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
