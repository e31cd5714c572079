import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { graphql, useFragment } from 'react-relay';
import { ContentCard } from '../../components/ContentCard.tsx';
import { CardRail } from '../../components/Rail.tsx';
import { pathTo } from '../../system/routePaths.ts';
import type { ContinueWatchingRail_viewer$key } from './__generated__/ContinueWatchingRail_viewer.graphql.ts';

const fragment = graphql`
  fragment ContinueWatchingRail_viewer on Viewer {
    continueWatching(first: 12) {
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

/**
 * The home page's first rail: videos the viewer started and has not finished,
 * most recent first, each with how far they got. Absent when there are none.
 */
export function ContinueWatchingRail({ viewer }: { viewer: ContinueWatchingRail_viewer$key }) {
  const data = useFragment(fragment, viewer);
  const { t } = useLingui();
  return (
    <CardRail
      title={t`Continue watching`}
      kind="continue-watching"
      action={
        <Link className="rs-rail__action" to={pathTo('HISTORY')}>
          <Trans>History</Trans>
        </Link>
      }
    >
      {data.continueWatching.edges.map((edge) => ({
        key: edge.cursor,
        card: <ContentCard content={edge.node} progress={edge.node.watchProgress?.fraction ?? null} />,
      }))}
    </CardRail>
  );
}
