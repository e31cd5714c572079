import { graphql, usePaginationFragment } from 'react-relay';
import { ContentCard } from '../../components/ContentCard.tsx';
import { LoadMoreOnScroll } from '../../components/LoadMoreOnScroll.tsx';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import type { GridApp_bucket$key } from './__generated__/GridApp_bucket.graphql.ts';
import './GridApp.css';

const fragment = graphql`
  fragment GridApp_bucket on Bucket
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "GridAppPaginationQuery") {
    title
    itemsConnection(first: $count, after: $cursor) @connection(key: "GridApp_itemsConnection") {
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
 * GRID (spec layout "grid": header and list zones): every item of a bucket as
 * a grid that asks for the next page as the viewer scrolls near its end
 * (9, 16 or 20 cards by the viewport's width, 250 px ahead; spec §9).
 */
export function GridApp({ bucket }: { bucket: GridApp_bucket$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(fragment, bucket);
  useDocumentTitle(data.title);
  return (
    <div className="rs-grid-page">
      <header className="rs-grid-page__header">
        <h1 className="rs-grid-page__title">{data.title}</h1>
      </header>
      <ul className="rs-grid">
        {data.itemsConnection.edges.map((edge) => (
          <li key={edge.cursor}>
            <ContentCard content={edge.node} />
          </li>
        ))}
      </ul>
      <LoadMoreOnScroll hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} />
    </div>
  );
}
