import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from 'found';
import { useEffect, useRef, useState } from 'react';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import query, { type searchRoutesQuery } from './__generated__/searchRoutesQuery.graphql.ts';
import { SearchPage } from './SearchPage.tsx';
import { SearchPanel } from './SearchPanel.tsx';
import { SEARCH_DEBOUNCE_MS, searchQueryOf } from './searchQuery.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';
import { useRecordSearch } from './useRecentSearches.ts';

/**
 * SEARCH (Vesper engine): the query lives in the address. Typing replaces it
 * (a pause in typing is not a page of history), Enter adds a history entry,
 * so Back returns to the query before; Back and Forward put the box back to
 * the address's query. found keeps the results shown until the next query's
 * have arrived.
 */
export function SearchRoute({ data }: { data: PreloadedQuery<searchRoutesQuery> }) {
  const page = usePreloadedQuery<searchRoutesQuery>(query, data);
  const { match, router } = useRouter();
  const { t } = useLingui();
  const location = match.location;
  const searched = searchQueryOf(location.query['q']);
  const [text, setText] = useState(searched);
  const typed = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const record = useRecordSearch();
  // The query this page last put in the address: its arrival is not news.
  const written = useRef(searched);

  const go = (next: string, how: 'replace' | 'push') => {
    written.current = next;
    router[how]({ pathname: location.pathname, query: next ? { q: next } : {} });
  };

  useEffect(() => {
    const next = searchQueryOf(typed);
    if (next !== searchQueryOf(written.current)) go(next, 'replace');
    // `go` reads the location of this render; only the settled text starts a search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  useEffect(() => {
    // Back, Forward or a link changed the query: the box shows it.
    if (searched !== written.current) {
      written.current = searched;
      setText(searched);
    }
  }, [searched]);

  useDocumentTitle(searched ? t`Search: ${searched}` : t`Search`);

  const commit = () => {
    const next = searchQueryOf(text);
    if (!next) return;
    record(next);
    if (next !== searched) go(next, 'push');
  };

  return (
    <div className="rs-search-page">
      <h1 className="rs-visually-hidden">
        <Trans>Search</Trans>
      </h1>
      <SearchPanel text={text} onTextChange={setText} onCommit={commit} busy={searchQueryOf(text) !== searched}>
        <SearchPage query={page} searched={searched} onPick={(picked) => { setText(picked); record(picked); go(picked, 'push'); }} onOpenHit={() => record(searched)} />
      </SearchPanel>
    </div>
  );
}
