import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import './Toast.css';

// Spec §4 "Toasts": success, error or info; gone after 1.5 s (short) or 3 s
// (long), then a 0.3 s exit animation.
export type ToastKind = 'success' | 'error' | 'info';
export const TOAST_SHORT_MS = 1500;
export const TOAST_LONG_MS = 3000;
export const TOAST_EXIT_MS = 300;

interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
  leaving: boolean;
}

export interface Toasts {
  /** Shows a message; errors default to the long duration, the rest to the short one. */
  show: (kind: ToastKind, text: string, duration?: 'short' | 'long') => void;
}

const ToastContext = createContext<Toasts | null>(null);

/**
 * Holds the page's toasts; `useToasts()` below it shows one. The app frame
 * holds one for every page; a provider inside another adds nothing, so the
 * toasts of a screen and of the frame share one place on the page.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const outer = useContext(ToastContext);
  return outer ? <>{children}</> : <ToastList>{children}</ToastList>;
}

function ToastList({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  const show = useCallback<Toasts['show']>(
    (kind, text, duration) => {
      const id = nextId.current++;
      setItems((current) => [...current, { id, kind, text, leaving: false }]);
      const visibleMs = (duration ?? (kind === 'error' ? 'long' : 'short')) === 'long' ? TOAST_LONG_MS : TOAST_SHORT_MS;
      later(visibleMs, () => {
        setItems((current) => current.map((item) => (item.id === id ? { ...item, leaving: true } : item)));
        later(TOAST_EXIT_MS, () => setItems((current) => current.filter((item) => item.id !== id)));
      });
    },
    [later],
  );

  const value = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="rs-toasts" aria-live="polite">
        {items.map((item) => (
          <div
            key={item.id}
            role={item.kind === 'error' ? 'alert' : 'status'}
            className={`rs-toast rs-toast--${item.kind}${item.leaving ? ' rs-toast--leaving' : ''}`}
          >
            {item.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** The page's toasts; outside a provider (a component test) messages are dropped. */
export function useToasts(): Toasts {
  return useContext(ToastContext) ?? { show: () => undefined };
}
