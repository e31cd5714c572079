import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, usePaginationFragment } from 'react-relay';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { ScheduleWeekPage } from '../schedule/ScheduleWeekPage.tsx';
import type { UpcomingApp_query$key } from './__generated__/UpcomingApp_query.graphql.ts';

const fragment = graphql`
  fragment UpcomingApp_query on Query
  @argumentDefinitions(
    from: { type: "DateTime!" }
    to: { type: "DateTime!" }
    count: { type: "Int", defaultValue: 50 }
    cursor: { type: "String" }
  )
  @refetchable(queryName: "UpcomingAppPaginationQuery") {
    guestScheduleConnection(from: $from, to: $to, first: $count, after: $cursor)
      @connection(key: "UpcomingApp_guestScheduleConnection") {
      edges {
        node {
          id
          startsAt
          endsAt
          ...ScheduleEventRow_liveEvent
        }
      }
    }
  }
`;

/** UPCOMING: the guest schedule, what is on air or still to come this week, day by day in the viewer's time zone. */
export function UpcomingApp({ query }: { query: UpcomingApp_query$key }) {
  const { data, ...more } = usePaginationFragment(fragment, query);
  const { t } = useLingui();
  useDocumentTitle(t`Coming up`);
  return (
    <ScheduleWeekPage
      title={<Trans>Coming up</Trans>}
      events={data.guestScheduleConnection.edges.map(({ node }) => node)}
      emptyText={t`Nothing scheduled on this day.`}
      more={more}
    />
  );
}
