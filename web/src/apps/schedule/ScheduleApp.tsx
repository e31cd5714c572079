import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { startTransition, useCallback } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { pathTo } from '../../system/routePaths.ts';
import type { ScheduleApp_query$key } from './__generated__/ScheduleApp_query.graphql.ts';
import { ScheduleWeekPage } from './ScheduleWeekPage.tsx';
import { useScheduleUpdates } from './useScheduleUpdates.ts';

const fragment = graphql`
  fragment ScheduleApp_query on Query
  @argumentDefinitions(
    from: { type: "DateTime!" }
    to: { type: "DateTime!" }
    count: { type: "Int", defaultValue: 50 }
    cursor: { type: "String" }
  )
  @refetchable(queryName: "ScheduleAppPaginationQuery") {
    realm {
      settings {
        epgMatrix
      }
    }
    scheduleConnection(from: $from, to: $to, first: $count, after: $cursor) @connection(key: "ScheduleApp_scheduleConnection") {
      __id
      edges {
        node {
          id
          internalId
          startsAt
          endsAt
          ...ScheduleEventRow_liveEvent
        }
      }
    }
  }
`;

/** SCHEDULE: the week's live events, day by day, in the viewer's time zone, with a way to the EPG where the realm has one. */
export function ScheduleApp({ query }: { query: ScheduleApp_query$key }) {
  const { data, ...more } = usePaginationFragment(fragment, query);
  const { t } = useLingui();
  useDocumentTitle(t`Schedule`);
  const { refetch } = more;
  // The page on screen stays while the week is read again.
  const readAgain = useCallback(() => startTransition(() => void refetch({}, { fetchPolicy: 'network-only' })), [refetch]);
  useScheduleUpdates(data.scheduleConnection.__id, readAgain);
  return (
    <ScheduleWeekPage
      title={<Trans>Schedule</Trans>}
      action={
        data.realm.settings.epgMatrix === 'ENABLED' ? (
          <Link className="rs-button rs-button--secondary" to={pathTo('EPG')}>
            <Trans>TV guide</Trans>
          </Link>
        ) : null
      }
      events={data.scheduleConnection.edges.map(({ node }) => node)}
      emptyText={t`No events on this day.`}
      more={more}
    />
  );
}
