import { Component, type ReactNode, Suspense, useEffect, useState } from 'react';

/** True once the page has painted and the browser has a moment (at most 2 s later); never while `wanted` is false. */
export function useBrowserIdle(wanted = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!wanted || idle) return undefined;
    const done = () => setIdle(true);
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(done, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(done, 200);
    return () => clearTimeout(timer);
  }, [wanted, idle]);
  return idle;
}

/** Something extra that failed: logged (what it was), and the page goes on without it. */
class QuietBoundary extends Component<{ what: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn(`${this.props.what} could not be loaded`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Extras of a page (the promo card, the home news rail, analytics) that are
 * chunks of their own: rendered once the browser is idle, so they never weigh
 * on a page's first content, and dropped quietly if they fail (spec §4, §8).
 */
export function LoadWhenIdle({ what, wanted = true, children }: { what: string; wanted?: boolean; children: ReactNode }) {
  const idle = useBrowserIdle(wanted);
  if (!wanted || !idle) return null;
  return (
    <QuietBoundary what={what}>
      <Suspense fallback={null}>{children}</Suspense>
    </QuietBoundary>
  );
}
