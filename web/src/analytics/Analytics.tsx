import { useRouter } from 'found';
import { useEffect } from 'react';
import { LoadWhenIdle } from '../components/LoadWhenIdle.tsx';
import { lazyWithRetry } from '../system/chunkRetryLazy.tsx';
import { browserAnalytics } from './browserAnalytics.ts';

// The realm's analytics configuration, the viewer's identity and the two
// mutations are a chunk of their own, fetched once the page is on screen and
// the browser is idle: never on the way to a page's first content.
const AnalyticsTracker = lazyWithRetry(() => import('./AnalyticsTracker.tsx').then((module) => ({ default: module.AnalyticsTracker })), {
  showsFailure: false,
});

/**
 * Analytics in the app frame (spec §1, §4 Analytics user, §9 click ids): every
 * page's URL is searched for referral and click ids, and every page shown is
 * a `page_view` with its route name; both stay in this browser until the
 * viewer agrees to cookies, and events leave only where the realm starts a
 * provider (browserAnalytics.ts). Renders nothing.
 */
export function Analytics() {
  const { match } = useRouter();
  const { pathname, search } = match.location;
  // The innermost route with a name (spec §2 route names); the guard's wrappers have none.
  const route = [...match.routes].reverse().find((candidate) => typeof candidate.name === 'string')?.name ?? 'UNKNOWN';

  useEffect(() => {
    const analytics = browserAnalytics();
    analytics.captureLocation(search);
    analytics.pageView(String(route), pathname, search);
  }, [pathname, search, route]);

  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') browserAnalytics().flush();
    };
    document.addEventListener('visibilitychange', hidden);
    return () => document.removeEventListener('visibilitychange', hidden);
  }, []);

  return (
    <LoadWhenIdle what="Analytics">
      <AnalyticsTracker />
    </LoadWhenIdle>
  );
}
