import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { SearchStart_query$key } from './__generated__/SearchStart_query.graphql.ts';
import { SearchHitCard } from './SearchHitCard.tsx';
import { useClearRecentSearches } from './useRecentSearches.ts';

const fragment = graphql`
  fragment SearchStart_query on Query {
    viewer {
      recentSearches {
        query
      }
    }
    popularContent {
      name
      title
      hits {
        internalId
        type
        ...SearchHitCard_hit
      }
    }
  }
`;

/**
 * What search shows before anything is typed: the profile's recent searches
 * (one click searches again; they can be cleared) and what is popular (spec
 * §7 GET /popular, 6 titles in each of up to 10 buckets).
 */
export function SearchStart({ query, onPick }: { query: SearchStart_query$key; onPick: (text: string) => void }) {
  const data = useFragment(fragment, query);
  const { t } = useLingui();
  const [clear, clearing] = useClearRecentSearches();
  const recent = data.viewer.recentSearches;
  return (
    <div className="rs-search__start">
      {recent.length > 0 ? (
        <section className="rs-search__recent" aria-labelledby="rs-search-recent">
          <div className="rs-search__recent-head">
            <h2 className="rs-search__group-title" id="rs-search-recent">
              <Trans>Recent searches</Trans>
            </h2>
            <button type="button" className="rs-link-button" onClick={clear} disabled={clearing}>
              <Trans>Clear</Trans>
            </button>
          </div>
          <ul className="rs-search__chips">
            {recent.map((search) => (
              <li key={search.query}>
                <button type="button" className="rs-chip" data-search-result="" aria-label={t`Search again for ${search.query}`} onClick={() => onPick(search.query)}>
                  {search.query}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.popularContent.map((bucket) => (
        <section className="rs-search__group" key={bucket.name} aria-labelledby={`rs-popular-${bucket.name}`}>
          <h2 className="rs-search__group-title" id={`rs-popular-${bucket.name}`}>
            {bucket.title}
          </h2>
          <ul className="rs-grid rs-search__hits">
            {bucket.hits.map((hit) => (
              <li key={`${hit.type}:${hit.internalId}`}>
                <SearchHitCard hit={hit} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
