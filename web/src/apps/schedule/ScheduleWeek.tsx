import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from 'found';
import { type KeyboardEvent, useId, useRef } from 'react';
import type { ScheduleEventRow_liveEvent$key } from './__generated__/ScheduleEventRow_liveEvent.graphql.ts';
import { ScheduleEventRow } from './ScheduleEventRow.tsx';
import { type DayKey, dayRange, formatShortDate, formatWeekday, middayOf, overlapsDay } from './scheduleTime.ts';
import './ScheduleWeek.css';

export interface WeekEvent {
  id: string;
  startsAt: string;
  endsAt: string;
  liveEvent: ScheduleEventRow_liveEvent$key;
}

/**
 * The week as day tabs (ARIA tabs: arrow keys move between days) and the
 * chosen day's events, each listed on every day it is on air. The chosen day
 * is the address's `?day=`, so a day can be linked and Back returns to it.
 */
export function ScheduleWeek({ days, chosen, events, timeZone, emptyText }: {
  days: readonly DayKey[];
  chosen: DayKey;
  events: readonly WeekEvent[];
  timeZone: string;
  emptyText: string;
}) {
  const { i18n, t } = useLingui();
  const { router, match } = useRouter();
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const day = dayRange(chosen, timeZone);
  // Ordered here, not by the list: an event moved after the page loaded takes its new place.
  const onDay = events
    .filter((event) => overlapsDay(new Date(event.startsAt), new Date(event.endsAt), day))
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));

  const choose = (key: DayKey) =>
    router.replace({ ...match.location, query: { ...match.location.query, day: key } });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = days.indexOf(chosen);
    const next =
      event.key === 'ArrowRight' ? Math.min(days.length - 1, index + 1)
      : event.key === 'ArrowLeft' ? Math.max(0, index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? days.length - 1
      : null;
    if (next === null) return;
    event.preventDefault();
    choose(days[next]!);
    tabs.current[next]?.focus();
  };

  return (
    <div className="rs-schedule-week">
      <div className="rs-schedule-week__days" role="tablist" aria-label={t`Days of the week`} onKeyDown={onKeyDown}>
        {days.map((key, index) => {
          const noon = middayOf(key, timeZone);
          return (
            <button
              key={key}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${key}`}
              aria-selected={key === chosen}
              aria-controls={`${id}-panel`}
              tabIndex={key === chosen ? 0 : -1}
              className="rs-schedule-week__day"
              onClick={() => choose(key)}
            >
              <span className="rs-schedule-week__weekday">
                {index === 0 ? <Trans>Today</Trans> : index === 1 ? <Trans>Tomorrow</Trans> : formatWeekday(noon, i18n.locale, timeZone)}
              </span>
              <span className="rs-schedule-week__date">{formatShortDate(noon, timeZone)}</span>
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${chosen}`} className="rs-schedule-week__panel">
        {onDay.length === 0 ? (
          <p className="rs-schedule-week__empty">{emptyText}</p>
        ) : (
          <ol className="rs-schedule-week__events">
            {onDay.map((event) => (
              <ScheduleEventRow key={event.id} liveEvent={event.liveEvent} timeZone={timeZone} day={day} />
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
