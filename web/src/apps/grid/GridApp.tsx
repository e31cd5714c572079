import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { ContentCard } from '../../components/ContentCard.tsx';
import { PageLayout } from '../../components/layout/PageLayout.tsx';
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
      totalCount
      edges {
        cursor
        node {
          # The sidebar's filter: which kind of content each card is.
          __typename
          ...ContentCard_content
        }
      }
    }
  }
`;

type Kind = 'Video' | 'LiveEvent' | 'Playlist' | 'Series';
const KINDS: readonly Kind[] = ['Video', 'LiveEvent', 'Playlist', 'Series'];

/**
 * GRID (spec §2 layout "grid": header, sidebar and list zones): every item of
 * a bucket as a grid that asks for the next page as the viewer scrolls near
 * its end (9, 16 or 20 cards by the viewport's width, 250 px ahead; spec §9).
 * The sidebar says how many titles there are and, when the bucket mixes kinds
 * (videos and live events, say), narrows the grid to one kind.
 */
export function GridApp({ bucket }: { bucket: GridApp_bucket$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(fragment, bucket);
  const { t } = useLingui();
  useDocumentTitle(data.title);
  const [shown, setShown] = useState<Kind | null>(null);
  const edges = data.itemsConnection.edges;
  const kinds = KINDS.filter((kind) => edges.some((edge) => edge.node.__typename === kind));
  const visible = shown ? edges.filter((edge) => edge.node.__typename === shown) : edges;
  const kindName: Record<Kind, string> = { Video: t`Videos`, LiveEvent: t`Live events`, Playlist: t`Playlists`, Series: t`Series` };

  return (
    <PageLayout
      kind="grid"
      label={t`Filters`}
      header={
        <header className="rs-grid-page__header">
          <h1 className="rs-grid-page__title">{data.title}</h1>
        </header>
      }
      sidebar={
        <div className="rs-grid-page__sidebar">
          <p className="rs-grid-page__count">
            <Plural value={data.itemsConnection.totalCount} one="# title" other="# titles" />
          </p>
          {kinds.length > 1 ? (
            <div className="rs-grid-page__filters" role="group" aria-label={t`Show`}>
              <button type="button" className="rs-grid-page__filter" aria-pressed={shown === null} onClick={() => setShown(null)}>
                <Trans>All</Trans>
              </button>
              {kinds.map((kind) => (
                <button key={kind} type="button" className="rs-grid-page__filter" aria-pressed={shown === kind} onClick={() => setShown(kind)}>
                  {kindName[kind]}
                </button>
              ))}
            </div>
          ) : null}
        </div>
      }
    >
      <ul className="rs-grid">
        {visible.map((edge) => (
          <li key={edge.cursor}>
            <ContentCard content={edge.node} />
          </li>
        ))}
      </ul>
      <LoadMoreOnScroll hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} />
    </PageLayout>
  );
}
