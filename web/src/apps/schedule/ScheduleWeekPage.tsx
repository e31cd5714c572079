import { Trans } from '@lingui/react/macro';
import { useRouter } from 'found';
import { type ReactNode, useMemo } from 'react';
import type { ScheduleEventRow_liveEvent$key } from './__generated__/ScheduleEventRow_liveEvent.graphql.ts';
import { TimeZoneNote } from './TimeZoneNote.tsx';
import { ScheduleWeek } from './ScheduleWeek.tsx';
import { chosenDay, viewerWeek, WEEK_DAYS } from './scheduleWeek.ts';
import { daysFrom, viewerTimeZone } from './scheduleTime.ts';
import './ScheduleApp.css';

/** A week rarely holds more; more come with "Show more". */
const SCHEDULE_PAGE_SIZE = 50;

type ScheduledEvent = ScheduleEventRow_liveEvent$key & { readonly id: string; readonly startsAt: string; readonly endsAt: string };

/**
 * A week of live events day by day in the viewer's time zone, the day chosen in
 * the address (`?day=`): the page of SCHEDULE and of UPCOMING (the guest schedule),
 * which differ only in their query, title and header action.
 */
export function ScheduleWeekPage({
  title,
  action = null,
  events,
  emptyText,
  more,
}: {
  title: ReactNode;
  action?: ReactNode;
  events: readonly ScheduledEvent[];
  emptyText: string;
  /** The connection's paging (usePaginationFragment). */
  more: { hasNext: boolean; isLoadingNext: boolean; loadNext: (count: number) => void };
}) {
  const { match } = useRouter();
  const timeZone = viewerTimeZone();
  const days = useMemo(() => daysFrom(viewerWeek(new Date(), timeZone).first, WEEK_DAYS), [timeZone]);
  const chosen = chosenDay(match.location.query['day'], days);
  const weekEvents = events.map((event) => ({ id: event.id, startsAt: event.startsAt, endsAt: event.endsAt, liveEvent: event }));

  return (
    <div className="rs-schedule">
      <header className="rs-schedule__header">
        <h1 className="rs-schedule__title">{title}</h1>
        {action}
      </header>
      <TimeZoneNote timeZone={timeZone} />
      <ScheduleWeek days={days} chosen={chosen} events={weekEvents} timeZone={timeZone} emptyText={emptyText} />
      {more.hasNext ? (
        <div className="rs-schedule__more">
          <button
            type="button"
            className="rs-button rs-button--secondary"
            disabled={more.isLoadingNext}
            onClick={() => more.loadNext(SCHEDULE_PAGE_SIZE)}
          >
            <Trans>Show more</Trans>
          </button>
        </div>
      ) : null}
    </div>
  );
}
