import { graphql, useFragment } from 'react-relay';
import type { SearchPage_query$key } from './__generated__/SearchPage_query.graphql.ts';
import { SearchResults } from './SearchResults.tsx';
import { SearchStart } from './SearchStart.tsx';

const fragment = graphql`
  fragment SearchPage_query on Query @argumentDefinitions(query: { type: "String!" }, hasQuery: { type: "Boolean!" }) {
    ...SearchResults_query @include(if: $hasQuery) @arguments(query: $query) @alias(as: "results")
    ...SearchStart_query @skip(if: $hasQuery) @alias(as: "start")
  }
`;

/** What the panel shows for a query: its results, or, before anything is typed, recent and popular titles. */
export function SearchPage({
  query,
  searched,
  onPick,
  onOpenHit,
}: {
  query: SearchPage_query$key;
  /** The query these results are for ('' before anything is typed). */
  searched: string;
  onPick: (text: string) => void;
  onOpenHit: () => void;
}) {
  const { results, start } = useFragment(fragment, query);
  if (searched && results) return <SearchResults query={results} text={searched} onOpenHit={onOpenHit} />;
  return start ? <SearchStart query={start} onPick={onPick} /> : null;
}
