import { Trans } from '@lingui/react/macro';

/**
 * Spec §2's 'load more' (search results, news, the fighter roster, a
 * fighter's videos): the next page on request, not on scroll
 * (LoadMoreOnScroll is the endless grid's). Busy while that page loads.
 */
export function LoadMoreButton({ isLoadingNext, onLoadMore, className }: { isLoadingNext: boolean; onLoadMore: () => void; className?: string }) {
  return (
    <button
      type="button"
      className={`rs-button rs-button--secondary${className ? ` ${className}` : ''}`}
      disabled={isLoadingNext}
      aria-busy={isLoadingNext}
      onClick={onLoadMore}
    >
      {isLoadingNext ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
    </button>
  );
}
