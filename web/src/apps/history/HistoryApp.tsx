import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, usePaginationFragment } from 'react-relay';
import { ContentCard } from '../../components/ContentCard.tsx';
import { MessagePanel } from '../../components/StatusViews.tsx';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import type { HistoryApp_viewer$key } from './__generated__/HistoryApp_viewer.graphql.ts';
import './HistoryApp.css';

/** Cards per page: four rows of a wide grid. */
const PAGE_SIZE = 20;

const fragment = graphql`
  fragment HistoryApp_viewer on Viewer
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "HistoryAppPaginationQuery") {
    watchHistory(first: $count, after: $cursor) @connection(key: "HistoryApp_watchHistory") {
      totalCount
      edges {
        cursor
        node {
          watchProgress {
            fraction
          }
          ...ContentCard_content
        }
      }
    }
  }
`;

/** HISTORY: every video the viewer played, most recent first, with how far they got. */
export function HistoryApp({ viewer }: { viewer: HistoryApp_viewer$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(fragment, viewer);
  const { t } = useLingui();
  useDocumentTitle(t`History`);
  const edges = data.watchHistory.edges;

  return (
    <div className="rs-history">
      <h1 className="rs-history__title">
        <Trans>History</Trans>
      </h1>
      {edges.length === 0 ? (
        <MessagePanel title={<Trans>Nothing watched yet</Trans>}>
          <p>
            <Trans>Videos you watch appear here, so you can pick up where you left off.</Trans>
          </p>
        </MessagePanel>
      ) : (
        <>
          <ul className="rs-grid">
            {edges.map((edge) => (
              <li key={edge.cursor}>
                <ContentCard content={edge.node} progress={edge.node.watchProgress?.fraction ?? null} />
              </li>
            ))}
          </ul>
          {hasNext ? (
            <div className="rs-history__more">
              <button
                type="button"
                className="rs-button rs-button--secondary"
                disabled={isLoadingNext}
                onClick={() => loadNext(PAGE_SIZE)}
              >
                <Trans>Show more</Trans>
              </button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
