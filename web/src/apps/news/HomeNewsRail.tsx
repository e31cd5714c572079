import { LoadWhenIdle } from '../../components/LoadWhenIdle.tsx';
import { lazyWithRetry } from '../../system/chunkRetryLazy.tsx';

// The rail, its query and its cards are a chunk of their own, fetched once the
// home page is on screen: none of it weighs on the home page's first card.
const NewsRail = lazyWithRetry(() => import('./NewsRail.tsx').then((module) => ({ default: module.NewsRail })), { showsFailure: false });

/**
 * Where the home page shows its news rail. It waits until the page has painted
 * and the browser is idle, then loads the rail (its code and its query): the
 * home page's first card never waits for news, and the rail, below the
 * section's rails, moves nothing on screen when it arrives.
 */
export function HomeNewsRail() {
  return (
    <LoadWhenIdle what="The news rail">
      <NewsRail />
    </LoadWhenIdle>
  );
}
