import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, usePaginationFragment } from 'react-relay';
import { MessagePanel } from '../../components/StatusViews.tsx';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import type { NewsApp_query$key } from './__generated__/NewsApp_query.graphql.ts';
import { NewsCard } from './NewsCard.tsx';
import { NEWS_NEXT_PAGE } from './newsPaging.ts';
import './news.css';
import { LoadMoreButton } from '../../components/LoadMoreButton.tsx';

const fragment = graphql`
  fragment NewsApp_query on Query
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
  @refetchable(queryName: "NewsAppPaginationQuery") {
    newsConnection(first: $count, after: $cursor) @connection(key: "NewsApp_newsConnection") {
      edges {
        cursor
        node {
          ...NewsCard_article
        }
      }
    }
  }
`;

/** NEWS: the realm's articles, newest first: the latest as the lead story, then a grid, and "Load more". */
export function NewsApp({ query }: { query: NewsApp_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(fragment, query);
  const { t } = useLingui();
  useDocumentTitle(t`News`);
  const [lead, ...rest] = data.newsConnection.edges;

  return (
    <div className="rs-news">
      <h1 className="rs-news__title">
        <Trans>News</Trans>
      </h1>
      {!lead ? (
        <MessagePanel title={<Trans>No news yet</Trans>}>
          <p>
            <Trans>Stories about the fights and the fighters will appear here.</Trans>
          </p>
        </MessagePanel>
      ) : (
        <>
          <NewsCard article={lead.node} variant="lead" />
          {rest.length > 0 ? (
            <ul className="rs-news__grid">
              {rest.map((edge) => (
                <li key={edge.cursor}>
                  <NewsCard article={edge.node} variant="grid" />
                </li>
              ))}
            </ul>
          ) : null}
          {hasNext ? (
            <div className="rs-news__more">
              <LoadMoreButton isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(NEWS_NEXT_PAGE)} />
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
