import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

// The rail, its query and its cards are a chunk of their own, fetched once the
// home page is on screen: none of it weighs on the home page's first card.
const NewsRail = lazy(() => import('./NewsRail.tsx').then((module) => ({ default: module.NewsRail })));

/**
 * Where the home page shows its news rail. It waits until the page has painted
 * and the browser is idle, then loads the rail (its code and its query): the
 * home page's first card never waits for news, and the rail, below the
 * section's rails, moves nothing on screen when it arrives.
 */
export function HomeNewsRail() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(want, { timeout: 2000 });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(want, 200);
    return () => clearTimeout(timer);
  }, []);
  if (!wanted) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <NewsRail />
      </Suspense>
    </QuietBoundary>
  );
}

/** News is extra on the home page: if it cannot be read, the page goes on without it. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('The news rail could not be loaded', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
