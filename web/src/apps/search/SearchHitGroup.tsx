import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatCount } from '../../components/format.ts';
import type { SearchHitCard_hit$key } from './__generated__/SearchHitCard_hit.graphql.ts';
import { SearchHitCard } from './SearchHitCard.tsx';
import { LoadMoreButton } from '../../components/LoadMoreButton.tsx';

/** One page more of a group: the platform's index pages are 10 (spec §9). */
export const SEARCH_GROUP_PAGE = 10;

/**
 * One type's hits (spec §2 "results section with 'load more'"): its heading
 * with how many there are, the cards, and 'Load more' while there are more.
 */
export function SearchHitGroup({
  id,
  heading,
  totalCount,
  edges,
  hasNext,
  isLoadingNext,
  onLoadMore,
  onOpenHit,
}: {
  id: string;
  heading: ReactNode;
  totalCount: number;
  edges: ReadonlyArray<{ readonly cursor: string; readonly node: SearchHitCard_hit$key }>;
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
  onOpenHit: () => void;
}) {
  const { i18n } = useLingui();
  if (totalCount === 0) return null;
  return (
    <section className="rs-search__group" aria-labelledby={id}>
      <h2 className="rs-search__group-title" id={id}>
        {heading} <span className="rs-search__count">{formatCount(totalCount, i18n.locale)}</span>
      </h2>
      <ul className="rs-grid rs-search__hits">
        {edges.map((edge) => (
          <li key={edge.cursor}>
            <SearchHitCard hit={edge.node} onOpen={onOpenHit} />
          </li>
        ))}
      </ul>
      {hasNext ? (
        <LoadMoreButton isLoadingNext={isLoadingNext} onLoadMore={onLoadMore} className="rs-search__more" />
      ) : null}
    </section>
  );
}
