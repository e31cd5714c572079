import { addDays, dayKeyOf, isDayKey, startOfDay, viewerTimeZone, type DayKey } from './scheduleTime.ts';

/** The schedule shows a week: today and the six days after it, in the viewer's zone. */
export const WEEK_DAYS = 7;

/** The viewer's week as instants, for the route's query: [today's midnight, midnight seven days on). */
export function viewerWeek(now: Date = new Date(), timeZone: string = viewerTimeZone()): { first: DayKey; from: string; to: string } {
  const first = dayKeyOf(now, timeZone);
  return {
    first,
    from: startOfDay(first, timeZone).toISOString(),
    to: startOfDay(addDays(first, WEEK_DAYS), timeZone).toISOString(),
  };
}

/** The `?day=` of the address when it is one of the week's days, else the first. */
export function chosenDay(query: unknown, days: readonly DayKey[]): DayKey {
  return isDayKey(query) && days.includes(query) ? query : days[0]!;
}
