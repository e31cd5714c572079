import { type ReactNode, useMemo } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { ContentCard } from '../../components/ContentCard.tsx';
import { LoadMoreOnScroll } from '../../components/LoadMoreOnScroll.tsx';
import { WatchlistConnections } from '../../watchlist/WatchlistConnections.ts';
import type { WatchlistItems_watchlist$key } from './__generated__/WatchlistItems_watchlist.graphql.ts';

const fragment = graphql`
  fragment WatchlistItems_watchlist on Watchlist
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "WatchlistItemsPaginationQuery") {
    isSystemDefined
    itemsConnection(first: $count, after: $cursor) @connection(key: "WatchlistItems_itemsConnection") {
      __id
      edges {
        cursor
        node {
          ...ContentCard_content
        }
      }
    }
  }
`;

/**
 * A list's content as a grid that loads more as the viewer scrolls. On the
 * system list, the cards' My list buttons add and remove edges of this very
 * connection (WatchlistConnections), so a title taken off leaves the grid at
 * once and one added elsewhere on the page appears first. `empty` is shown
 * when the list holds nothing.
 */
export function WatchlistItems({ watchlist, empty }: { watchlist: WatchlistItems_watchlist$key; empty: ReactNode }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(fragment, watchlist);
  const connection = data.itemsConnection.__id;
  const connections = useMemo(() => (data.isSystemDefined ? [connection] : []), [connection, data.isSystemDefined]);
  const edges = data.itemsConnection.edges;
  if (edges.length === 0) return <>{empty}</>;
  return (
    <WatchlistConnections.Provider value={connections}>
      <ul className="rs-grid">
        {edges.map((edge) => (
          <li key={edge.cursor}>
            <ContentCard content={edge.node} />
          </li>
        ))}
      </ul>
      <LoadMoreOnScroll hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} />
    </WatchlistConnections.Provider>
  );
}
