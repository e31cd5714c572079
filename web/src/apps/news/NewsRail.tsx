import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { CardRail } from '../../components/Rail.tsx';
import { pathTo } from '../../system/routePaths.ts';
import type { NewsRailQuery } from './__generated__/NewsRailQuery.graphql.ts';
import { NewsCard } from './NewsCard.tsx';
import './news.css';

/** How many of the latest articles the home page shows. */
const RAIL_ARTICLES = 8;

/**
 * The home page's news rail: the latest articles, each leading to its page,
 * and "See all" (NEWS). Nothing where the realm has no articles. Its own small
 * query, asked once the home page is on screen (HomeNewsRail).
 */
export function NewsRail() {
  const data = useLazyLoadQuery<NewsRailQuery>(
    graphql`
      query NewsRailQuery($count: Int!) {
        newsConnection(first: $count) {
          edges {
            cursor
            node {
              ...NewsCard_article
            }
          }
        }
      }
    `,
    { count: RAIL_ARTICLES },
  );
  const { t } = useLingui();
  return (
    <CardRail
      title={t`News`}
      kind="news"
      action={
        <Link to={pathTo('NEWS')} className="rs-rail__action">
          <Trans>See all</Trans>
        </Link>
      }
    >
      {data.newsConnection.edges.map((edge) => ({ key: edge.cursor, card: <NewsCard article={edge.node} variant="rail" /> }))}
    </CardRail>
  );
}
