import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from 'found';
import { Suspense, useCallback, useDeferredValue, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useModalPanel } from '../../components/useModalPanel.ts';
import { SearchPage } from './SearchPage.tsx';
import { SearchPanel } from './SearchPanel.tsx';
import { SEARCH_DEBOUNCE_MS, searchQueryOf } from './searchQuery.ts';
import type { SearchOverlayQuery } from './__generated__/SearchOverlayQuery.graphql.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';
import { useRecordSearch } from './useRecentSearches.ts';

const overlayQuery = graphql`
  query SearchOverlayQuery($query: String!, $hasQuery: Boolean!) {
    ...SearchPage_query @arguments(query: $query, hasQuery: $hasQuery)
  }
`;

function OverlayResults({ searched, onPick, onOpenHit }: { searched: string; onPick: (text: string) => void; onOpenHit: () => void }) {
  const data = useLazyLoadQuery<SearchOverlayQuery>(overlayQuery, { query: searched, hasQuery: searched !== '' }, { fetchPolicy: 'store-or-network' });
  return <SearchPage query={data} searched={searched} onPick={onPick} onOpenHit={onOpenHit} />;
}

/**
 * The search panel over the current page (spec §2: with any engine but
 * Vesper, search opens by appending #search to the current path). The query
 * stays in the panel; Escape, the close button or Back close it, and opening
 * a hit goes to its page. While a newer query loads, the previous results stay.
 */
export function SearchOverlay() {
  const { match, router } = useRouter();
  const { t } = useLingui();
  const location = match.location;
  const [text, setText] = useState('');
  const settled = searchQueryOf(useDebouncedValue(text, SEARCH_DEBOUNCE_MS));
  // React keeps the previous results on screen while the next ones suspend.
  const searched = useDeferredValue(settled);
  const record = useRecordSearch();
  const panel = useRef<HTMLDivElement>(null);

  const close = useCallback(
    () => router.replace({ pathname: location.pathname, search: location.search }),
    [router, location.pathname, location.search],
  );

  // The search box inside takes focus (SearchPanel), not the panel.
  useModalPanel(panel, close, { focusPanel: false });

  return createPortal(
    <div className="rs-search-overlay" onMouseDown={(event) => event.target === event.currentTarget && close()}>
      <div className="rs-search-overlay__panel" role="dialog" aria-modal="true" aria-label={t`Search`} ref={panel}>
        <button type="button" className="rs-search-overlay__close" aria-label={t`Close search`} onClick={close}>
          ×
        </button>
        <SearchPanel
          text={text}
          onTextChange={setText}
          onCommit={() => record(searchQueryOf(text))}
          busy={searchQueryOf(text) !== searched}
        >
          <Suspense
            fallback={
              <p className="rs-search__summary">
                <Trans>Searching…</Trans>
              </p>
            }
          >
            <OverlayResults
              searched={searched}
              onPick={(picked) => {
                setText(picked);
                record(picked);
              }}
              onOpenHit={() => record(searched)}
            />
          </Suspense>
        </SearchPanel>
      </div>
    </div>,
    document.body,
  );
}
