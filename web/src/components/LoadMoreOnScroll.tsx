import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { currentGridPageSize } from './gridPageSize.ts';
import './LoadMoreOnScroll.css';

/** Spec §9: the next page is asked for when the list's end comes within 250 px below the viewport. */
export const LOAD_MORE_THRESHOLD = '250px';

/**
 * The end of an endless grid: while there is more, an invisible line after the
 * last card asks for the next page (`loadNext` of usePaginationFragment, sized
 * by the viewport's width) as it nears the viewport, and again if it is still
 * near once that page is in. A "Show more" button stays for keyboards and
 * browsers without IntersectionObserver.
 */
export function LoadMoreOnScroll({
  hasNext,
  isLoadingNext,
  loadNext,
}: {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number) => void;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNext || isLoadingNext || typeof IntersectionObserver === 'undefined') return;
    // A new observer after each page: it reports at once whether the line is still near,
    // so a screen taller than one page fills itself.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          loadNext(currentGridPageSize());
        }
      },
      { rootMargin: `0px 0px ${LOAD_MORE_THRESHOLD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNext, isLoadingNext, loadNext]);

  if (!hasNext) return null;
  return (
    <div className="rs-load-more" ref={sentinel}>
      <button
        type="button"
        className="rs-button rs-button--secondary"
        disabled={isLoadingNext}
        aria-busy={isLoadingNext}
        onClick={() => loadNext(currentGridPageSize())}
      >
        {isLoadingNext ? <Trans>Loading…</Trans> : <Trans>Show more</Trans>}
      </button>
    </div>
  );
}
