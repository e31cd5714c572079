import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { graphql, useFragment } from 'react-relay';
import { pathTo } from '../../system/routePaths.ts';
import type { ScheduleEventRow_liveEvent$key } from './__generated__/ScheduleEventRow_liveEvent.graphql.ts';
import { formatShortDate, formatTime } from './scheduleTime.ts';

const fragment = graphql`
  fragment ScheduleEventRow_liveEvent on LiveEvent {
    internalId
    title
    status
    startsAt
    endsAt
    sport
    venue
  }
`;

/**
 * One event of the schedule: its times in the viewer's zone ("8:30 PM – 1:30 AM",
 * with the date when it started on another day), LIVE while on air, and a link
 * to its page.
 */
export function ScheduleEventRow({ liveEvent, timeZone, day }: { liveEvent: ScheduleEventRow_liveEvent$key; timeZone: string; day: { from: Date } }) {
  const event = useFragment(fragment, liveEvent);
  const { i18n } = useLingui();
  const startsAt = new Date(event.startsAt);
  const endsAt = new Date(event.endsAt);
  const startedEarlier = startsAt < day.from;
  const place = [event.sport, event.venue].filter(Boolean).join(' · ');
  return (
    <li className={`rs-schedule-event${event.status === 'LIVE' ? ' rs-schedule-event--live' : ''}`}>
      <p className="rs-schedule-event__time">
        {startedEarlier ? <span className="rs-schedule-event__date">{formatShortDate(startsAt, timeZone)} </span> : null}
        <time dateTime={event.startsAt}>{formatTime(startsAt, i18n.locale, timeZone)}</time>
        {' – '}
        <time dateTime={event.endsAt}>{formatTime(endsAt, i18n.locale, timeZone)}</time>
      </p>
      <div className="rs-schedule-event__body">
        {event.status === 'LIVE' ? (
          <span className="rs-schedule-event__badge">
            <Trans>Live</Trans>
          </span>
        ) : event.status === 'ENDED' ? (
          <span className="rs-schedule-event__badge rs-schedule-event__badge--ended">
            <Trans>Replay</Trans>
          </span>
        ) : null}
        <Link className="rs-schedule-event__title" to={pathTo('LIVE', { id: event.internalId })}>
          {event.title}
        </Link>
        {place ? <p className="rs-schedule-event__place">{place}</p> : null}
      </div>
    </li>
  );
}
