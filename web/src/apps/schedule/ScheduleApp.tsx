import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { useCallback } from 'react';
import { fetchQuery, graphql, usePaginationFragment, useRelayEnvironment } from 'react-relay';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { pathTo } from '../../system/routePaths.ts';
import type { ScheduleApp_query$key } from './__generated__/ScheduleApp_query.graphql.ts';
import routeQuery, { type scheduleRoutesQuery } from './__generated__/scheduleRoutesQuery.graphql.ts';
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

/**
 * SCHEDULE: the week's live events, day by day, in the viewer's time zone, with a way to the EPG where the realm has one.
 * `week` is the route query's variables: the page reads that week again after an outage of the live channel.
 */
export function ScheduleApp({ query, week }: { query: ScheduleApp_query$key; week: { from: string; to: string } }) {
  const { data, ...more } = usePaginationFragment(fragment, query);
  const { t } = useLingui();
  useDocumentTitle(t`Schedule`);
  const environment = useRelayEnvironment();
  const { from, to } = week;
  // A read whose answer lands in the store (the connection's first page replaced), not a
  // refetch: the page on screen stays, with no loading state in between (web/README.md, Preact).
  const readAgain = useCallback(
    () => void fetchQuery<scheduleRoutesQuery>(environment, routeQuery, { from, to }).toPromise().catch(() => undefined),
    [environment, from, to],
  );
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
