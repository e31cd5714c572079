import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, usePaginationFragment } from 'react-relay';
import { ContentCard } from '../../components/ContentCard.tsx';
import type { FighterVideos_fighter$key } from './__generated__/FighterVideos_fighter.graphql.ts';
import { VIDEOS_PAGE_SIZE } from './fightersLocation.ts';
import { LoadMoreButton } from '../../components/LoadMoreButton.tsx';
import { formatCount } from '../../components/format.ts';

const fragment = graphql`
  fragment FighterVideos_fighter on Fighter
  @argumentDefinitions(count: { type: "Int", defaultValue: 12 }, cursor: { type: "String" })
  @refetchable(queryName: "FighterVideosPaginationQuery") {
    videosConnection(first: $count, after: $cursor) @connection(key: "FighterVideos_videosConnection") {
      totalCount
      edges {
        cursor
        node {
          ...ContentCard_content
        }
      }
    }
  }
`;

/** Spec §2 "fighter videos": the videos tagged with the fighter, newest first, as cards; more on demand. */
export function FighterVideos({ fighter }: { fighter: FighterVideos_fighter$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(fragment, fighter);
  const { edges, totalCount } = data.videosConnection;
  const { i18n } = useLingui();
  if (edges.length === 0) return null;
  return (
    <section className="rs-fighter__videos" aria-labelledby="rs-fighter-videos">
      <h2 id="rs-fighter-videos" className="rs-fighters__section-title rs-fighter__videos-title">
        <Trans>Videos</Trans> <span className="rs-fighters__count">{formatCount(totalCount, i18n.locale)}</span>
      </h2>
      <ul className="rs-grid">
        {edges.map((edge) => (
          <li key={edge.cursor}>
            <ContentCard content={edge.node} />
          </li>
        ))}
      </ul>
      {hasNext ? (
        <div className="rs-load-more">
          <LoadMoreButton isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(VIDEOS_PAGE_SIZE)} />
        </div>
      ) : null}
    </section>
  );
}
